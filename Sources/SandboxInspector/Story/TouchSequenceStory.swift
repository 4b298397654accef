import Foundation
import GestureKit

/// The story of one touch sequence, built from the engine's observer events: the recognizers that received its
/// touches in delivery order with their states and reasons, the relationships between them that mattered, each
/// touch's messages to its view, and the whole history (never trimmed; runs of repeats are counted, interleaved
/// ones too: recognizers changing together — a pan, pinch and rotation under two fingers — and the view's moves
/// each keep one line, so a held gesture's history stays a few lines however long it lasts).
///
/// A story starts at a finger down when no finger is down and no recognizer of the last story still waits (so a
/// double tap's two taps are one story), and is cleared at a scene switch.
@MainActor
public final class TouchSequenceStory {
    public private(set) var recognizers: [StoryRecognizer] = []
    public private(set) var entries: [StoryEntry] = []
    public private(set) var relationships: [Relationship] = []
    public private(set) var touches: [StoryTouch] = []
    /// What the scroll views decided about the sequence's touches, in order (F2's "Scroll views" rows).
    public private(set) var scrollDecisions: [ScrollDecision] = []
    /// When the story's first event happened.
    public private(set) var startTime: TimeInterval?
    /// Counts the stories begun; the panel resets its scroll when this changes.
    public private(set) var number = 0

    private var recognizerIndex: [String: Int] = [:]
    private var live: [ObjectIdentifier: WeakRecognizer] = [:]
    private var liveByName: [String: WeakRecognizer] = [:]
    private var liveOrder: [ObjectIdentifier] = []
    private var touchIndex: [Int: Int] = [:]
    private var liveTouches: [Int: WeakTouch] = [:]

    private struct WeakRecognizer { weak var value: GestureRecognizer? }
    private struct WeakTouch { weak var value: Touch? }

    public init() {}

    /// Whether a recognizer of this story still waits for another to fail.
    public var hasWaiters: Bool { recognizers.contains { $0.isWaiting } }

    /// Forgets everything (a scene switch).
    public func clear() {
        recognizers.removeAll()
        entries.removeAll()
        relationships.removeAll()
        touches.removeAll()
        scrollDecisions.removeAll()
        recognizerIndex.removeAll()
        live.removeAll()
        liveByName.removeAll()
        liveOrder.removeAll()
        touchIndex.removeAll()
        liveTouches.removeAll()
        startTime = nil
        number += 1
    }

    /// Called with the samples about to go to `window`: a down with no finger down starts a new story unless a
    /// recognizer of this one still waits (and is still possible in this window: one whose view went away never
    /// reports the end of its wait).
    public func willDispatch(_ samples: [TouchSample], to window: Window) {
        guard !window.hasActiveTouches, samples.contains(where: { $0.phase == .down }) else { return }
        let stillWaiting = recognizers.contains { recognizer in
            guard recognizer.isWaiting, let live = liveByName[recognizer.name]?.value else { return false }
            return live.state == .possible && live.view?.window === window
        }
        if !stillWaiting { clear() }
    }

    /// Called after the samples went in: picks up recognizers and touches of the fingers still down.
    public func didDispatch(to window: Window) {
        collectParticipants(of: window)
        refreshLiftedTouches()
    }

    /// Takes one observer event.
    public func record(_ event: GestureTraceEvent, in window: Window?) {
        if startTime == nil { startTime = event.time }
        if let window, event.needsParticipantScan { collectParticipants(of: window) }
        if let last = entries.last, last.isContinued(by: event) {
            if let name = event.resetRecognizer {
                entries[entries.count - 1].resets.append(name)
            } else {
                entries[entries.count - 1].repeats += 1
            }
            entries[entries.count - 1].lastTime = event.time
        } else if let run = interleavedRun(continuedBy: event) {
            entries[run].repeats += 1
            entries[run].lastTime = event.time
        } else {
            entries.append(StoryEntry(event))
        }
        switch event {
        case .transition(let t): apply(t)
        case .wait(let w): apply(w)
        // A recognizer off the touch's hit path is not one of the recognizers that received it: the history's
        // one line says how many there were.
        case .unseenTouch(let u) where u.cause == .notOnHitPath: break
        case .unseenTouch(let u):
            recognizers[slot(u.recognizer, type: "", view: u.view)].unseen.append(u)
        case .delivery(let d): apply(d)
        }
    }

