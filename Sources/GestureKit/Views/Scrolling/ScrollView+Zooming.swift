import Foundation

extension ScrollView {
    /// The view the delegate names for zooming.
    var zoomView: View? { delegate?.viewForZooming(in: self) }

    /// Zooms to `scale` (clamped to the limits) about the bounds' centre, at once or over `animationDuration`; limits
    /// that leave no positive scale leave the zoom as it is.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let target = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard target > 0, target.isFinite else { return }
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        animateZoom(to: target, keeping: centre, animated: animated)
    }

    /// Zooms so `rect` (in the zoom view's own coordinates) fills the bounds as far as the limits allow, centred.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale),
                        maximumZoomScale)
        guard scale > 0, scale.isFinite else { return }
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = CGPoint(x: rect.midX, y: rect.midY)
        animateZoom(to: scale, anchor: anchor, at: centre, animated: animated)
    }

    /// Sets the zoom keeping the content under `viewportPoint` (relative to the bounds' origin) where it is.
    func applyZoom(_ scale: CGFloat, keeping viewportPoint: CGPoint) {
        let anchor = (contentOffset + viewportPoint) / storedZoomScale
        applyZoom(scale, anchor: anchor, at: viewportPoint, clamp: !isZooming)
    }

    /// Scales the zoom view, sizes the content to it and puts the content point `anchor` (unzoomed) under
    /// `viewportPoint`; `clamp` keeps the offset in its range (not while the fingers are pinching).
    func applyZoom(_ scale: CGFloat, anchor: CGPoint, at viewportPoint: CGPoint, clamp: Bool) {
        guard let zoomView, scale > 0 else { return }
        storedZoomScale = scale
        zoomView.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: zoomView.bounds.width * scale, height: zoomView.bounds.height * scale)
        zoomView.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        let offset = anchor * scale - viewportPoint
        contentOffset = clamp ? clampedContentOffset(offset) : offset
        delegate?.scrollViewDidZoom(self)
    }

    private func animateZoom(to scale: CGFloat, keeping viewportPoint: CGPoint, animated: Bool) {
        let anchor = (contentOffset + viewportPoint) / storedZoomScale
        animateZoom(to: scale, anchor: anchor, at: viewportPoint, animated: animated)
    }

    /// `announces`: whether the delegate hears willBeginZooming (not for a pinch's own spring back).
    private func animateZoom(to scale: CGFloat, anchor: CGPoint, at viewportPoint: CGPoint, animated: Bool,
                             announces: Bool = true) {
        let view = zoomView
        guard view != nil else { return }
        // The user is pinching: that zoom gesture is under way (its willBeginZooming heard, its didEndZooming due at
        // its end), so the new scale applies at once, with no calls of its own.
        if isZooming { return applyZoom(scale, anchor: anchor, at: viewportPoint, clamp: false) }
        haltMotion()
        guard animated, let window, scale != storedZoomScale else {
            applyZoom(scale, anchor: anchor, at: viewportPoint, clamp: true)
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: storedZoomScale)
            return
        }
        if announces { delegate?.scrollViewWillBeginZooming(self, with: view) }
        let from = storedZoomScale
        let fromOffset = contentOffset
        let start = window.animator.currentAnimationTime
        zoomAnimation = (view, scale, anchor, viewportPoint)
        motionCallback = window.animator.addFrameCallback { [weak self] now, _ in
            guard let self else { return false }
            let progress = min(1, (now - start) / ScrollView.animationDuration)
            let eased = CGFloat(Animator.Curve.easeInOut.value(progress))
            let current = from + (scale - from) * eased
            // The anchor glides from where it was to `viewportPoint`, so a double tap's point comes to the centre.
            let shownAt = (anchor * from - fromOffset) + (viewportPoint - (anchor * from - fromOffset)) * eased
            self.applyZoom(current, anchor: anchor, at: shownAt, clamp: progress >= 1)
            if progress >= 1 {
                self.motionCallback = nil
                self.zoomAnimation = nil
                self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: self.storedZoomScale)
            }
            return progress < 1
        }
    }

    func handlePinch(_ recognizer: GestureRecognizer) {
        guard let pinchRecognizer = recognizer as? PinchGestureRecognizer else { return }
        let fingers = pinchRecognizer.location(in: self) - contentOffset
        switch pinchRecognizer.state {
        case .began:
            haltMotion()
            isZooming = true
            pinch = ((contentOffset + fingers) / storedZoomScale, storedZoomScale)
            delegate?.scrollViewWillBeginZooming(self, with: zoomView)
        case .changed:
            guard let pinch else { return }
            applyZoom(stretchedScale(pinch.startScale * pinchRecognizer.scale), anchor: pinch.anchor, at: fingers,
                      clamp: false)
        case .ended, .cancelled:
            guard let pinch else { return }
            self.pinch = nil
            isZooming = false
            let limited = min(max(storedZoomScale, minimumZoomScale), maximumZoomScale)
            if limited != storedZoomScale || clampedContentOffset(contentOffset) != contentOffset {
                // The spring back is part of this zoom gesture: the delegate heard willBeginZooming at its start.
                animateZoom(to: limited, anchor: pinch.anchor, at: fingers, animated: true, announces: false)
            } else {
                delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: storedZoomScale)
            }
        default:
            break
        }
    }

    /// The scale a pinch shows for `raw`: inside the limits itself; past them the rubber band on the scale's
    /// logarithm (d = 0.5, so never more than e^0.5 past a limit) with `bouncesZoom`, else the limit.
    func stretchedScale(_ raw: CGFloat) -> CGFloat {
        let low = minimumZoomScale, high = maximumZoomScale
        guard raw > high || raw < low else { return raw }
        guard bouncesZoom else { return min(max(raw, low), high) }
        let limit = raw > high ? high : low
        return limit * exp(ScrollPhysics.rubberBand(log(raw / limit), dimension: 0.5))
    }
}
