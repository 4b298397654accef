/// A file a command line names: how it was named (`--trace`, `-o`, "the expected trace"), its path, and what it is
/// to the command ("the recording being replayed"), so the line refusing an output that names an input says both.
public struct CommandFile: Sendable, Equatable {
    public var option: String
    public var path: String
    public var role: String

    public init(_ option: String, _ path: String, role: String = "") {
        self.option = option
        self.path = path
        self.role = role
    }
}
