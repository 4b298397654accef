import Foundation

/// Settles which recognizers may begin or recognize, like Flutter's gesture arena: it applies every state change,
/// enforces failure requirements, simultaneity and prevention, cancels touches in views, and sends actions.
///
/// Rules (seed 000, "Defining How Gesture Recognizers Interact"):
/// - A recognizer leaving possible for began/ended first asks `gestureRecognizerShouldBegin` (delegate, then view).
/// - It fails if a recognizer already in progress on a shared touch prevents it.
/// - It waits (staying possible, the wanted state pending) while any failure requirement is possible, fails if one
///   has succeeded, and proceeds when they have all failed.
/// - Proceeding, it fails the possible and cancels the in-progress recognizers on its touches that it may prevent,
///   and — with `cancelsTouchesInView` — cancels its touches in their views just before its action goes out.
/// Actions are queued and sent once the current recognizer call returns, in transition order.
@MainActor
final class GestureArena {
    /// Set by the window right after it is created; the window owns the arena.
    unowned(unsafe) var window: Window!
    /// Recognizers that took part in the current or a still-unsettled sequence, in first-participation order.
    private(set) var participants: [GestureRecognizer] = []
    /// Appended to and drained with plain array calls only, so its run-time exclusivity check is off.
    @exclusivity(unchecked) private var actionQueue: [GestureRecognizer] = [] {
        didSet { hasQueuedActions = !actionQueue.isEmpty }
    }
    /// Mirrors `!actionQueue.isEmpty` as a plain flag: delivery asks after every recognizer call, and reading the
    /// array from the arena would retain and release its buffer each time.
    private(set) var hasQueuedActions = false
    private var depth = 0
    /// False only when no participant waits for a failure requirement (no `pendingState`), so a failure needn't
    /// look for waiters — with 50 recognizers failing together that search was the arena's largest cost.
    private var waitersMayExist = false

    init() {}

    /// The window went away mid-sequence, so the sequence ends here for recognizers that outlive it: they are
    /// reset (a terminal state would otherwise last for ever) and stop pointing at this arena, whose address a
    /// later arena could reuse.
    isolated deinit {
        for recognizer in participants where isParticipant(recognizer) {
            if recognizer.state != .possible || !recognizer.trackedTouches.isEmpty { recognizer.performReset() }
            recognizer.arenaMembership = nil
        }
    }

    func addParticipant(_ recognizer: GestureRecognizer) {
        guard !isParticipant(recognizer) else { return }
        recognizer.arenaMembership = ObjectIdentifier(self)
        participants.append(recognizer)
    }

    /// Membership is marked on the recognizer, so adding and checking stay O(1) without hashing, however many
    /// recognizers are on the hit path.
    func isParticipant(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.arenaMembership == ObjectIdentifier(self)
    }

    /// Runs engine work (a delivery or a timer) and then settles: actions, withheld touches, resets.
    func perform(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
        if depth == 0 { settle() }
    }

    /// Sends queued actions, releases withheld touches and, when no finger is down, resets finished recognizers.
    func settle() {
        depth += 1
        var rounds = 0
        repeat {
            flushActions()
            window.releaseWithheldTouches()
            if !window.hasActiveTouches {
                if window.isObserved { reportUndecided() }
                resetFinishedRecognizers()
            }
            rounds += 1
        } while !actionQueue.isEmpty && rounds < 64
        if !window.hasActiveTouches { window.singleTouchSet = [] }
        depth -= 1
    }


    func flushActions() {
        while !actionQueue.isEmpty {
            let recognizer = actionQueue.removeFirst()
            recognizer.sendActions()
        }
    }

    /// The last finger lifted and these recognizers saw the sequence without deciding (no wait, timer or finger
    /// left to decide on): each is reported once, as a possible → possible row with the reason `sequence-ended`.
    private func reportUndecided() {
        for recognizer in participants
        where recognizer.state == .possible && !recognizer.trackedTouches.isEmpty && recognizer.pendingState == nil
            && recognizer.timers.isEmpty && !recognizer.reportedSequenceEnd {
            recognizer.reportedSequenceEnd = true
            window.trace(recognizer, from: .possible, to: .possible, action: false,
                         reason: TransitionReason(.sequenceEnded))
        }
    }

