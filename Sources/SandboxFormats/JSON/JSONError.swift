/// Why a text isn't one JSON value, and where: the line and column (1-based, the column counted in UTF-8 bytes) of
/// the character at fault.
public struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// Not JSON: what was wrong, as "expected ':'", "a trailing comma"…
        case invalid(String)
        /// A number a double can't hold: too large, or too small to read as anything but 0.
        case unreadableNumber(String)
        /// A key given twice in one object.
        case repeatedKey(String)
    }

    public var kind: Kind
    public var line: Int
    public var column: Int

    public init(kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// What is wrong, without the position.
    public var message: String {
        switch kind {
        case .invalid(let what): "not valid JSON (\(what))"
        case .unreadableNumber(let number):
            Double(number)?.isInfinite == true ? "number \(number) is too large"
                : "number \(number) is too small to read exactly; write 0"
        case .repeatedKey(let key): "key \(JSONLine.quoted(key)) is repeated"
        }
    }

    /// `line 3, column 14: not valid JSON (expected ',' or '}')`
    public var description: String { "line \(line), column \(column): \(message)" }
}
