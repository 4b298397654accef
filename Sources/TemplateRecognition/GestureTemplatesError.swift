/// What is wrong with a templates file, naming the file and line, so the one line is enough to fix it.
public struct GestureTemplatesError: Error, Equatable, CustomStringConvertible {
    public var file: String
    /// 1-based; nil for problems of the whole file (unreadable, unwritable).
    public var line: Int?
    public var message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