    /// The type name of a scroll view's pan, whose cancels are the scroll view's decisions.
    static let scrollViewPanType = "ScrollViewPanGestureRecognizer"

    /// How far back a run interleaved with others may be continued: more streams than this changing together (a
    /// recognizer each, a view's moves) each keep a line but the ones past it start new lines.
    static let interleavedRunReach = 32

    /// The entry, among the trailing runs of repeats, that `event` continues — only when every entry after it is
    /// such a run too, so nothing that decided anything is passed over.
    private func interleavedRun(continuedBy event: GestureTraceEvent) -> Int? {
        guard event.isRepeat else { return nil }
        for index in entries.indices.reversed().prefix(Self.interleavedRunReach) {
            let entry = entries[index]
            guard entry.resets.isEmpty, entry.event.startsRun else { return nil }
            if entry.isContinued(by: event) { return index }
        }
        return nil
    }

    // MARK: Events

    private func apply(_ t: RecognizerTransition) {
        let i = slot(t.recognizer, type: t.type, view: t.view)
        if let decision = ScrollDecision.from(t) { scrollDecisions.append(decision) }
        if t.to == .possible && t.from != .possible {
            recognizers[i].wasReset = true
            return
        }
        if t.from == .possible && t.to == .possible {
            recognizers[i].reason = t.reason
            return
        }
        recognizers[i].state = t.to
        recognizers[i].wasReset = false
        recognizers[i].waitingFor = nil
        if let reason = t.reason {
            recognizers[i].reason = reason
            markDecisive(reason, of: t.recognizer)
        } else if t.to != .changed {
            recognizers[i].reason = nil
        }
    }

    private func apply(_ w: RecognizerWait) {
        let i = slot(w.recognizer, type: "", view: w.view)
        switch w.phase {
        case .started:
            recognizers[i].waitingFor = w.waitingFor
            for other in w.waitingFor { markRequirement(from: w.recognizer, to: other) }
        case .proceeded:
            recognizers[i].waitingFor = nil
            recognizers[i].waited = w.waitingFor
        case .failed:
            recognizers[i].waitingFor = nil
        }
    }

    private func apply(_ d: ViewDelivery) {
        if d.kind == .cancelled, case let .cancelledBy(name)? = d.note, let index = recognizerIndex[name],
           recognizers[index].type == Self.scrollViewPanType {
            scrollDecisions.append(.cancelled(d, by: name, of: recognizers[index].view))
        }
        for serial in d.serials {
            let i = touchSlot(serial, view: d.view)
            let mark = StoryTouch.DeliveryMark(kind: d.kind, note: d.note)
            switch d.kind {
            case .began: touches[i].began = mark
            case .moved: touches[i].moves += 1
            case .ended, .cancelled:
                touches[i].end = mark
                touches[i].fingerLifted = true
            }
        }
    }

    /// Prevention and a required recognizer's success are edges that decided the outcome.
    private func markDecisive(_ reason: TransitionReason, of recognizer: String) {
        guard let other = reason.other else { return }
        switch reason.code {
        case .prevented:
            if let index = relationships.firstIndex(where: { $0.kind == .prevented && $0.from == other && $0.to == recognizer }) {
                relationships[index].isDecisive = true
            } else {
                relationships.append(Relationship(.prevented, from: other, to: recognizer, isDecisive: true))
            }
        case .requiredRecognizerSucceeded: markRequirement(from: recognizer, to: other)
        default: break
        }
    }

    private func markRequirement(from waiter: String, to required: String) {
        if let index = relationships.firstIndex(where: { $0.isRequirement && $0.from == waiter && $0.to == required }) {
            relationships[index].isDecisive = true
        } else {
            relationships.append(Relationship(.requiresDelegate, from: waiter, to: required, isDecisive: true))
        }
    }

    // MARK: Participants

