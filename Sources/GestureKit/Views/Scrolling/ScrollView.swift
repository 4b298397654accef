import Foundation

/// A view that scrolls and zooms its content (UIKit's `UIScrollView`). `contentOffset` is the bounds' origin, so
/// subviews move by it as UIKit's do; the scroll view clips to its bounds and draws only subviews that show.
///
/// Its touches are UIKit's (Apple's UIScrollView reference): a delayed-touches recognizer holds the content's
/// touches for `contentTouchDelay` while `delaysContentTouches` is true; its `panGestureRecognizer` scrolls, and when
/// it begins it cancels the content's touches unless the content is tracking and `canCancelContentTouches` is false
/// or `touchesShouldCancel(in:)` says no (a `Control`); its `pinchGestureRecognizer` zooms the delegate's
/// `viewForZooming(in:)`. Motion (deceleration, rubber band, spring back, paging, animations) runs on the window's
/// animator, on virtual time (`ScrollPhysics`).
@MainActor
open class ScrollView: View {
    /// How fast a fling slows: the fraction of its velocity left after each millisecond (UIKit's
    /// `UIScrollView.DecelerationRate`).
    public struct DecelerationRate: Equatable, Sendable {
        /// The fraction per millisecond.
        public var rawValue: CGFloat
        /// A rate of `rawValue` per millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's quick stop, 0.99 (also the rate paging settles at).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How long content touches are held while the scroll view decides (UIKit documents none; 150 ms is the value
    /// of its `UIScrollViewDelayedTouchesBeganGestureRecognizer`, as Godot's iOS port copies it).
    public static let defaultContentTouchDelay: TimeInterval = 0.15
    /// How long `setContentOffset(_:animated:)` and `setZoomScale(_:animated:)` take.
    public static let animationDuration: TimeInterval = 0.3

    /// Hears scrolling and zooming, and names the view to zoom; held weakly.
    public weak var delegate: ScrollViewDelegate? {
        didSet { updateZoomEnabled() }
    }

    /// The point of the content at the bounds' top-left corner: the bounds' origin.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }
    /// The size of the content, which sets how far it scrolls.
    public var contentSize: CGSize = .zero
    /// Room around the content the scroll view may scroll to.
    public var contentInset: EdgeInsets = .zero
    /// The inset scrolling honours; equal to `contentInset` (there is no safe area here).
    public var adjustedContentInset: EdgeInsets { contentInset }

    /// False stops the user scrolling (the pan is disabled); offsets can still be set.
    public var isScrollEnabled = true {
        didSet { updateRecognizers() }
    }
    /// Whether content touches wait `contentTouchDelay` while the scroll view decides (default true).
    public var delaysContentTouches = true {
        didSet { updateRecognizers() }
    }
    /// How long `delaysContentTouches` holds content touches: not a UIKit property (UIKit's is fixed at 0.15 s); the
    /// sandbox's tuning presets set other platforms' press delays here.
    public var contentTouchDelay: TimeInterval = ScrollView.defaultContentTouchDelay
    /// Whether a drag that becomes a scroll may take touches the content is tracking (default true).
    public var canCancelContentTouches = true
    /// How fast a fling slows after the lift.
    public var decelerationRate: DecelerationRate = .normal
    /// `decelerationRate` as the motion uses it, within 0...0.999: a rate of 1 or more never slows and a negative one
    /// has no powers (the offset went infinite or NaN); one that is not a number is UIKit's normal.
    var motionRate: CGFloat {
        let raw = decelerationRate.rawValue
        return raw.isFinite ? min(max(raw, 0), 0.999) : DecelerationRate.normal.rawValue
    }
    /// Whether the content can be dragged past its edges (the rubber band) and springs back (default true).
    public var bounces = true
    /// Bounce vertically even when the content is not taller than the view (only with `bounces`).
    public var alwaysBounceVertical = false
    /// Bounce horizontally even when the content is not wider than the view (only with `bounces`).
    public var alwaysBounceHorizontal = false
    /// Whether scrolling stops on multiples of the bounds' size.
    public var isPagingEnabled = false
    /// Whether a drag that starts along one axis stays on it (a diagonal start stays free).
    public var isDirectionalLockEnabled = false

