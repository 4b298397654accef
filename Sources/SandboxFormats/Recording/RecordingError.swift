/// What is wrong with a recording file, naming the file and line so the message alone is enough to fix it.
public struct RecordingError: Error, Equatable, CustomStringConvertible {
    public var file: String
    /// 1-based; nil for problems of the whole file (unreadable).
    public var line: Int?
    public var message: String
    /// The format the file was read as, when it isn't the sandbox's own ("libinput record", "evemu"), so a file
    /// taken for the wrong one says so.
    public var format: String?

    public init(file: String, line: Int?, message: String, format: String? = nil) {
        self.file = file
        self.line = line
        self.message = message
        self.format = format
    }

    /// `FILE:LINE: message`, or `FILE: libinput record, line LINE: message` for a Linux input recording.
    public var description: String {
        guard let format else { return line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)" }
        return "\(file): \(format)\(line.map { ", line \($0)" } ?? ""): \(message)"
    }
}
