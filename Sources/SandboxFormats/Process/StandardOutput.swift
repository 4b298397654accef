#if canImport(Glibc)
import Glibc
#endif

/// What a command prints as its answer (`check`'s verdict, the scene list, the version, the help) goes through C's
/// buffered standard output, where a failed write is only remembered: `finish()` flushes it and says whether all of it
/// got out, so a full disk or a closed pipe is reported as one line and exit 1 instead of a lost answer and exit 0.
public enum StandardOutput {
    /// Flushes every C output stream (standard output is the only one the commands print to; naming `stdout` itself
    /// is refused by Swift 6 as shared mutable state); on failure writes the error line and returns false.
    public static func finish() -> Bool {
        guard fflush(nil) != 0 else { return true }
        ErrorLine.write("can't write standard output: \(String(cString: strerror(errno)))")
        return false
    }
}
