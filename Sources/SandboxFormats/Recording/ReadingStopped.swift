/// Reading a recording stopped because the app was asked to quit (SIGINT, SIGTERM): not a fault of the file, so the
/// app ends quietly with status 0, as a signal during the session does (see `--help`).
public struct ReadingStopped: Error, Equatable {
    public init() {}
}
