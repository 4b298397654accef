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
    public static func refuseOverwriting(_ inputs: [CommandFile], by outputs: [CommandFile]) throws {
        for output in outputs where OutputFile.inheritedDescriptor(for: output.path) == nil && isRegularFile(output.path) {
            if let input = inputs.first(where: { same(output.path, $0.path) }) {
                throw SandboxError.usage("\(output.option) \(output.path) is \(input.role): name another file")
            }
        }
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