    private func resetFinishedRecognizers() {
        var leaving = false
        for recognizer in participants {
            let detached = !recognizer.isInWindow(window)
            if recognizer.state.isTerminal || detached {
                if recognizer.state.isTerminal || recognizer.view == nil {
                    let old = recognizer.state
                    recognizer.performReset()
                    if old != .possible { window.trace(recognizer, from: old, to: .possible, action: false) }
                }
                recognizer.arenaMembership = nil
                leaving = true
            } else if recognizer.state == .possible, recognizer.touches.isEmpty, recognizer.trackedTouches.isEmpty,
                      recognizer.timers.isEmpty {
                recognizer.arenaMembership = nil
                leaving = true
            }
        }
        if leaving { dropLeavers() }
        waitersMayExist = false
        for recognizer in participants where recognizer.pendingState != nil {
            waitersMayExist = true
            break
        }
    }

    /// Takes the recognizers whose membership was cleared out of `participants`, keeping the order of the rest.
    private func dropLeavers() {
        var staying: [GestureRecognizer] = []
        staying.reserveCapacity(participants.count)
        for recognizer in participants where isParticipant(recognizer) { staying.append(recognizer) }
        participants = staying
    }

    /// Before a new sequence: recognizers that received touches, still sit in possible and wait for nothing (no
    /// timer, no failure requirement, no finger) are reset, as UIKit resets every recognizer that received touches.
    /// Multi-tap recognizers between taps keep their timer and so keep counting.
    func resetIdleRecognizers() {
        let idle = participants.filter { recognizer in
            recognizer.state == .possible && recognizer.pendingState == nil && recognizer.timers.isEmpty
                && recognizer.touches.isEmpty && !recognizer.trackedTouches.isEmpty
        }
        guard !idle.isEmpty else { return }
        for recognizer in idle {
            recognizer.performReset()
            recognizer.arenaMembership = nil
        }
        dropLeavers()
        window.releaseWithheldTouches()
    }

    // MARK: Transitions

    func requestTransition(_ recognizer: GestureRecognizer, to newState: State) {
        addParticipant(recognizer)
        let old = recognizer.state
        let reason = window.isObserved ? ownReason(of: recognizer, for: newState) : nil
        if let pending = recognizer.pendingState, old == .possible {
            switch newState {
            case .failed, .cancelled:
                recognizer.pendingState = nil
                endWait(recognizer, wanted: pending, failing: reason)
                apply(recognizer, .failed, reason)
            case .ended:
                if pending == .began || pending == .ended { recognizer.pendingState = .ended }
            default:
                break
            }
            return
        }
        guard recognizer.validate(from: old, to: newState) else { return }
        if old == .possible, newState == .began || newState == .ended {
            attemptToBegin(recognizer, wanting: newState)
        } else {
            apply(recognizer, newState, reason)
        }
    }

    /// The reason a recognizer gave for its own failure or cancel; a cancel delivery explains itself; a custom
    /// recognizer that gave none is said to have given none.
    private func ownReason(of recognizer: GestureRecognizer, for newState: State) -> TransitionReason? {
        if let reason = recognizer.requestedReason { return reason }
        guard newState == .failed || newState == .cancelled else { return nil }
        if let cause = recognizer.deliveringCancelCause {
            return TransitionReason(.touchesCancelled, detail: cause.rawValue)
        }
        return TransitionReason.custom("\(recognizer.typeName) gave no reason")
    }

    private func attemptToBegin(_ recognizer: GestureRecognizer, wanting newState: State) {
        if let refusal = beginRefusal(of: recognizer) {
            apply(recognizer, .failed, window.isObserved ? refusal() : nil)
            return
        }
        if let preventer = preventer(of: recognizer) {
            apply(recognizer, .failed, window.isObserved ? Self.prevented(recognizer, by: preventer) : nil)
            return
        }
        let requirements = failureRequirements(of: recognizer)
        if let succeeded = requirements.first(where: { $0.state == .ended || $0.state.isInProgress }) {
            apply(recognizer, .failed, window.isObserved ? Self.requiredSucceeded(succeeded) : nil)
        } else if requirements.contains(where: { $0.state == .possible }) {
            recognizer.pendingState = newState
            waitersMayExist = true
            if window.isObserved {
                window.traceWait(recognizer, .started, wanted: newState,
                                 waitingFor: requirements.filter { $0.state == .possible })
            }
        } else {
            commitBegin(recognizer, newState)
        }
    }

    /// Reports the end of a wait that did not go ahead.
    private func endWait(_ waiter: GestureRecognizer, wanted: State, failing reason: TransitionReason?) {
        guard window.isObserved else { return }
        window.traceWait(waiter, .failed, wanted: wanted, waitingFor: failureRequirements(of: waiter), reason: reason)
    }

    /// "prevented by X (began)" or "(recognized)", naming both recognizers, whose delegates could have allowed it.
    private static func prevented(_ recognizer: GestureRecognizer, by preventer: GestureRecognizer) -> TransitionReason {
        TransitionReason(.prevented, other: preventer.name, detail: preventer.state == .ended ? "recognized" : "began",
                         recognizer: recognizer.name)
    }

