import Foundation

extension View {
    /// The properties `animate(withDuration:…)` interpolates.
    public enum AnimatableProperty: Hashable, Sendable {
        /// Opacity, position, transform about the centre, and bounds (size and scroll origin).
        case alpha, center, transform, bounds
    }

    enum AnimatableValue {
        case scalar(CGFloat), point(CGPoint), transform(CGAffineTransform), rect(CGRect)

        static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ t: Double) -> AnimatableValue {
            func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(t) }
            switch (a, b) {
            case let (.scalar(x), .scalar(y)): return .scalar(mix(x, y))
            case let (.point(p), .point(q)): return .point(CGPoint(x: mix(p.x, q.x), y: mix(p.y, q.y)))
            case let (.rect(r), .rect(s)):
                return .rect(CGRect(x: mix(r.minX, s.minX), y: mix(r.minY, s.minY),
                                    width: mix(r.width, s.width), height: mix(r.height, s.height)))
            case let (.transform(m), .transform(n)):
                return .transform(interpolateTransform(m, n, t))
            default: return t < 1 ? a : b
            }
        }

        /// Decomposes into translation, rotation and scale so a rotation animates as a turn, not a squash.
        private static func interpolateTransform(_ m: CGAffineTransform, _ n: CGAffineTransform, _ t: Double) -> CGAffineTransform {
            func parts(_ x: CGAffineTransform) -> (sx: CGFloat, sy: CGFloat, angle: CGFloat) {
                let angle = atan2(x.b, x.a)
                return (hypot(x.a, x.b), hypot(x.c, x.d), angle)
            }
            let p = parts(m), q = parts(n)
            var delta = q.angle - p.angle
            while delta > .pi { delta -= 2 * .pi }
            while delta < -.pi { delta += 2 * .pi }
            let k = CGFloat(t)
            let angle = p.angle + delta * k
            let sx = p.sx + (q.sx - p.sx) * k, sy = p.sy + (q.sy - p.sy) * k
            var result = CGAffineTransform(scaleX: sx, y: sy).concatenating(CGAffineTransform(rotationAngle: angle))
            result.tx = m.tx + (n.tx - m.tx) * k
            result.ty = m.ty + (n.ty - m.ty) * k
            return result
        }
    }

    func animatableValue(_ property: AnimatableProperty) -> AnimatableValue {
        switch property {
        case .alpha: .scalar(alpha)
        case .center: .point(center)
        case .transform: .transform(transform)
        case .bounds: .rect(bounds)
        }
    }

    func setAnimatable(_ property: AnimatableProperty, _ value: AnimatableValue) {
        switch (property, value) {
        case let (.alpha, .scalar(x)): alpha = x
        case let (.center, .point(p)): center = p
        case let (.transform, .transform(m)): transform = m
        case let (.bounds, .rect(r)): bounds = r
        default: break
        }
    }

    /// UIKit's block animation: the changes `animations` makes to `alpha`, `center`, `transform` and `bounds` of
    /// the given views are undone and replayed over `duration` on the engine clock of their window. Views with no
    /// window take the end values at once.
    ///
    /// Because Swift can't observe arbitrary property writes cheaply, the views to watch are named explicitly:
    /// `View.animate(withDuration: 0.5, views: [imageView]) { imageView.alpha = 0 }`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               curve: Animator.Curve = .easeInOut, views: [View],
                               animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        let properties: [AnimatableProperty] = [.alpha, .center, .transform, .bounds]
        let before = views.map { view in properties.map { view.animatableValue($0) } }
        animations()
        var byWindow: [(Window?, [Animator.Track])] = []
        for (index, view) in views.enumerated() {
            for (slot, property) in properties.enumerated() {
                let from = before[index][slot], to = view.animatableValue(property)
                guard !Self.same(from, to) else { continue }
                let window = view.window
                guard window != nil else { continue }
                view.setAnimatable(property, from)
                let track = Animator.Track(view: view, property: property, from: from, to: to)
                if let i = byWindow.firstIndex(where: { $0.0 === window }) { byWindow[i].1.append(track) }
                else { byWindow.append((window, [track])) }
            }
        }
        guard let (window, tracks) = byWindow.first, let window else {
            completion?(true)
            return
        }
        window.animator.add(tracks + byWindow.dropFirst().flatMap(\.1), duration: duration, delay: delay,
                            curve: curve, completion: completion)
    }

    private static func same(_ a: AnimatableValue, _ b: AnimatableValue) -> Bool {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): x == y
        case let (.point(p), .point(q)): p == q
        case let (.transform(m), .transform(n)): m == n
        case let (.rect(r), .rect(s)): r == s
        default: false
        }
    }
}
