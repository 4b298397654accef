import Foundation
import Synchronization

/// Turns an input that runs too long into a finding instead of a stalled `make fuzz`: a thread of its own looks ten
/// times a second, and when one input has run past the limit it copies `OUT/current` (written before every input)
/// to `OUT/hang.bin`, prints the finding and ends the process with status 1, since the hung loop can't be stopped
/// from outside.
final class HangWatchdog: Sendable {
    /// When the current input started (`DispatchTime` nanoseconds), 0 between inputs.
    private let started = Atomic<UInt64>(0)
    private let limit: TimeInterval
    private let out: String
    private let label: String

    /// `label` names the run in the finding (target and seed).
    init(limit: TimeInterval, out: String, label: String) {
        self.limit = limit
        self.out = out
        self.label = label
        Thread.detachNewThread { [self] in watch() }
    }

    func begin() { started.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed) }

    func end() { started.store(0, ordering: .relaxed) }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: 0.1)
            let start = started.load(ordering: .relaxed)
            guard start != 0 else { continue }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            guard seconds > limit else { continue }
            try? FileManager.default.removeItem(atPath: "\(out)/hang.bin")
            try? FileManager.default.copyItem(atPath: "\(out)/current", toPath: "\(out)/hang.bin")
            let line = "finding: \(label): an input still running after \(Int(seconds)) s (a hang) — input saved to "
                + "\(out)/hang.bin\n"
            FileHandle.standardOutput.write(Data(line.utf8))
            exit(1)
        }
    }
}