    /// "required X to fail, but X began" (or recognized).
    private static func requiredSucceeded(_ required: GestureRecognizer) -> TransitionReason {
        TransitionReason(.requiredRecognizerSucceeded, other: required.name,
                         detail: required.state == .ended ? "recognized" : "began")
    }

    /// Whether `waiter` requires `other` to fail: statically, or (while waiting) through the answers it got. The
    /// delegates are not asked again just to explain.
    private func requires(_ waiter: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        if waiter.staticFailureRequirements.contains(where: { $0.value === other }) { return true }
        return waiter.pendingState != nil && failureRequirements(of: waiter).contains { $0 === other }
    }

    private func commitBegin(_ recognizer: GestureRecognizer, _ newState: State) {
        recognizer.pendingState = nil
        if recognizer.cancelsTouchesInView {
            window.cancelTouchesInViews(recognizer.trackedTouches.filter { !recognizer.ignoredTouches.contains($0) },
                                        note: .cancelledBy(recognizer.name))
        }
        apply(recognizer, newState)
        let observed = window.isObserved
        for other in participants where other !== recognizer && sharesTouches(other, recognizer) {
            guard other.state == .possible || other.state.isInProgress,
                  !recognizeSimultaneously(recognizer, other),
                  recognizer.canPrevent(other), other.canBePrevented(by: recognizer)
            else { continue }
            let reason = !observed ? nil : requires(other, recognizer)
                ? Self.requiredSucceeded(recognizer) : Self.prevented(other, by: recognizer)
            if let pending = other.pendingState {
                other.pendingState = nil
                endWait(other, wanted: pending, failing: reason)
            }
            apply(other, other.state == .possible ? .failed : .cancelled, reason)
        }
        for waiter in participants where waiter.pendingState != nil && waiter !== recognizer {
            if failureRequirements(of: waiter).contains(where: { $0 === recognizer }), let pending = waiter.pendingState {
                waiter.pendingState = nil
                let reason = observed ? Self.requiredSucceeded(recognizer) : nil
                endWait(waiter, wanted: pending, failing: reason)
                apply(waiter, .failed, reason)
            }
        }
    }

    /// The final step of every change: store, trace, queue the action, and let waiters react to a failure.
    private func apply(_ recognizer: GestureRecognizer, _ newState: State, _ reason: TransitionReason? = nil) {
        let old = recognizer.state
        guard old != newState || newState == .changed else { return }
        recognizer.commitState(newState)
        let sendsAction = newState != .failed && newState != .possible
        window.trace(recognizer, from: old, to: newState, action: sendsAction, reason: reason)
        if sendsAction { actionQueue.append(recognizer) }
        if newState == .failed || newState == .cancelled { requirementDidFail(recognizer) }
        if depth == 0 { settle() }
    }

    private func requirementDidFail(_ failed: GestureRecognizer) {
        guard waitersMayExist else { return }
        for waiter in participants where waiter.pendingState != nil {
            let requirements = failureRequirements(of: waiter)
            guard requirements.contains(where: { $0 === failed }),
                  !requirements.contains(where: { $0.state == .possible || $0.state.isInProgress || $0.state == .ended }),
                  let pending = waiter.pendingState
            else { continue }
            if let preventer = preventer(of: waiter) {
                waiter.pendingState = nil
                let reason = window.isObserved ? Self.prevented(waiter, by: preventer) : nil
                endWait(waiter, wanted: pending, failing: reason)
                apply(waiter, .failed, reason)
            } else {
                if window.isObserved { window.traceWait(waiter, .proceeded, wanted: pending, waitingFor: requirements) }
                commitBegin(waiter, pending)
            }
        }
    }

    // MARK: Relationships

