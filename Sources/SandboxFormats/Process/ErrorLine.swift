#if canImport(Glibc)
import Glibc
#endif

/// The app's one rule for what it reports on standard error: one line, prefixed `gesture-sandbox: `.
///
/// Written with `write(2)`, ignoring failure: with SIGPIPE ignored, Foundation's `FileHandle.write(_:)` would trap on
/// a standard error whose reader has gone, and a message nobody can read must not end the session.
public enum ErrorLine {
    public static let prefix = "gesture-sandbox: "

    /// Writes `message` as one line (line breaks inside it become spaces).
    public static func write(_ message: String) {
        var line = prefix + message.split(whereSeparator: \.isNewline).joined(separator: " ") + "\n"
        line.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(2, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
