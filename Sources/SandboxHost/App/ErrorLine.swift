import Foundation

/// The app's one rule for what it reports on standard error: one line, prefixed `gesture-sandbox: `.
public enum ErrorLine {
    public static let prefix = "gesture-sandbox: "

    /// Writes `message` as one line (line breaks inside it become spaces).
    public static func write(_ message: String) {
        let line = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        FileHandle.standardError.write(Data((prefix + line + "\n").utf8))
    }
}
