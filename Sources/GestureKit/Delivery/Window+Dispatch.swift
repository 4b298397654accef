import Foundation

extension Window {
    /// Feeds raw finger samples to the engine: the clock moves to each sample's time (so timers due earlier fire
    /// first), samples of one instant are grouped into one event (a finger appearing twice starts a new event), and
    /// each event goes through `sendEvent(_:)`.
    ///
    /// Bad input never reaches the views: a move or up of an unknown finger is dropped, and a second down for a
    /// finger that is still down cancels the stale touch first (its up was lost).
    public func dispatch(_ samples: [TouchSample]) {
        if samples.count == 1 { return dispatchBatch(samples) }
        for batch in Self.batches(samples) { dispatchBatch(batch) }
    }

    /// The events `dispatch(_:)` makes of `samples`: consecutive samples of one instant, a finger appearing twice
    /// starting the next (each one told to `dispatchObservers`).
    public static func batches(_ samples: [TouchSample]) -> [[TouchSample]] {
        var batches: [[TouchSample]] = []
        var batch: [TouchSample] = []
        for sample in samples {
            if let last = batch.last, last.timestamp != sample.timestamp || batch.contains(where: { $0.id == sample.id }) {
                batches.append(batch)
                batch.removeAll()
            }
            batch.append(sample)
        }
        if !batch.isEmpty { batches.append(batch) }
        return batches
    }

    /// Cancels every finger that is down, as an incoming call or a lost window focus does; `cause` reaches the
    /// reasons of the recognizers that fail or are cancelled because of it.
    public func cancelAllTouches(at time: TimeInterval? = nil, cause: TouchCancelCause = .interruption) {
        let now = max(time ?? clock.now, clock.now)
        let samples = activeTouches.values.sorted { $0.identifier < $1.identifier }.map {
            TouchSample(id: $0.identifier, phase: .cancel, location: $0.locationInWindow, timestamp: now,
                        cancelCause: cause)
        }
        if !samples.isEmpty { dispatch(samples) }
    }

    private func dispatchBatch(_ batch: [TouchSample]) {
        for observer in dispatchObservers { observer(.willDispatch(batch)) }
        defer { for observer in dispatchObservers { observer(.didDispatch(batch)) } }
        let time = max(batch[0].timestamp, clock.now)
        advance(to: time)
        var stale: [Touch] = []
        for sample in batch where sample.phase == .down {
            if let touch = activeTouches[sample.id] { stale.append(touch) }
        }
        if !stale.isEmpty {
            for touch in stale {
                touch.cancelCause = .input
                stage(touch, phase: .cancelled, location: touch.locationInWindow, time: time)
            }
            sendEvent(currentEvent)
        }
        var changed = false
        for sample in batch {
            switch sample.phase {
            case .down:
                beginTouch(sample, time: time)
                changed = true
            case .move, .up, .cancel:
                guard let touch = activeTouches[sample.id] else { continue }
                let phase: Touch.Phase = sample.phase == .move ? .moved : sample.phase == .up ? .ended : .cancelled
                if phase == .cancelled { touch.cancelCause = sample.cancelCause ?? .input }
                stage(touch, phase: phase, location: sample.location, time: time)
                changed = true
            }
        }
        if changed { sendEvent(currentEvent) }
        for scrollView in trackingScrollViews { scrollView.fingersMayHaveLifted() }
    }

    private func stage(_ touch: Touch, phase: Touch.Phase, location: CGPoint, time: TimeInterval) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.timestamp = time
        touch.phase = phase
        touch.isStaged = true
        currentEvent.timestamp = time
        if phase == .ended || phase == .cancelled { activeTouches[touch.identifier] = nil }
    }

    private func beginTouch(_ sample: TouchSample, time: TimeInterval) {
        if activeTouches.isEmpty {
            sequenceNumber += 1
            arena.resetIdleRecognizers()
        }
        let hitView = hitTest(sample.location, with: currentEvent)
        lastTouchSerial += 1
        let touch = Touch(identifier: sample.id, serial: lastTouchSerial, location: sample.location, timestamp: time, window: self,
                          view: hitView, tapCount: nextTapCount(at: sample.location, time: time))
        // A view without multiple touch has its touch until it had its end: one lifted in this same event, or whose
        // end a recognizer still holds back (delaysTouchesEnded), still keeps a new finger from it.
        if let hitView, !hitView.isMultipleTouchEnabled,
           pendingViewTouches.contains(where: { $0.view === hitView && ($0.isActive || !$0.viewIsDone)
               && !$0.viewExcluded }) {
            touch.viewExcluded = true
        }
        var receivers: [GestureRecognizer] = []
        let observed = isObserved
        var view = isBlockedByExclusiveTouch(hitView) ? nil : hitView
        if view == nil { touch.viewExcluded = true }
        while let current = view {
            for recognizer in current.gestureRecognizers {
                if recognizer.isEnabled && !recognizer.state.isTerminal
                    && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false {
                    receivers.append(recognizer)
                } else if observed {
                    traceUnseen(recognizer, touch, !recognizer.isEnabled ? .disabled
                                : recognizer.state.isTerminal ? .finished : .shouldReceiveFalse)
                }
            }
            view = current.superview
        }
        if observed { traceRecognizersOffPath(of: touch) }
        touch.gestureRecognizers = receivers
        for recognizer in receivers {
            recognizer.touches.append(touch)
            recognizer.trackedTouches.append(touch)
            arena.addParticipant(recognizer)
        }
        touch.isStaged = true
        touch.sequence = sequenceNumber
        activeTouches[sample.id] = touch
        pendingViewTouches.append(touch)
        currentEvent.timestamp = time
    }

    /// Whether an exclusive-touch view keeps a new touch on `hitView` from everyone: another view holding a finger
    /// is exclusive, or `hitView` is and another view holds one.
    private func isBlockedByExclusiveTouch(_ hitView: View?) -> Bool {
        for other in activeTouches.values where other.view !== hitView {
            if other.view?.isExclusiveTouch == true || hitView?.isExclusiveTouch == true { return true }
        }
        return false
    }

    /// Reports every recognizer in the window whose view is not on the touch's hit path (only while observed).
    private func traceRecognizersOffPath(of touch: Touch) {
        var onPath: [View] = []
        var view = touch.view
        while let current = view {
            onPath.append(current)
            view = current.superview
        }
        func visit(_ view: View) {
            if !onPath.contains(where: { $0 === view }) {
                for recognizer in view.gestureRecognizers { traceUnseen(recognizer, touch, .notOnHitPath) }
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
    }
}
