import Foundation
import Synchronization

/// Turns an input that runs too long into a finding instead of a stalled `make fuzz`: a thread of its own looks ten
/// times a second, and when one input has used more than the limit of processor time (a loop that never ends burns
/// it; at `nice` on a busy machine wall time says little: an input waited 10 s for a core), or 30 times the limit
/// of wall time (one stuck without burning any), it copies `OUT/current` (written before every input) to
/// `OUT/hang.bin`, prints the finding and ends the process with status 1, since the hung loop can't be stopped
/// from outside.
final class HangWatchdog: Sendable {
    /// When the current input started (`DispatchTime` nanoseconds), 0 between inputs.
    private let started = Atomic<UInt64>(0)
    /// The process's processor time then, nanoseconds.
    private let startedProcessor = Atomic<UInt64>(0)
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

    func begin() {
        startedProcessor.store(UInt64(Self.processorSeconds() * 1e9), ordering: .relaxed)
        started.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed)
    }

    /// The process's processor time so far, seconds (all its threads).
    static func processorSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    func end() { started.store(0, ordering: .relaxed) }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: 0.1)
            let start = started.load(ordering: .relaxed)
            guard start != 0 else { continue }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let processor = Self.processorSeconds() - Double(startedProcessor.load(ordering: .relaxed)) / 1e9
            guard processor > limit || seconds > limit * 30 else { continue }
            try? FileManager.default.removeItem(atPath: "\(out)/hang.bin")
            try? FileManager.default.copyItem(atPath: "\(out)/current", toPath: "\(out)/hang.bin")
            let line = "finding: \(label): an input still running after \(Int(seconds)) s (a hang) — input saved to "
                + "\(out)/hang.bin\n"
            FileHandle.standardOutput.write(Data(line.utf8))
            exit(1)
        }
    }
}
