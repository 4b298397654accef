/// A failure the app reports as one line on standard error before exiting non-zero: the message names the file and
/// line, or the fix. Its kind picks the exit status, so a bad option or value reads the same whether the command
/// line's parser or the app found it.
public struct SandboxError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, for the exit status: the command line (64, EX_USAGE) or the run (1).
    public enum Kind: Equatable, Sendable {
        /// A bad option or value: something the user typed.
        case usage
        /// A failure while running: a file, the display, an output.
        case runtime
        /// Not a failure: the app was asked to quit (SIGINT, SIGTERM) before the session began; exit 0, no line.
        case quit
    }

    public var message: String
    public var kind: Kind

    public init(_ message: String, kind: Kind = .runtime) {
        self.message = message
        self.kind = kind
    }

    /// A bad option or value.
    public static func usage(_ message: String) -> SandboxError { SandboxError(message, kind: .usage) }

    public var description: String { message }
}
