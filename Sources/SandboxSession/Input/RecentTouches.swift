import Foundation
import GestureKit
import SandboxFormats

/// The touches of the last seconds, kept so V can save them as a video (the host's `SandboxApp+SaveVideo`): the current or
/// last touch sequence (from the moment the first finger of it came down), or its last `maximumClip` seconds.
@MainActor
package final class RecentTouches {
    /// The longest clip V saves.
    package static let maximumClip: TimeInterval = 10

    package private(set) var samples: [(sample: TouchSample, source: RecordedSource?)] = []
    /// Where the latest sequence starts in `samples`: the down that found no finger down.
    private var sequenceStart = 0
    private var down: Set<Int> = []

    package init() {}

    /// Forgets every touch: a new scene's window starts with none of the old one's (V saves them as its own).
    package func removeAll() {
        samples.removeAll()
        sequenceStart = 0
        down.removeAll()
    }

    package func append(_ sample: TouchSample, source: RecordedSource?) {
        if sample.phase == .down, down.isEmpty { sequenceStart = samples.count }
        switch sample.phase {
        case .down: down.insert(sample.id)
        case .up, .cancel: down.remove(sample.id)
        case .move: break
        }
        samples.append((sample, source))
        // Older than the clip and before the latest sequence: never saved again.
        let cut = sample.timestamp - Self.maximumClip
        if sequenceStart > 4_096, let keep = samples.firstIndex(where: { $0.sample.timestamp >= cut }),
           keep > 0, keep <= sequenceStart {
            samples.removeFirst(keep)
            sequenceStart -= keep
        }
    }

    /// The latest sequence, or its last `maximumClip` seconds up to `now`; fingers already down where it is cut
    /// come down at their place then, so every finger of the clip has its down. Empty when nothing was touched.
    package func clip(now: TimeInterval) -> [(sample: TouchSample, source: RecordedSource?)] {
        guard sequenceStart < samples.count else { return [] }
        let sequence = samples[sequenceStart...]
        let start = max(sequence.first!.sample.timestamp, now - Self.maximumClip)
        var held: [Int: (sample: TouchSample, source: RecordedSource?)] = [:]
        var clip: [(sample: TouchSample, source: RecordedSource?)] = []
        for entry in sequence {
            if entry.sample.timestamp < start {
                switch entry.sample.phase {
                case .down, .move: held[entry.sample.id] = entry
                case .up, .cancel: held[entry.sample.id] = nil
                }
                continue
            }
            if clip.isEmpty {
                for (id, last) in held.sorted(by: { $0.key < $1.key }) {
                    clip.append((TouchSample(id: id, phase: .down, location: last.sample.location, timestamp: start),
                                 last.source))
                }
            }
            clip.append(entry)
        }
        return clip
    }
}
