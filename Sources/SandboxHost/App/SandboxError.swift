/// A failure the app reports as one line on standard error before exiting non-zero: the message names the file and
/// line, or the fix.
public struct SandboxError: Error, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
