import Foundation

extension Window {
    /// Delivers the event's changed touches: first to the recognizers that hold them (hit view outwards, each
    /// view's recognizers in the order they were added), then to the touches' views, honouring
    /// `cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded` and `ignore(_:for:)`.
    ///
    /// Phases go out in the order began, moved, ended, cancelled; touches of one phase for one receiver travel in
    /// one message.
    ///
    /// The per-event paths here loop rather than pass closures to collection methods: a closure over main-actor
    /// state carries a run-time isolation check that costs more than the loop's body.
    public func sendEvent(_ event: Event) {
        var changed: [Touch] = []
        for touch in pendingViewTouches where touch.isStaged {
            touch.isStaged = false
            changed.append(touch)
        }
        for touch in activeTouches.values where !changed.contains(touch) { touch.phase = .stationary }
        if !Self.hasSameTouches(event, activeTouches.count, changed) {
            event.allTouches = Set(activeTouches.values).union(changed)
        }
        eventsInDelivery += 1
        deliveryStep += 1
        arena.perform {
            for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
                let group = Self.touches(changed, in: phase)
                guard !group.isEmpty else { continue }
                deliverToRecognizers(group, phase: phase, event: event)
                deliverToViews(group, phase: phase, event: event)
            }
            for touch in changed where !touch.isActive {
                for recognizer in touch.gestureRecognizers {
                    recognizer.rememberLocation()
                    recognizer.touches.removeAll { $0 === touch }
                }
                if touch.phase == .ended { noteTouchEnded(touch) }
            }
            eventsInDelivery -= 1
            dropFinishedTouches()
        }
        deliveryStep += 1
    }

    /// The touches of one phase; all of them (no copy) when they share it, as in the usual event.
    private static func touches(_ touches: [Touch], in phase: Touch.Phase) -> [Touch] {
        var sharePhase = true
        for touch in touches where touch.phase != phase {
            sharePhase = false
            break
        }
        if sharePhase { return touches }
        var group: [Touch] = []
        for touch in touches where touch.phase == phase { group.append(touch) }
        return group
    }

    /// Forgets touches that have finished and that no view is owed a message about. Not while an event is being
    /// delivered: a touch that ended in it is not yet owed (its view's end is noted only when views get their
    /// turn), and a recognizer recognizing on another finger of the event must not make it disappear unended.
    func dropFinishedTouches() {
        guard eventsInDelivery == 0 else { return }
        for touch in pendingViewTouches where !touch.isActive && !touch.isOwedByView {
            pendingViewTouches.removeAll { !$0.isActive && !$0.isOwedByView }
            return
        }
    }

    /// The touches as the set that recognizer and view messages carry. A one-touch set is kept and reused while
    /// that finger moves, so the common event allocates no set; it is let go when the sequence ends.
    func touchSet(_ touches: [Touch]) -> Set<Touch> {
        touches.count == 1 ? touchSet(of: touches[0]) : Set(touches)
    }

    func touchSet(of touch: Touch) -> Set<Touch> {
        if singleTouchSet.count != 1 || singleTouchSet.first !== touch { singleTouchSet = [touch] }
        return singleTouchSet
    }

    /// Whether the event's touches are still right: only moves changed and the last event ended no touch (its set
    /// holds exactly the touches still down). The common event, a finger moving, then rebuilds no set.
    private static func hasSameTouches(_ event: Event, _ activeCount: Int, _ changed: [Touch]) -> Bool {
        guard event.allTouches.count == activeCount else { return false }
        for touch in changed where touch.phase != .moved { return false }
        return true
    }

    private func deliverToRecognizers(_ group: [Touch], phase: Touch.Phase, event: Event) {
        let order = group.count == 1 ? group[0].gestureRecognizers : Self.receivers(of: group)
        let wholeGroup = touchSet(group)
        for recognizer in order {
            guard recognizer.isEnabled, recognizer.isInWindow(self),
                  recognizer.state.isOpen
            else { continue }
            if group.count == 1 {
                guard !recognizer.hasIgnoredTouches || !recognizer.ignoredTouches.contains(group[0]) else { continue }
                Self.deliver(wholeGroup, phase: phase, to: recognizer, event: event)
            } else {
                let selected = group.filter { touch in
                    !recognizer.ignoredTouches.contains(touch) && touch.gestureRecognizers.contains { $0 === recognizer }
                }
                guard !selected.isEmpty else { continue }
                Self.deliver(selected.count == group.count ? wholeGroup : Set(selected), phase: phase, to: recognizer,
                             event: event)
            }
            if arena.hasQueuedActions { arena.flushActions() }
        }
    }

    private static func deliver(_ touches: Set<Touch>, phase: Touch.Phase, to recognizer: GestureRecognizer,
                                event: Event) {
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled:
            recognizer.deliveringCancelCause = touches.min { $0.identifier < $1.identifier }?.cancelCause ?? .input
            recognizer.touchesCancelled(touches, with: event)
            recognizer.deliveringCancelCause = nil
        case .stationary: break
        }
    }

    /// Receivers in a deterministic order: each touch's recognizers from the hit view outwards, touches in arrival
    /// order, each recognizer once.
    private static func receivers(of group: [Touch]) -> [GestureRecognizer] {
        var order = group[0].gestureRecognizers
        var seen = Set(order.map(ObjectIdentifier.init))
        for touch in group.dropFirst() {
            for recognizer in touch.gestureRecognizers where seen.insert(ObjectIdentifier(recognizer)).inserted {
                order.append(recognizer)
            }
        }
        return order
    }

    private func deliverToViews(_ group: [Touch], phase: Touch.Phase, event: Event) {
        var messages = MessageBatch()
        var cancelNote: DeliveryNote?
        func add(_ touch: Touch) { messages.add(touch) }
        for touch in group where !touch.viewIsDone && !touch.viewExcluded && touch.view != nil {
            switch phase {
            case .began:
                if isClaimed(touch) {
                    // A recognizer already in progress takes the new finger: "the window sends all subsequent touch
                    // objects in the multitouch sequence to the gesture recognizer but not to the attached view".
                    touch.viewIsDone = true
                } else if isBlocked(touch, holding: .began) {
                    touch.viewBeganWithheld = true
                    touch.withheldAtStep = deliveryStep
                } else if !contentMayBegin(touch) {
                    touch.viewExcluded = true
                } else {
                    touch.viewSawBegan = true
                    add(touch)
                }
            case .moved:
                if touch.viewBeganWithheld { touch.viewMovesWithheld = true } else if touch.viewSawBegan { add(touch) }
            case .ended:
                // Every end goes through the withheld list so ends released by this very event (a recognizer
                // failing on this touch) travel in one message with it, as in Figure 1-6's failed variant.
                if touch.viewBeganWithheld || touch.viewSawBegan {
                    touch.viewEndWithheld = .ended
                    if !touch.viewBeganWithheld { touch.withheldAtStep = deliveryStep }
                }
            case .cancelled:
                if touch.viewSawBegan {
                    add(touch)
                }
                cancelNote = .cancelledByInput(touch.cancelCause ?? .input)
                touch.viewIsDone = true
                touch.viewBeganWithheld = false
                touch.viewEndWithheld = nil
            case .stationary:
                break
            }
        }
        let kind: ViewDelivery.Kind = switch phase {
        case .began: .began
        case .moved, .stationary: .moved
        case .ended: .ended
        case .cancelled: .cancelled
        }
        messages.send(kind, from: self, event: event, note: cancelNote)
        if phase == .ended { releaseWithheldTouches() }
    }

    /// Asks the scroll views around the touch's view whether their content may have it (`touchesShouldBegin`), just
    /// before its began goes out; a refusal keeps every message of the touch from the view.
    func contentMayBegin(_ touch: Touch) -> Bool {
        guard let view = touch.view else { return true }
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? ScrollView,
               !scrollView.touchesShouldBegin(touchSet(of: touch), with: currentEvent, in: view) {
                return false
            }
            ancestor = current.superview
        }
        return true
    }

    /// Whether a recognizer in progress that cancels touches in views holds the touch.
    func isClaimed(_ touch: Touch) -> Bool {
        for recognizer in touch.gestureRecognizers
        where recognizer.state.isInProgress && recognizer.cancelsTouchesInView && recognizer.isInWindow(self)
            && !recognizer.ignoredTouches.contains(touch) {
            return true
        }
        return false
    }

    /// Whether a recognizer still deciding (possible, not ignoring the touch) holds the touch back from its view.
    func isBlocked(_ touch: Touch, holding phase: HeldPhase) -> Bool {
        for recognizer in touch.gestureRecognizers
        where phase.isDelayed(by: recognizer) && recognizer.state == .possible && recognizer.isEnabled
            && recognizer.isInWindow(self) && !recognizer.ignoredTouches.contains(touch)
            && recognizer.trackedTouches.contains(touch) {
            return true
        }
        return false
    }

    func send(_ kind: ViewDelivery.Kind, _ set: Set<Touch>, to view: View, event: Event, note: DeliveryNote? = nil) {
        traceDelivery(view, kind, set, note: note)
        switch kind {
        case .began: view.touchesBegan(set, with: event)
        case .moved: view.touchesMoved(set, with: event)
        case .ended: view.touchesEnded(set, with: event)
        case .cancelled: view.touchesCancelled(set, with: event)
        }
    }

    /// Cancels touches in their views: a view that saw a touch begin gets one `touchesCancelled` for it (grouped
    /// per view), and nothing more of it ever reaches the view.
    func cancelTouchesInViews(_ touches: [Touch], note: DeliveryNote) {
        var messages = MessageBatch()
        for touch in touches where !touch.viewIsDone {
            touch.viewIsDone = true
            touch.viewBeganWithheld = false
            touch.viewEndWithheld = nil
            guard touch.viewSawBegan, !touch.viewExcluded else { continue }
            messages.add(touch)
        }
        messages.send(.cancelled, from: self, event: currentEvent, note: note)
        dropFinishedTouches()
    }

    /// Delivers began and ended messages that recognizers held back, once nothing holds them any longer.
    func releaseWithheldTouches() {
        var owed = false
        for touch in pendingViewTouches where touch.isOwedByView {
            owed = true
            break
        }
        guard owed else { return dropFinishedTouches() }
        // Messages held back only within the event that caused them go out unmarked; a release that includes a
        // message held across events is marked delayed. One message per phase either way (Figure 1-6).
        var began = MessageBatch(), moved = MessageBatch(), ended = MessageBatch()
        var lateBegan = false, lateEnded = false
        for touch in pendingViewTouches where !touch.viewIsDone {
            let late = touch.withheldAtStep != deliveryStep
            if touch.viewBeganWithheld {
                guard !isBlocked(touch, holding: .began) else { continue }
                touch.viewBeganWithheld = false
                guard contentMayBegin(touch) else {
                    touch.viewExcluded = true
                    touch.viewEndWithheld = nil
                    touch.viewMovesWithheld = false
                    continue
                }
                touch.viewSawBegan = true
                began.add(touch)
                lateBegan = lateBegan || late
                if touch.viewMovesWithheld, touch.isActive { moved.add(touch) }
                touch.viewMovesWithheld = false
            }
            if touch.viewEndWithheld != nil, !isBlocked(touch, holding: .ended) {
                touch.viewEndWithheld = nil
                touch.viewIsDone = true
                ended.add(touch)
                lateEnded = lateEnded || late
            }
        }
        began.send(.began, from: self, event: currentEvent, note: lateBegan ? .delayed : nil)
        moved.send(.moved, from: self, event: currentEvent, note: lateBegan ? .delayed : nil)
        ended.send(.ended, from: self, event: currentEvent, note: lateEnded ? .delayed : nil)
        dropFinishedTouches()
    }
}