    /// The smallest zoom scale (default 1).
    public var minimumZoomScale: CGFloat = 1 { didSet { updateZoomEnabled() } }
    /// The largest zoom scale (default 1: no zooming).
    public var maximumZoomScale: CGFloat = 1 { didSet { updateZoomEnabled() } }
    /// Whether a pinch may go past the zoom limits and bounce back (default true).
    public var bouncesZoom = true
    /// The zoom view's scale.
    public var zoomScale: CGFloat {
        get { storedZoomScale }
        set { applyZoom(newValue, keeping: CGPoint(x: bounds.width / 2, y: bounds.height / 2)) }
    }
    var storedZoomScale: CGFloat = 1

    /// The drag that scrolls; public, for `require(toFail:)` and delegates, as UIKit's.
    public let panGestureRecognizer: PanGestureRecognizer = ScrollViewPanGestureRecognizer()
    /// The pinch that zooms; enabled while the delegate names a zoom view and the limits differ.
    public let pinchGestureRecognizer: PinchGestureRecognizer = ScrollViewPinchGestureRecognizer()
    /// Holds content touches back while the scroll view decides (`delaysContentTouches`).
    let delayedTouchesRecognizer = ScrollViewDelayedTouchesGestureRecognizer()

    /// A finger is on the scroll view (it may not have started dragging).
    public var isTracking: Bool { !trackedFingers.isEmpty }
    /// The fingers that came down on the scroll view since it last had none.
    var trackedFingers: [Touch] = []
    /// The user is scrolling the content.
    public internal(set) var isDragging = false
    /// The content moves on after the lift (a fling, a page, a spring back).
    public internal(set) var isDecelerating = false
    /// The user is pinching.
    public internal(set) var isZooming = false

    /// The drag in progress: the offset it started from (as the finger would have it, before the rubber band) and
    /// the axis it is locked to.
    var drag: (start: CGPoint, lock: Axis?)?
    /// The motion after a lift or of an animation, on the animator's clock.
    var motion: Motion?
    var motionCallback: Int?
    /// An animated zoom in progress: the view, and the scale, content point and viewport point it ends at.
    var zoomAnimation: (view: View?, scale: CGFloat, anchor: CGPoint, at: CGPoint)?
    /// How far the motion a touch just stopped still had to go, in points, until the delayed-touches recognizer
    /// reports it.
    var touchStoppedMotionLeft: CGFloat?
    /// The pinch in progress: the content point (unzoomed) under the fingers and the scale it started at.
    var pinch: (anchor: CGPoint, startScale: CGFloat)?

    /// A scroll view of `frame` with UIKit's defaults.
    public override init(frame: CGRect = .zero, name: String = "") {
        super.init(frame: frame, name: name)
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(delayedTouchesRecognizer)
        addGestureRecognizer(pinchGestureRecognizer)
        panGestureRecognizer.addAction { [unowned self] (pan: GestureRecognizer) in handlePan(pan) }
        pinchGestureRecognizer.addAction { [unowned self] (pinch: GestureRecognizer) in handlePinch(pinch) }
        nameRecognizers()
        updateRecognizers()
        updateZoomEnabled()
    }

    public override var name: String {
        didSet { nameRecognizers() }
    }

    private func nameRecognizers() {
        panGestureRecognizer.name = "\(name).pan"
        pinchGestureRecognizer.name = "\(name).pinch"
        delayedTouchesRecognizer.name = "\(name).delay"
    }

    private func updateRecognizers() {
        panGestureRecognizer.isEnabled = isScrollEnabled
        delayedTouchesRecognizer.isEnabled = isScrollEnabled && delaysContentTouches
    }

