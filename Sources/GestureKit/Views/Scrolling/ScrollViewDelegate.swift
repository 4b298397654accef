import Foundation

/// Hears a scroll view's scrolling and zooming and names the view it zooms (UIKit's `UIScrollViewDelegate`). Every
/// method is optional through the default implementations below; the scroll view holds its delegate weakly.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (dragging, decelerating, animating, or set).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag became a scroll.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted: `velocity` in points per millisecond (UIKit's unit); `targetContentOffset` is where the
    /// scroll view will come to rest, and the delegate may move it.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: inout CGPoint)
    /// The drag ended; `decelerate` says whether the content goes on moving (a fling, a page, a spring back).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on after the lift.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after moving on.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation of `setContentOffset(_:animated:)` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The view that zooms; nil (the default) means the scroll view doesn't zoom.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// Zooming starts (a pinch began, or an animated zoom).
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// Zooming ended at `scale` (after any bounce back into the allowed range).
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: inout CGPoint) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
}
