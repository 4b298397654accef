import Foundation
import GestureKit

/// A script of raw finger input: events of one instant each, every event one or more fingers changing together.
/// Random streams probe the engine's guarantees; `shrunk(whileFailing:)` cuts a failing one down to a few lines.
public struct TouchStream: CustomStringConvertible, Sendable {
    /// The events in time order; the samples of one event share a timestamp and are dispatched together.
    public var events: [[TouchSample]]

    /// A stream of the given events, as written by hand or read from a failing seed's output.
    public init(events: [[TouchSample]]) { self.events = events }

    /// One line per event: `t=0.650 up#1(550,540) up#2(1180,690)`.
    public var description: String {
        events.map { event in
            let time = event.first.map { String(format: "t=%.3f", $0.timestamp) } ?? "t=?"
            let samples = event.map { sample in
                let x = Int(sample.location.x.rounded()), y = Int(sample.location.y.rounded())
                return "\(sample.phase.rawValue)#\(sample.id)(\(x),\(y))"
            }
            return ([time] + samples).joined(separator: " ")
        }.joined(separator: "\n")
    }

    /// Feeds the stream to `window`, then lifts every finger still down in one event and lets `settle` seconds
    /// pass, so the sequence is over and every guarantee can be checked.
    @MainActor
    public func play(on window: Window, settle: TimeInterval = 2) {
        var down: [Int: CGPoint] = [:]
        var time = window.clock.now
        for event in events where !event.isEmpty {
            window.dispatch(event)
            for sample in event {
                switch sample.phase {
                case .down: down[sample.id] = sample.location
                case .move: if down[sample.id] != nil { down[sample.id] = sample.location }
                case .up, .cancel: down[sample.id] = nil
                }
                time = max(time, sample.timestamp)
            }
        }
        time += 0.01
        let lifts = down.sorted { $0.key < $1.key }.map {
            TouchSample(id: $0.key, phase: .up, location: $0.value, timestamp: time)
        }
        if !lifts.isEmpty { window.dispatch(lifts) }
        window.advance(to: time + settle)
    }

    /// A random stream over `bounds`: fingers from `fingerIDs` go down (often at a few shared spots, so taps
    /// repeat), move a little or far, lift or are cancelled, up to `maxSimultaneous` changing in one event, with
    /// pauses long enough for timers to fire. Some samples are deliberately bad (a move of a finger that isn't
    /// down, a second down of a finger that is).
    public static func random(using rng: inout some RandomNumberGenerator, in bounds: CGRect, events count: Int,
                              fingerIDs: [Int], maxSimultaneous: Int = 3, start: TimeInterval = 0) -> TouchStream {
        func point() -> CGPoint {
            CGPoint(x: .random(in: bounds.minX...bounds.maxX, using: &rng), y: .random(in: bounds.minY...bounds.maxY, using: &rng))
        }
        let spots = (0..<4).map { _ in point() }
        var down: [Int: CGPoint] = [:]
        var time = start
        var events: [[TouchSample]] = []
        for _ in 0..<count {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<3: time += .random(in: 0.005...0.05, using: &rng)
            case 3..<8: time += .random(in: 0.05...0.2, using: &rng)
            default: time += .random(in: 0.3...0.9, using: &rng)
            }
            var event: [TouchSample] = []
            var used: Set<Int> = []
            for _ in 0..<Int.random(in: 1...maxSimultaneous, using: &rng) {
                guard let id = fingerIDs.randomElement(using: &rng), used.insert(id).inserted else { continue }
                let roll = Int.random(in: 0..<100, using: &rng)
                if let at = down[id] {
                    let phase: TouchSample.Phase
                    var location = at
                    switch roll {
                    case 0..<50:
                        phase = .move
                        location = at + CGPoint(x: .random(in: -6...6, using: &rng), y: .random(in: -6...6, using: &rng))
                    case 50..<62:
                        phase = .move
                        location = at + CGPoint(x: .random(in: -90...90, using: &rng), y: .random(in: -90...90, using: &rng))
                    case 62..<92: phase = .up
                    case 92..<97: phase = .cancel
                    default:
                        phase = .down
                        location = point()
                    }
                    event.append(TouchSample(id: id, phase: phase, location: location, timestamp: time))
                    down[id] = phase == .up || phase == .cancel ? nil : location
                } else if roll < 94 {
                    let location = roll < 55 ? spots.randomElement(using: &rng)! : point()
                    event.append(TouchSample(id: id, phase: .down, location: location, timestamp: time))
                    down[id] = location
                } else {
                    event.append(TouchSample(id: id, phase: roll < 97 ? .move : .up, location: point(), timestamp: time))
                }
            }
            if !event.isEmpty { events.append(event) }
        }
        return TouchStream(events: events)
    }

    /// The smallest stream found that still fails: whole events are dropped in halves, quarters and so on down to
    /// one at a time, then single samples within events, while `fails` keeps saying yes. Every sub-stream is valid
    /// input (the engine drops moves and lifts of fingers that aren't down), so any cut can be tried.
    @MainActor
    public func shrunk(whileFailing fails: (TouchStream) -> Bool) -> TouchStream {
        var best = self
        var chunk = max(1, best.events.count / 2)
        while true {
            var removedAny = false
            var start = 0
            while start < best.events.count {
                var candidate = best
                candidate.events.removeSubrange(start..<min(start + chunk, candidate.events.count))
                if fails(candidate) {
                    best = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { break }
            if !removedAny { chunk = max(1, chunk / 2) }
        }
        for eventIndex in best.events.indices.reversed() {
            var sampleIndex = best.events[eventIndex].count - 1
            while sampleIndex >= 0, best.events[eventIndex].count > 1 {
                var candidate = best
                candidate.events[eventIndex].remove(at: sampleIndex)
                if fails(candidate) { best = candidate }
                sampleIndex -= 1
            }
        }
        return best
    }
}