    /// Apple: the maximum zoom scale "must be greater than the minimum zoom scale for zooming to be enabled".
    func updateZoomEnabled() {
        pinchGestureRecognizer.isEnabled = maximumZoomScale > minimumZoomScale
            && delegate?.viewForZooming(in: self) != nil
    }

    /// Leaving its window (or moving to another), the scroll view lets go of its fingers and its motion ends at once
    /// on its target, as a motion started with no window does: the old window's animator no longer drives it.
    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        window?.trackingScrollViews.removeAll { $0 === self }
        trackedFingers.removeAll()
        touchStoppedMotionLeft = nil
        finishMotionAtOnce()
    }

    // MARK: Content touches

    /// Asked before the content gets a touch's began; false keeps every message of the touch from `view`
    /// (UIKit's default: true).
    open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool { true }

    /// Asked when a drag becomes a scroll while `view` is tracking the touch (and `canCancelContentTouches` is
    /// true): true cancels the view's touches and scrolls; false leaves the touch with the view and doesn't scroll.
    /// UIKit's default: true, except for a `Control`.
    open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }

    /// Why the pan may not begin after `travel` (in the scroll view's coordinates), or nil when it may.
    func panRefusal(travel: CGPoint, touches: [Touch]) -> TransitionReason? {
        let horizontal = canScrollHorizontally, vertical = canScrollVertically
        let acrossMore = abs(travel.x) > abs(travel.y)
        if !horizontal && !vertical || horizontal && !vertical && !acrossMore || vertical && !horizontal && acrossMore {
            let detail = !horizontal && !vertical ? "cannot scroll" : horizontal ? "scrolls only horizontally"
                : "scrolls only vertically"
            return TransitionReason(.scrollCannotMoveThatWay, [abs(travel.x), abs(travel.y)], detail: detail)
        }
        for touch in touches where touch.viewSawBegan && !touch.viewIsDone && !touch.viewExcluded {
            guard let content = touch.view, content !== self, content.isDescendant(of: self) else { continue }
            if !canCancelContentTouches { return TransitionReason(.scrollContentTracking, detail: content.name) }
            if !touchesShouldCancel(in: content) {
                return TransitionReason(content is Control ? .scrollControlKeepsTouch : .scrollTouchesShouldCancelFalse,
                                        detail: content.name)
            }
        }
        return nil
    }

    // MARK: Geometry

    /// The smallest content offset: the insets' top-left.
    public var minimumContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest content offset at rest: the content's far edge (plus its inset) at the bounds' far edge.
    public var maximumContentOffset: CGPoint {
        let minimum = minimumContentOffset
        return CGPoint(x: max(minimum.x, contentSize.width + adjustedContentInset.right - bounds.width),
                       y: max(minimum.y, contentSize.height + adjustedContentInset.bottom - bounds.height))
    }

    /// Whether the content is wider than the view (with its insets), or bounces horizontally anyway (Apple:
    /// `alwaysBounceHorizontal` allows the drag only with bouncing on).
    public var canScrollHorizontally: Bool {
        isScrollEnabled && (maximumContentOffset.x > minimumContentOffset.x || alwaysBounceHorizontal && bounces)
    }

    /// Whether the content is taller than the view (with its insets), or bounces vertically anyway (with `bounces`).
    public var canScrollVertically: Bool {
        isScrollEnabled && (maximumContentOffset.y > minimumContentOffset.y || alwaysBounceVertical && bounces)
    }

    /// `offset` brought inside the range the content may rest in.
    public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset, high = maximumContentOffset
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    // MARK: Drawing

    /// Only subviews whose frame meets the bounds are drawn (the rest is clipped away anyway).
    override func shouldDrawSubview(_ subview: View) -> Bool {
        subview.frame.intersects(bounds)
    }
}
