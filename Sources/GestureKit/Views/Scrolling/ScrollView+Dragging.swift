import Foundation

extension ScrollView {
    /// One of the two scrolling axes.
    enum Axis { case horizontal, vertical }

    /// Fingers came down: any motion stops where it is, as a touch catches a moving list in UIKit, and a touch that
    /// stopped a motion only stops it: its content never sees it (a tap that stops a list doesn't press the button
    /// under it). The delayed-touches recognizer reports it (`touchStoppedMotionLeft`). A deceleration stopped so
    /// has come to a halt: the delegate hears didEndDecelerating (Apple: "when the scrolling movement comes to a
    /// halt"), so willBeginDecelerating always has its end.
    func fingerDidTouch(_ touches: Set<Touch>) {
        if trackedFingers.isEmpty, let window { window.trackingScrollViews.append(self) }
        trackedFingers.append(contentsOf: touches)
        guard let motion else { return }
        touchStoppedMotionLeft = (motion.to - contentOffset).magnitude
        haltMotion()
        for touch in touches where touch.view !== self && touch.view?.isDescendant(of: self) == true {
            touch.viewExcluded = true
        }
    }

    /// Called when a finger lifts or is cancelled, by the pan and, after each event, by the window (the pan may have
    /// failed): once every finger is up, `fingersDidLift()`.
    func fingersMayHaveLifted() {
        guard !trackedFingers.isEmpty, trackedFingers.allSatisfy({ !$0.isActive }) else { return }
        trackedFingers.removeAll()
        window?.trackingScrollViews.removeAll { $0 === self }
        fingersDidLift()
    }

    /// The last finger lifted (or was cancelled). A finger that caught the content past an edge or between pages
    /// and lifted without dragging lets it go on: it springs back to the edge, or settles on the nearest page (a
    /// deceleration of its own, willBeginDecelerating to didEndDecelerating).
    private func fingersDidLift() {
        touchStoppedMotionLeft = nil
        guard drag == nil, !isDragging, pinch == nil, !isZooming, motion == nil, motionCallback == nil else { return }
        let offset = contentOffset
        let target = isPagingEnabled ? pageTarget(offset: offset, start: offset, velocity: .zero)
            : clampedContentOffset(offset)
        guard target != offset else { return }
        let rate = isPagingEnabled ? DecelerationRate.fast.rawValue : motionRate
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(Motion(kind: .deceleration(rate: rate), from: offset, to: target))
    }

