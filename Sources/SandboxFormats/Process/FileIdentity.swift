import Foundation

/// Whether two paths name one file (symlinks followed, hard links included), so an output can't overwrite the
/// recording being replayed: the recording is read first, and opening the output would truncate it.
public enum FileIdentity {
    public static func same(_ first: String, _ second: String) -> Bool {
        var a = stat(), b = stat()
        guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}