    /// Who refuses to let the recognizer begin: its delegate, its view, or a touched view (a control whose default
    /// action wins); nil when nobody does. The reason is built only when asked for.
    private func beginRefusal(of recognizer: GestureRecognizer) -> (() -> TransitionReason)? {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            return { TransitionReason(.shouldBeginFalse, detail: "delegate") }
        }
        if let view = recognizer.view, !view.gestureRecognizerShouldBegin(recognizer) {
            return { TransitionReason(.shouldBeginFalse, detail: "view \(view.name)") }
        }
        var touchedViews: [View] = []
        for touch in recognizer.trackedTouches where !recognizer.ignoredTouches.contains(touch) {
            guard let view = touch.view, view !== recognizer.view, !touchedViews.contains(where: { $0 === view }) else { continue }
            touchedViews.append(view)
        }
        for view in touchedViews where !view.gestureRecognizerShouldBegin(recognizer) {
            if let control = view as? Control, control.isEnabled, recognizer.overlapsControlDefaultAction {
                return { TransitionReason(.controlDefaultAction, detail: control.name) }
            }
            return { TransitionReason(.shouldBeginFalse, detail: "touched view \(view.name)") }
        }
        return nil
    }

    /// An in-progress (or recognized) recognizer on a shared touch that keeps `recognizer` from starting.
    private func preventer(of recognizer: GestureRecognizer) -> GestureRecognizer? {
        participants.first { other in
            other !== recognizer && (other.state.isInProgress || other.state == .ended)
                && sharesTouches(other, recognizer) && !recognizeSimultaneously(other, recognizer)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }
    }

    func recognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
            || a.recognizesSimultaneously(with: b) || b.recognizesSimultaneously(with: a)
    }

    private func sharesTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.trackedTouches.contains { touch in b.trackedTouches.contains(touch) }
    }

    /// Static requirements plus dynamic ones from the delegates and subclass hooks, asked once per attempt among
    /// the recognizers taking part in the sequence. A static requirement that takes no part (its view got none of
    /// the touches) can't fail and doesn't hold anyone back, as in UIKit: seed 003's tap on the monkey requires the
    /// banana's pan to fail too.
    /// A requirement that has left the game since (it failed and was reset when its sequence ended, as the edge
    /// pan does under a single tap still waiting for its double tap) no longer counts either.
    func failureRequirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        if let cached = recognizer.attemptRequirements { return cached.compactMap(\.value).filter(isParticipant) }
        var result = recognizer.staticFailureRequirements.compactMap(\.value).filter(isParticipant)
        for other in participants where other !== recognizer && !result.contains(where: { $0 === other }) {
            let required = recognizer.shouldRequireFailure(of: other)
                || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
            if required { result.append(other) }
        }
        recognizer.attemptRequirements = result.map(WeakRecognizer.init)
        return result
    }

    // MARK: Lifecycle events

    func recognizerWasDisabled(_ recognizer: GestureRecognizer) {
        perform { stop(recognizer, because: .disabled) }
    }

    func recognizerWillDetach(_ recognizer: GestureRecognizer) {
        perform {
            stop(recognizer, because: .removed)
            window.forgetRecognizer(recognizer)
            if isParticipant(recognizer) {
                recognizer.arenaMembership = nil
                dropLeavers()
            }
            // Its last action (cancelled) goes out now, while it still reports that state.
            let owed = actionQueue.filter { $0 === recognizer }.count
            actionQueue.removeAll { $0 === recognizer }
            for _ in 0..<owed { recognizer.sendActions() }
        }
    }

    /// A recognizer leaving the game mid-sequence: cancelled if it had begun, failed if it was still possible.
    func stop(_ recognizer: GestureRecognizer, because code: ReasonCode) {
        let reason = window.isObserved ? TransitionReason(code) : nil
        if recognizer.state.isInProgress {
            apply(recognizer, .cancelled, reason)
        } else if recognizer.state == .possible, !recognizer.trackedTouches.isEmpty || recognizer.pendingState != nil {
            if let pending = recognizer.pendingState {
                recognizer.pendingState = nil
                endWait(recognizer, wanted: pending, failing: reason)
            }
            apply(recognizer, .failed, reason)
        }
        recognizer.touches.removeAll()
    }

    /// The host is going away with no finger down: every recognizer still deciding — a single tap waiting for its
    /// double tap to fail, a multi-tap between taps on its timer — fails (one in progress is cancelled) with
    /// `reason`, so the waits end in the trace and the views get the ends their recognizers held back. One that
    /// saw its sequence end undecided (no wait, no timer) is left as it is: it decides nothing more either way.
    func closeWaits(because reason: TransitionReason?) {
        perform {
            // Waiters first: failing a requirement first would let its waiter go ahead and recognize at exit.
            for recognizer in participants where recognizer.state == .possible {
                guard let pending = recognizer.pendingState else { continue }
                recognizer.pendingState = nil
                endWait(recognizer, wanted: pending, failing: reason)
                apply(recognizer, .failed, reason)
            }
            for recognizer in participants {
                if recognizer.state.isInProgress {
                    apply(recognizer, .cancelled, reason)
                } else if recognizer.state == .possible, !recognizer.timers.isEmpty {
                    apply(recognizer, .failed, reason)
                }
            }
        }
    }

    func touchWasIgnored(_ touch: Touch, by recognizer: GestureRecognizer) {
        window.traceUnseen(recognizer, touch, .ignored)
        if depth == 0 { settle() }
    }
}

extension GestureArena {
    typealias State = GestureRecognizer.State
}
