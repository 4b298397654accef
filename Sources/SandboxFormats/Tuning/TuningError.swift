/// A tuning file that can't be used: the message names the file and the key (or line) at fault.
public struct TuningError: Error, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