    func handlePan(_ pan: GestureRecognizer) {
        guard let pan = pan as? PanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            beginDrag(pan)
        case .changed:
            continueDrag(pan)
        case .ended:
            endDrag(velocity: pan.velocity(in: self))
        case .cancelled:
            endDrag(velocity: .zero)
        default:
            break
        }
    }

    private func beginDrag(_ pan: PanGestureRecognizer) {
        delayedTouchesRecognizer.panBegan(at: window?.clock.now ?? 0)
        let offset = contentOffset, low = minimumContentOffset, high = maximumContentOffset
        // A drag that catches the content past an edge takes over the rubber band where it is.
        func unstretched(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ size: CGFloat) -> CGFloat {
            value < low ? low + ScrollPhysics.fingerOvershoot(showing: value - low, dimension: size)
                : value > high ? high + ScrollPhysics.fingerOvershoot(showing: value - high, dimension: size) : value
        }
        let start = CGPoint(x: unstretched(offset.x, low.x, high.x, bounds.width),
                            y: unstretched(offset.y, low.y, high.y, bounds.height))
        drag = (start, isDirectionalLockEnabled ? Self.lockedAxis(for: pan.centroidTravel.travel) : nil)
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
        continueDrag(pan)
    }

    /// The axis a drag starting with `travel` keeps to: the one it moved at least twice as far along (within about
    /// 27° of it); nil for a diagonal start.
    static func lockedAxis(for travel: CGPoint) -> Axis? {
        if abs(travel.x) >= 2 * abs(travel.y) { return .horizontal }
        if abs(travel.y) >= 2 * abs(travel.x) { return .vertical }
        return nil
    }

    private func continueDrag(_ pan: PanGestureRecognizer) {
        guard let drag, !isZooming else { return }
        var translation = pan.translation(in: self)
        if drag.lock == .horizontal { translation.y = 0 }
        if drag.lock == .vertical { translation.x = 0 }
        let raw = drag.start - translation
        let low = minimumContentOffset, high = maximumContentOffset
        contentOffset = CGPoint(
            x: canScrollHorizontally ? stretched(raw.x, low.x, high.x, bounds.width) : contentOffset.x,
            y: canScrollVertically ? stretched(raw.y, low.y, high.y, bounds.height) : contentOffset.y)
    }

    /// Where the content shows for a finger offset `raw`: itself inside the range; past an edge the rubber band
    /// (with `bounces`) or the edge.
    private func stretched(_ raw: CGFloat, _ low: CGFloat, _ high: CGFloat, _ size: CGFloat) -> CGFloat {
        if raw < low { return bounces ? low + ScrollPhysics.rubberBand(raw - low, dimension: size) : low }
        if raw > high { return bounces ? high + ScrollPhysics.rubberBand(raw - high, dimension: size) : high }
        return raw
    }

    /// The finger lifted with `fingerVelocity` (points per second, in the scroll view's coordinates): the delegate
    /// hears the velocity and the target, then the content decelerates, pages or springs back to the target.
    private func endDrag(velocity fingerVelocity: CGPoint) {
        guard let drag else { return }
        self.drag = nil
        var velocity = CGPoint(x: canScrollHorizontally && drag.lock != .vertical ? -fingerVelocity.x : 0,
                               y: canScrollVertically && drag.lock != .horizontal ? -fingerVelocity.y : 0)
        let offset = contentOffset
        let low = minimumContentOffset, high = maximumContentOffset
        // Past an edge the content springs back; the velocity along that axis is spent.
        if offset.x < low.x || offset.x > high.x { velocity.x = 0 }
        if offset.y < low.y || offset.y > high.y { velocity.y = 0 }
        let fling = CGPoint(
            x: offset.x + ScrollPhysics.decelerationDistance(velocity: velocity.x, rate: motionRate),
            y: offset.y + ScrollPhysics.decelerationDistance(velocity: velocity.y, rate: motionRate))
        var requested = isPagingEnabled ? pageTarget(offset: offset, start: drag.start, velocity: velocity)
            : clampedContentOffset(fling)
        let proposed = requested
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity / 1000, targetContentOffset: &requested)
        // The delegate's target is honoured as far as the content goes: past an edge the content heads for it and
        // bounces off the edge (with `bounces`), then rests at the edge.
        let target = clampedContentOffset(requested)
        isDragging = false
        let moves = target != offset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        guard moves else { return }
        delegate?.scrollViewWillBeginDecelerating(self)
        let rate = isPagingEnabled ? DecelerationRate.fast.rawValue : motionRate
        var motion = Motion(kind: .deceleration(rate: rate), from: offset, to: target)
        // A fling that would carry past an edge bounces off it (unless paging), as does a delegate's target past it.
        let heading = requested != target ? requested : target == proposed ? fling : target
        if bounces, !isPagingEnabled, heading != target { motion.flingTarget = heading }
        startMotion(motion)
    }

    /// The page a paging drag settles on: the multiple of the bounds' size nearest to where a fling at the fast
    /// rate would end, at most one page from the page the drag started on.
    func pageTarget(offset: CGPoint, start: CGPoint, velocity: CGPoint) -> CGPoint {
        func page(_ offset: CGFloat, _ start: CGFloat, _ velocity: CGFloat, _ size: CGFloat, _ high: CGFloat,
                  _ low: CGFloat) -> CGFloat {
            guard size > 0 else { return offset }
            let projected = offset + ScrollPhysics.decelerationDistance(velocity: velocity,
                                                                        rate: DecelerationRate.fast.rawValue)
            let startPage = (min(max(start, low), high) / size).rounded()
            let pageIndex = min(max((projected / size).rounded(), startPage - 1), startPage + 1)
            return min(max(pageIndex * size, low), high)
        }
        let low = minimumContentOffset, high = maximumContentOffset
        return CGPoint(x: page(offset.x, start.x, velocity.x, bounds.width, high.x, low.x),
                       y: page(offset.y, start.y, velocity.y, bounds.height, high.y, low.y))
    }
}
