import Foundation
import GestureKit

/// A stream written as text, one instant a line, so a test can hold a recording's touches in a literal it reads
/// like a log: `t=0.1 down#1(640,400) down#2(700,410.5)`. The numbers are exact (the shortest text that reads back
/// to the same `Double`), so a recording replayed from its script gives the recognizers what the app gave them.
extension TouchStream {
    /// The stream as `script` writes it: each line `t=TIME` and its samples `PHASE#ID(X,Y)`, phases `down`, `move`,
    /// `up`, `cancel`; blank lines and leading spaces are ignored. Traps on a malformed line, naming it: a script is
    /// code in a test, not user input.
    public init(script: String) {
        var events: [[TouchSample]] = []
        for (number, line) in script.split(whereSeparator: \.isNewline).enumerated() {
            let words = line.split(separator: " ")
            guard let first = words.first else { continue }
            guard first.hasPrefix("t="), let time = Double(first.dropFirst(2)) else {
                preconditionFailure("touch script line \(number + 1) doesn't start with t=SECONDS: \(line)")
            }
            events.append(words.dropFirst().map { word in
                guard let sample = Self.sample(word, at: time) else {
                    preconditionFailure("touch script line \(number + 1): '\(word)' is not PHASE#ID(X,Y)")
                }
                return sample
            })
        }
        self.init(events: events)
    }

    /// The stream as exact text, one instant a line (see `init(script:)`); `indent` starts every line.
    public func script(indent: String = "") -> String {
        events.map { event in
            let time = event.first.map { "t=" + Self.number($0.timestamp) } ?? "t=0"
            let samples = event.map { sample in
                "\(sample.phase.rawValue)#\(sample.id)(\(Self.number(sample.location.x)),\(Self.number(sample.location.y)))"
            }
            return indent + ([time] + samples).joined(separator: " ")
        }.joined(separator: "\n")
    }

    /// The samples of a recording (in time order), one event per instant, as a window dispatches them.
    public init(samples: [TouchSample]) {
        var events: [[TouchSample]] = []
        for sample in samples {
            if let last = events.last?.last, last.timestamp == sample.timestamp {
                events[events.count - 1].append(sample)
            } else {
                events.append([sample])
            }
        }
        self.init(events: events)
    }

    private static func sample(_ word: Substring, at time: TimeInterval) -> TouchSample? {
        guard let hash = word.firstIndex(of: "#"), let open = word.firstIndex(of: "("), word.last == ")",
              let phase = TouchSample.Phase(rawValue: String(word[..<hash])),
              let id = Int(word[word.index(after: hash)..<open])
        else { return nil }
        let numbers = word[word.index(after: open)..<word.index(before: word.endIndex)].split(separator: ",")
        guard numbers.count == 2, let x = Double(numbers[0]), let y = Double(numbers[1]) else { return nil }
        return TouchSample(id: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: time)
    }

    /// The shortest text that reads back to `value`, without a trailing `.0`.
    private static func number(_ value: Double) -> String {
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private static func number(_ value: CGFloat) -> String { number(Double(value)) }
}