    private func slot(_ name: String, type: String, view: String) -> Int {
        if let index = recognizerIndex[name] { return index }
        recognizers.append(StoryRecognizer(name: name, type: type, view: view))
        recognizerIndex[name] = recognizers.count - 1
        return recognizers.count - 1
    }

    private func touchSlot(_ serial: Int, view: String) -> Int {
        if let index = touchIndex[serial] { return index }
        touches.append(StoryTouch(serial: serial, view: view))
        touchIndex[serial] = touches.count - 1
        return touches.count - 1
    }

    /// Adds the recognizers on the current touches, in delivery order (touches by serial, each touch's recognizers
    /// in the order they got it), and the relationships between each newcomer and those already there.
    private func collectParticipants(of window: Window) {
        let current = window.currentEvent.allTouches
        guard !current.isEmpty else { return }
        for touch in current.sorted(by: { $0.serial < $1.serial }) {
            // A touch the event still holds from before this story (a withheld one of a removed view) isn't part of it.
            if let startTime, touch.timestamp < startTime, touchIndex[touch.serial] == nil { continue }
            if touchIndex[touch.serial] == nil {
                _ = touchSlot(touch.serial, view: touch.view?.name ?? "?")
            }
            liveTouches[touch.serial] = WeakTouch(value: touch)
            for recognizer in touch.gestureRecognizers where live[ObjectIdentifier(recognizer)] == nil {
                join(recognizer)
            }
        }
    }

    private func join(_ recognizer: GestureRecognizer) {
        let id = ObjectIdentifier(recognizer)
        let i = slot(recognizer.name, type: recognizer.typeName, view: recognizer.view?.name ?? "")
        if recognizers[i].type.isEmpty {
            recognizers[i] = StoryRecognizer(name: recognizer.name, type: recognizer.typeName,
                                             view: recognizer.view?.name ?? "")
        }
        for otherID in liveOrder {
            guard let other = live[otherID]?.value else { continue }
            addRelationships(between: recognizer, and: other)
            addRelationships(between: other, and: recognizer)
        }
        live[id] = WeakRecognizer(value: recognizer)
        liveByName[recognizer.name] = WeakRecognizer(value: recognizer)
        liveOrder.append(id)
    }

    /// The edges from `a` to `b`: a static or asked-for failure requirement, and (once per pair) simultaneity.
    private func addRelationships(between a: GestureRecognizer, and b: GestureRecognizer) {
        let isStatic = a.requiredToFail.contains { $0 === b }
        let isAsked = !isStatic && (a.shouldRequireFailure(of: b) || b.shouldBeRequiredToFail(by: a)
            || a.delegate?.gestureRecognizer(a, shouldRequireFailureOf: b) == true
            || b.delegate?.gestureRecognizer(b, shouldBeRequiredToFailBy: a) == true)
        if isStatic || isAsked {
            let kind: Relationship.Kind = isStatic ? .requiresStatic : .requiresDelegate
            if let index = relationships.firstIndex(where: { $0.isRequirement && $0.from == a.name && $0.to == b.name }) {
                relationships[index] = Relationship(kind, from: a.name, to: b.name,
                                                    isDecisive: relationships[index].isDecisive)
            } else {
                relationships.append(Relationship(kind, from: a.name, to: b.name))
            }
        }
        let together = a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
        let known = relationships.contains { $0.kind == .simultaneous && Set([$0.from, $0.to]) == Set([a.name, b.name]) }
        if together && !known { relationships.append(Relationship(.simultaneous, from: a.name, to: b.name)) }
    }

    private func refreshLiftedTouches() {
        for (serial, weak) in liveTouches {
            guard let index = touchIndex[serial] else { continue }
            let lifted = weak.value.map { $0.phase == .ended || $0.phase == .cancelled } ?? true
            if lifted { touches[index].fingerLifted = true }
        }
    }
}

extension GestureTraceEvent {
    /// Events after which the current touches may have reached new recognizers.
    var needsParticipantScan: Bool {
        switch self {
        case .delivery(let d): d.kind == .began
        case .transition(let t): t.from == .possible && t.to != .possible
        case .wait, .unseenTouch: true
        }
    }
}
