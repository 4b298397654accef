import Foundation
import GestureKit

/// Swimlanes of engine events: a lane per touch, from its began to its ended or cancel as its view was told, and a
/// lane per recognizer with its state as spans (possible, waiting, began/changed) and a mark where it ended,
/// failed, was cancelled or was left undecided, labelled with the reason. Built from observer events in the app
/// (F4) and from a trace file (`gesture-sandbox timeline`).
///
/// A recognizer's possible span starts where its touch sequence started (the first touch down after none were),
/// or where a recognizer that waits for it began waiting, whichever is earlier; the events don't say when a
/// recognizer first saw a touch.
public struct Timeline: Equatable, Sendable {
    public enum SpanKind: String, Sendable {
        case touch, possible, waiting, active
    }

    public enum MarkKind: String, Sendable {
        case ended, failed, cancelled, undecided
        case touchEnded = "touch-ended"
        case touchCancelled = "touch-cancelled"
    }

    public struct Span: Equatable, Sendable {
        public var kind: SpanKind
        public var start: TimeInterval
        public var end: TimeInterval
        /// Words for the span ("waiting for gallery.double-tap"); empty for plain ones.
        public var label: String
    }

    public struct Mark: Equatable, Sendable {
        public var kind: MarkKind
        public var time: TimeInterval
        public var label: String
    }

    public struct Lane: Equatable, Sendable {
        public enum Kind: String, Sendable { case touch, recognizer }
        public var kind: Kind
        public var title: String
        public var spans: [Span] = []
        public var marks: [Mark] = []
    }

    public var lanes: [Lane]
    /// The time range shown, engine seconds.
    public var start: TimeInterval
    public var end: TimeInterval

    /// Lanes for `events`, clipped to `from`…`until` (default: the events' own range). Spans still open at the last
    /// event run to `until`.
    public init(events: [GestureTraceEvent], from: TimeInterval? = nil, until: TimeInterval? = nil) {
        let first = events.first?.time ?? 0
        let last = events.last?.time ?? 0
        let end = until ?? max(last, first + 0.001)
        var builder = Builder()
        for event in events { builder.take(event) }
        builder.closeAll(at: end)
        let start = from ?? first
        // Touch lanes first, then the recognizers, each in order of appearance.
        let ordered = builder.lanes.filter { $0.kind == .touch } + builder.lanes.filter { $0.kind == .recognizer }
        lanes = ordered.compactMap { lane in
            var lane = lane
            lane.spans = lane.spans.compactMap { span in
                guard span.end >= start, span.start <= end else { return nil }
                var span = span
                span.start = max(span.start, start)
                span.end = min(span.end, end)
                return span
            }
            lane.marks = lane.marks.filter { $0.time >= start && $0.time <= end }
            return lane.spans.isEmpty && lane.marks.isEmpty ? nil : lane
        }
        self.start = start
        self.end = end
    }

    /// Folds events into lanes.
    private struct Builder {
        var lanes: [Lane] = []
        var laneOfRecognizer: [String: Int] = [:]
        var laneOfTouch: [Int: Int] = [:]
        /// Open spans by lane: kind, start, label.
        var open: [Int: Span] = [:]
        /// When each recognizer's last span closed: a new possible span never starts before it.
        var closedAt: [Int: TimeInterval] = [:]
        var sequenceStart: TimeInterval?
        /// When the last touch lane closed: events at that same instant still belong to its sequence.
        var lastTouchEnd = -TimeInterval.infinity
        /// When the latest touch began: a recognizer reset since then rejoins the sequence with that touch.
        var lastBegan = -TimeInterval.infinity
        var pseudoSerials: [String: Int] = [:]

        mutating func take(_ event: GestureTraceEvent) {
            switch event {
            case .delivery(let d): take(d)
            case .transition(let t): take(t)
            case .wait(let w): take(w)
            case .unseenTouch: break
            }
        }