/// The messages a recognizer may hold back from a view (`delaysTouchesBegan`, `delaysTouchesEnded`). A plain enum,
/// not a key path: key path reads cost hundreds of instructions, and this is asked per recognizer on every touch.
enum HeldPhase {
    case began, ended

    @MainActor
    func isDelayed(by recognizer: GestureRecognizer) -> Bool {
        switch self {
        case .began: recognizer.delaysTouchesBegan
        case .ended: recognizer.delaysTouchesEnded
        }
    }
}

extension Touch {
    /// A view still expects a message about this touch (its began or ended was held back).
    var isOwedByView: Bool { !viewIsDone && (viewBeganWithheld || viewEndWithheld != nil) }
}

/// Touches going to views in one delivery step, grouped into one message per view and multitouch sequence (touches
/// of an earlier sequence, held back by a multi-tap recognizer, travel in messages of their own).
@MainActor
struct MessageBatch {
    /// One message of one touch, the usual case, is kept without allocating any array.
    private var single: (view: View, touch: Touch)?
    private var grouped: [(view: View, sequence: Int, touches: [Touch])] = []

    mutating func add(_ touch: Touch) {
        guard let view = touch.view else { return }
        if grouped.isEmpty, single == nil {
            single = (view, touch)
            return
        }
        if let first = single {
            grouped.append((first.view, first.touch.sequence, [first.touch]))
            single = nil
        }
        if let index = grouped.firstIndex(where: { $0.view === view && $0.sequence == touch.sequence }) {
            grouped[index].touches.append(touch)
        } else {
            grouped.append((view, touch.sequence, [touch]))
        }
    }

    /// Sends the messages in the order their first touch was added.
    func send(_ kind: ViewDelivery.Kind, from window: Window, event: Event, note: DeliveryNote? = nil) {
        if let single {
            window.send(kind, window.touchSet(of: single.touch), to: single.view, event: event, note: note)
        }
        for message in grouped {
            window.send(kind, window.touchSet(message.touches), to: message.view, event: event, note: note)
        }
    }
}
