import Foundation

#if !canImport(CoreGraphics)
/// A 2-D affine transform with the same layout and API as Core Graphics' type, which Foundation on Linux lacks.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (row-vector convention, as on Apple platforms),
/// so `t1.concatenating(t2)` applies `t1` first, then `t2`.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The matrix entries: `a`, `b`, `c`, `d` scale, rotate and shear; `tx`, `ty` translate.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// A transform from its six matrix entries, in Core Graphics' order.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity, as Core Graphics' `init()` gives.
    public init() { self = .identity }

    /// The transform that changes nothing; a view's default `transform`.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Positive angles turn clockwise on a y-down screen, as in UIKit.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Scales x by `sx` and y by `sy` about the origin (a view's transform acts about its centre).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Moves by (`tx`, `ty`) points.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Whether the transform changes nothing, so drawing and hit testing can skip the matrix.
    public var isIdentity: Bool { self == .identity }

    /// `self` applied first, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Like Core Graphics, the new operation is applied before the existing transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Like Core Graphics, the scale is applied before the existing transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Like Core Graphics, the translation is applied before the existing transform.
    public func translatedBy(x dx: CGFloat, y dy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: dx, y: dy).concatenating(self)
    }

    /// The inverse, or `self` unchanged when the transform is singular (Core Graphics' behaviour).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}

extension CGPoint {
    /// The point mapped through `t`, translation included.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through `t` without its translation, as a vector (may come out negative).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle holding the transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        // Each output extent is the transformed origin plus the negative (min) or positive (max) parts of the
        // edge vectors: no corner array, since views' frames are computed this way many times a frame.
        let origin = CGPoint(x: minX, y: minY).applying(t)
        let acrossX = CGPoint(x: t.a * width, y: t.b * width), acrossY = CGPoint(x: t.c * height, y: t.d * height)
        let x = origin.x + min(acrossX.x, 0) + min(acrossY.x, 0)
        let y = origin.y + min(acrossX.y, 0) + min(acrossY.y, 0)
        return CGRect(x: x, y: y, width: abs(acrossX.x) + abs(acrossY.x), height: abs(acrossX.y) + abs(acrossY.y))
    }
}
#endif