        mutating func take(_ d: ViewDelivery) {
            let serials = d.serials.isEmpty ? [pseudoSerial(for: d.view)] : d.serials
            switch d.kind {
            case .began:
                if laneOfTouch.isEmpty { sequenceStart = d.time }
                lastBegan = d.time
                for serial in serials {
                    let title = serial > 0 ? "touch #\(serial) → \(d.view)" : "touches → \(d.view)"
                    lanes.append(Lane(kind: .touch, title: title))
                    laneOfTouch[serial] = lanes.count - 1
                    open[lanes.count - 1] = Span(kind: .touch, start: d.time, end: d.time,
                                                 label: d.note.map { "began \($0.text)" } ?? "")
                }
            case .moved: break
            case .ended, .cancelled:
                for serial in serials {
                    guard let lane = laneOfTouch.removeValue(forKey: serial) else { continue }
                    close(lane, at: d.time)
                    lastTouchEnd = d.time
                    let kind: MarkKind = d.kind == .ended ? .touchEnded : .touchCancelled
                    let label = d.note.map { d.kind == .ended ? "ended (\($0.text))" : $0.text } ?? d.kind.rawValue
                    lanes[lane].marks.append(Mark(kind: kind, time: d.time, label: label))
                }
            }
        }

        mutating func take(_ t: RecognizerTransition) {
            let lane = recognizerLane(t.recognizer)
            switch (t.from, t.to) {
            case (.possible, .possible):
                openPossibleIfNeeded(lane, at: t.time)
                close(lane, at: t.time)
                lanes[lane].marks.append(Mark(kind: .undecided, time: t.time, label: t.reason?.text ?? "undecided"))
            case (_, .possible):
                close(lane, at: t.time)
                closedAt[lane] = t.time
            case (_, .began):
                openPossibleIfNeeded(lane, at: t.time)
                close(lane, at: t.time)
                open[lane] = Span(kind: .active, start: t.time, end: t.time, label: "")
            case (_, .changed):
                if open[lane] == nil { open[lane] = Span(kind: .active, start: t.time, end: t.time, label: "") }
            case (_, .ended), (_, .failed), (_, .cancelled):
                openPossibleIfNeeded(lane, at: t.time)
                close(lane, at: t.time)
                let kind: MarkKind = t.to == .ended ? .ended : t.to == .failed ? .failed : .cancelled
                let label = t.reason.map { "\(t.to.rawValue): \($0.text)" }
                    ?? (t.to == .ended ? "recognized" : t.to.rawValue)
                lanes[lane].marks.append(Mark(kind: kind, time: t.time, label: label))
            }
        }

        mutating func take(_ w: RecognizerWait) {
            let lane = recognizerLane(w.recognizer)
            switch w.phase {
            case .started:
                openPossibleIfNeeded(lane, at: w.time)
                close(lane, at: w.time)
                open[lane] = Span(kind: .waiting, start: w.time, end: w.time, label: w.text)
                for other in w.waitingFor { openPossibleIfNeeded(recognizerLane(other), at: w.time) }
            case .proceeded, .failed:
                // The transition that follows (began, ended or failed) closes the waiting span.
                break
            }
        }

        mutating func recognizerLane(_ name: String) -> Int {
            if let lane = laneOfRecognizer[name] { return lane }
            lanes.append(Lane(kind: .recognizer, title: name))
            laneOfRecognizer[name] = lanes.count - 1
            return lanes.count - 1
        }

        /// A recognizer first heard of now has been possible since its sequence started (or since now, when no touch
        /// is down: a recognizer deciding at the touch down, before its view hears of it).
        mutating func openPossibleIfNeeded(_ lane: Int, at time: TimeInterval) {
            guard open[lane] == nil else { return }
            let between = laneOfTouch.isEmpty && lastTouchEnd < time
            let sequence = between ? time : min(sequenceStart ?? time, time)
            let closed = closedAt[lane] ?? -.infinity
            let start = lastBegan > closed && lastBegan <= time ? max(sequence, lastBegan) : max(sequence, closed)
            open[lane] = Span(kind: .possible, start: start, end: time, label: "")
        }

        mutating func close(_ lane: Int, at time: TimeInterval) {
            guard var span = open.removeValue(forKey: lane) else { return }
            span.end = max(span.start, time)
            lanes[lane].spans.append(span)
            closedAt[lane] = time
        }

        mutating func closeAll(at time: TimeInterval) {
            for lane in open.keys.sorted() { close(lane, at: max(time, open[lane]?.start ?? time)) }
        }

        mutating func pseudoSerial(for view: String) -> Int {
            if let serial = pseudoSerials[view] { return serial }
            let serial = -(pseudoSerials.count + 1)
            pseudoSerials[view] = serial
            return serial
        }
    }
}
