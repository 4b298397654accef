/// Thrown by `SandboxApp.run()` at the end of a session in which an output failed. Each failure was reported on its
/// own line when it happened, so this carries the messages for callers but is not printed again; it only makes
/// the exit status say that something asked for was not written.
public struct OutputFailure: Error, Sendable {
    public let messages: [String]

    public init(messages: [String]) {
        self.messages = messages
    }
}
