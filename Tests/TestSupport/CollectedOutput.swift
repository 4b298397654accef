import Foundation

/// What the reader threads collect, behind a lock.
public final class CollectedOutput: @unchecked Sendable {
    public init() {}

    private let lock = NSLock()
    private var out = Data(), err = Data(), timedOut = false

    public func set(stdout data: Data) { lock.withLock { out = data } }
    public func set(stderr data: Data) { lock.withLock { err = data } }
    public func markTimedOut() { lock.withLock { timedOut = true } }
    /// Appends and says whether `predicate` now holds.
    public func append(stdout data: Data, until predicate: (Data) -> Bool) -> Bool {
        lock.withLock {
            out += data
            return predicate(out)
        }
    }
    public var values: (stdout: Data, stderr: Data, timedOut: Bool) { lock.withLock { (out, err, timedOut) } }
}
