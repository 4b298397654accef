import Foundation

extension ScrollView {
    /// A movement of the content offset over animation time: a deceleration (fling, page, spring back along the
    /// rate's curve), a spring back from past an edge, or the animation of `setContentOffset(_:animated:)`.
    struct Motion {
        enum Kind {
            case deceleration(rate: CGFloat)
            case animation
        }

        let kind: Kind
        let from: CGPoint
        let to: CGPoint
        /// For a fling with `bounces` whose own target lies past an edge: that target. The content follows the fling
        /// to the edge, overshoots it and springs back to `to` (the edge).
        var flingTarget: CGPoint? = nil
        /// The animation time it started at (set when it starts).
        var start: TimeInterval = 0

        /// The offset `elapsed` seconds in, and whether it has arrived. A deceleration's axis that starts past
        /// an edge springs back; one inside follows v(t) = v0 · rate^ms toward the target.
        @MainActor
        func offset(after elapsed: TimeInterval, in scrollView: ScrollView) -> (CGPoint, Bool) {
            switch kind {
            case let .deceleration(rate):
                let low = scrollView.minimumContentOffset, high = scrollView.maximumContentOffset
                let size = scrollView.bounds.size
                func axis(_ from: CGFloat, _ to: CGFloat, _ fling: CGFloat?, _ low: CGFloat, _ high: CGFloat,
                          _ dimension: CGFloat) -> (CGFloat, Bool) {
                    if from < low || from > high {
                        let offset = ScrollPhysics.springOffset(from: from, to: to, seconds: elapsed)
                        return (offset, abs(offset - to) < ScrollPhysics.restingDistance)
                    }
                    if let fling, fling != to {
                        let (offset, done) = ScrollPhysics.bounceOffset(from: from, flingTarget: fling, edge: to,
                                                                        rate: rate, dimension: dimension,
                                                                        seconds: elapsed)
                        return (offset, done)
                    }
                    let offset = ScrollPhysics.decelerationOffset(from: from, to: to, rate: rate,
                                                                  milliseconds: elapsed * 1000)
                    return (offset, abs(offset - to) < ScrollPhysics.restingDistance)
                }
                let (x, doneX) = axis(from.x, to.x, flingTarget?.x, low.x, high.x, size.width)
                let (y, doneY) = axis(from.y, to.y, flingTarget?.y, low.y, high.y, size.height)
                let done = doneX && doneY
                return (done ? to : CGPoint(x: x, y: y), done)
            case .animation:
                // Apple: "animate the transition at a constant velocity to the new offset".
                let progress = min(1, elapsed / ScrollView.animationDuration)
                return (from + (to - from) * CGFloat(progress), progress >= 1)
            }
        }
    }

    /// Moves the content to `offset`, at once or over `animationDuration` (the delegate hears
    /// `scrollViewDidEndScrollingAnimation` then); any motion in progress stops.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        haltMotion()
        guard animated, window != nil, offset != contentOffset else {
            contentOffset = offset
            return
        }
        startMotion(Motion(kind: .animation, from: contentOffset, to: offset))
    }

    func startMotion(_ newMotion: Motion) {
        haltMotion()
        if case .deceleration = newMotion.kind { isDecelerating = true }
        guard let window else {
            contentOffset = newMotion.to
            return finishMotion(newMotion)
        }
        var started = newMotion
        started.start = window.animator.currentAnimationTime
        motion = started
        motionCallback = window.animator.addFrameCallback { [weak self] now, _ in
            guard let self, let motion = self.motion else { return false }
            let (offset, done) = motion.offset(after: now - motion.start, in: self)
            self.contentOffset = offset
            if done {
                self.motion = nil
                self.motionCallback = nil
                self.finishMotion(motion)
            }
            return !done
        }
    }

    /// Stops a motion or an animated zoom where it is (a finger caught the content, a new offset or zoom was set)
    /// and tells the delegate its end: a deceleration stopped so has come to a halt (didEndDecelerating), a zoom
    /// has ended (didEndZooming), so every will-begin has its did-end. An animated `setContentOffset` stopped so
    /// ends with no didEndScrollingAnimation (Apple sends that at the end of the animation).
    func haltMotion() {
        let halted = motion, zooming = zoomAnimation
        stopMotion()
        if case .deceleration? = halted?.kind { delegate?.scrollViewDidEndDecelerating(self) }
        if let zooming { delegate?.scrollViewDidEndZooming(self, with: zooming.view, atScale: storedZoomScale) }
    }

    /// Ends a motion or an animated zoom at once on its target, with the delegate's end call (the scroll view is
    /// leaving its window).
    func finishMotionAtOnce() {
        let running = motion, zooming = zoomAnimation
        stopMotion()
        if let running {
            contentOffset = running.to
            finishMotion(running)
        }
        if let zooming {
            applyZoom(zooming.scale, anchor: zooming.anchor, at: zooming.at, clamp: true)
            delegate?.scrollViewDidEndZooming(self, with: zooming.view, atScale: storedZoomScale)
        }
    }

    /// Stops whatever moves the content, saying nothing.
    private func stopMotion() {
        if let motionCallback { window?.animator.removeFrameCallback(motionCallback) }
        motionCallback = nil
        motion = nil
        zoomAnimation = nil
        isDecelerating = false
    }

    private func finishMotion(_ motion: Motion) {
        switch motion.kind {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}
