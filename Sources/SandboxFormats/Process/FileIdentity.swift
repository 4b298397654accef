import Foundation

/// Whether two paths name one file (symlinks followed, hard links included), so no command overwrites its own
/// input: the input is read first, and opening the output would truncate it.
public enum FileIdentity {
    public static func same(_ first: String, _ second: String) -> Bool {
        var a = stat(), b = stat()
        guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// Refuses, before anything is read or written, an output that names one of the inputs: a usage error
    /// (`--trace x.jsonl is the recording being replayed: name another file`). Only a regular file is refused:
    /// a device or FIFO named twice loses nothing, and `-` or `/dev/fd/N` is a descriptor, not the input's file.
    /// An input not there yet (the gestures file Save will create) is refused by its path: the folder's links
    /// followed, the same name in the same folder.
    public static func refuseOverwriting(_ inputs: [CommandFile], by outputs: [CommandFile]) throws {
        for output in outputs where OutputFile.inheritedDescriptor(for: output.path) == nil {
            let found: CommandFile?
            if isRegularFile(output.path) {
                found = inputs.first { same(output.path, $0.path) }
            } else if !exists(output.path) {
                found = inputs.first { !exists($0.path) && canonicalPath(output.path) == canonicalPath($0.path) }
            } else {
                found = nil
            }
            if let input = found {
                throw SandboxError.usage("\(output.option) \(output.path) is \(input.role): name another file")
            }
        }
    }

    /// A path not there (yet): its folder's real path and its name, a dangling symlink followed to where it points.
    static func canonicalPath(_ path: String) -> String {
        var path = path
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
            path = target.hasPrefix("/") ? target : (path as NSString).deletingLastPathComponent + "/" + target
        }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard let resolved = realpath(folder.isEmpty ? "." : folder, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved) + "/" + name
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT != S_IFLNK || stat(path, &info) == 0)
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
