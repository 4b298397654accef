/// What is wrong with a templates file, naming the file and the line and column of the value at fault (as
/// `g.json:5:14: …`), so the one line is enough to fix it.
public struct GestureTemplatesError: Error, Equatable, CustomStringConvertible {
    public var file: String
    /// 1-based; nil for problems of the whole file (unreadable, unwritable).
    public var line: Int?
    /// 1-based, in UTF-8 bytes like `JSONError`'s; nil with `line`.
    public var column: Int?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        guard let line else { return "\(file): \(message)" }
        guard let column else { return "\(file):\(line): \(message)" }
        return "\(file):\(line):\(column): \(message)"
    }
}
