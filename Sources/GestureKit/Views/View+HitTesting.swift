import Foundation

extension View {
    /// Views at or below this alpha are invisible to touches, as in UIKit.
    public static let minimumHitTestAlpha: CGFloat = 0.01

    /// UIKit's hit-testing walk: the front-most descendant (or self) that contains the point and takes touches.
    /// Hidden, non-interactive and near-transparent views are skipped with their subtrees, and a point outside a
    /// view never reaches its subviews. `hitTest(_:with:)` calls this unless a subclass overrides it.
    public func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha > View.minimumHitTestAlpha,
              self.point(inside: point, with: event)
        else { return nil }
        for subview in subviews.reversed() {
            let local = point.applying(subview.transformFromSuperview)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
