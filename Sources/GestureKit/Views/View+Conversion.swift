import Foundation

extension View {
    /// Maps this view's bounds coordinates into its superview's: undo the bounds origin, apply the transform about
    /// the centre, then move to the centre.
    public var transformToSuperview: CGAffineTransform {
        CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// The inverse of `transformToSuperview` (superview coordinates → bounds), cached like the window transforms
    /// because hit testing needs it for every subview it looks at.
    var transformFromSuperview: CGAffineTransform {
        if let cached = cachedSuperviewInverse, cached.generation == View.geometryGeneration { return cached.transform }
        let inverse = transformToSuperview.inverted()
        cachedSuperviewInverse = (View.geometryGeneration, inverse)
        return inverse
    }

    /// Maps this view's bounds coordinates into the coordinates of the root of its tree (the window's bounds).
    /// Cached until any view's geometry or the tree changes, because recognizers convert touch locations many
    /// times per event through deep hierarchies.
    public var transformToWindow: CGAffineTransform { windowTransforms.toWindow }

    /// The inverse of `transformToWindow`, cached with it.
    var transformFromWindow: CGAffineTransform { windowTransforms.fromWindow }

    private var windowTransforms: (toWindow: CGAffineTransform, fromWindow: CGAffineTransform) {
        if let cached = cachedWindowTransform, cached.generation == View.geometryGeneration {
            return (cached.toWindow, cached.fromWindow)
        }
        var result = CGAffineTransform.identity
        if let parent = superview {
            result = transformToSuperview.concatenating(parent.transformToWindow)
        }
        let inverse = result.inverted()
        cachedWindowTransform = (View.geometryGeneration, result, inverse)
        return (result, inverse)
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the window's).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inRoot = point.applying(transformToWindow)
        guard let view else { return inRoot }
        return inRoot.applying(view.transformFromWindow)
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let inRoot = view.map { point.applying($0.transformToWindow) } ?? point
        return inRoot.applying(transformFromWindow)
    }

    /// Converts a rectangle to `view`'s coordinates as the bounding box of its transformed corners.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        let toRoot = transformToWindow
        let fromRoot = view?.transformFromWindow ?? .identity
        return rect.applying(toRoot.concatenating(fromRoot))
    }

    /// Converts a rectangle from `view`'s coordinates (nil: the window's) as the bounding box of its corners.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        let toRoot = view?.transformToWindow ?? .identity
        return rect.applying(toRoot.concatenating(transformFromWindow))
    }
}
