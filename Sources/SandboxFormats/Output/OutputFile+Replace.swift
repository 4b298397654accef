#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A file saved whole, as the Teach scene's Save writes the gestures file: all or nothing, and through the
/// file's identity, as the outputs are written (`OutputFile`).
extension OutputFile {
    /// Replaces the contents of the regular file `path` names with `data`, so that a failure leaves the old file
    /// whole: a symlink is followed to its target (the link stays a link), the new file gets the old one's mode
    /// and owner, and its bytes go to a temporary file created exclusively (`mkstemp`: O_EXCL, an unpredictable
    /// name, 0600 until it is whole) beside the target, which is removed on any failure (a full disk leaves
    /// nothing behind) and renamed over the target once written and synced. A file with more than one hard link,
    /// a read-only file, or something not a regular file is refused (renaming would split the links or override
    /// the protection). Throws one line, `can't write PATH: REASON`.
    public static func replace(_ path: String, with data: Data) throws {
        func refuse(_ reason: String) -> SandboxError { SandboxError("can't write \(path): \(reason)") }
        guard !path.isEmpty else { throw refuse("no file name given") }
        let target = try resolvedTarget(of: path, refuse: refuse)
        var info = stat()
        let existing = lstat(target, &info) == 0
        if existing {
            guard info.st_mode & S_IFMT == S_IFREG else { throw refuse("it is not a regular file; name a file") }
            guard info.st_nlink <= 1 else {
                throw refuse("it has \(info.st_nlink) hard links, which replacing it would split; save to another file")
            }
            // Root may write a 0444 file; a file no one may write is still read-only to Save.
            guard info.st_mode & 0o222 != 0, access(target, W_OK) == 0 else {
                throw refuse("the file is read-only; make it writable or save to another file")
            }
        } else if errno != ENOENT {
            throw refuse(reason(forOpening: target, errno))
        }
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "" : folder + "/") + ".\(name).XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw refuse(reason(forOpening: target, errno)) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        func fail(_ code: Int32) -> SandboxError {
            Glibc.close(descriptor)
            unlink(temporary)
            return refuse(String(cString: strerror(code)))
        }
        // The old file's mode and owner (a 0600 file stays private); a new file gets what `>` would give it.
        if existing {
            _ = fchown(descriptor, info.st_uid, info.st_gid)
            guard fchmod(descriptor, info.st_mode & 0o7777) == 0 else { throw fail(errno) }
        } else {
            let mask = umask(0)
            umask(mask)
            guard fchmod(descriptor, 0o666 & ~mask) == 0 else { throw fail(errno) }
        }
        let written: Int32 = data.withUnsafeBytes { raw in
            guard var next = raw.baseAddress else { return 0 }
            var left = raw.count
            while left > 0 {
                let count = Glibc.write(descriptor, next, left)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                next += count
                left -= count
            }
            return 0
        }
        guard written == 0 else { throw fail(written) }
        guard fsync(descriptor) == 0 else { throw fail(errno) }
        guard Glibc.close(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            throw refuse(String(cString: strerror(code)))
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw refuse(String(cString: strerror(code)))
        }
    }

    /// The file a path names, its symlinks followed (at most 32, as the kernel allows 40); a dangling link names
    /// the file to create.
    private static func resolvedTarget(of path: String, refuse: (String) -> SandboxError) throws -> String {
        var current = path
        for _ in 0..<32 {
            guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = link.hasPrefix("/") ? link : ((current as NSString).deletingLastPathComponent as NSString)
                .appendingPathComponent(link)
        }
        throw refuse("too many levels of symbolic links")
    }
}
