import Foundation

/// A rectangular node of the retained view tree, laid out like `UIView`: `center`, `bounds` and `transform` are the
/// stored geometry and `frame` is derived from them.
@MainActor
open class View: Responder {
    /// A name for traces, view dumps and tests (`monkey`, `knob`, …).
    public var name: String

    /// The centre of the view in its superview's coordinates.
    public var center: CGPoint = .zero { didSet { View.geometryGeneration &+= 1 } }
    /// The view's own coordinate space; a non-zero origin scrolls the content.
    public var bounds: CGRect = .zero { didSet { View.geometryGeneration &+= 1 } }
    /// Applied about the centre, as in UIKit.
    public var transform: CGAffineTransform = .identity { didSet { View.geometryGeneration &+= 1 } }
    // Hit testing reads these for every view it passes on every touch-down: computed over internal storage, they
    // need no run-time exclusivity check (see `superview`).
    /// Opacity, multiplied down the tree; at 0.01 or less the view is invisible to hit testing too.
    public var alpha: CGFloat {
        get { storedAlpha }
        set { storedAlpha = newValue }
    }
    private var storedAlpha: CGFloat = 1
    /// Hides the view and its subtree from drawing and hit testing.
    public var isHidden: Bool {
        get { storedIsHidden }
        set { storedIsHidden = newValue }
    }
    private var storedIsHidden = false
    /// When false, touches pass through the view (and its subtree) to what lies behind it.
    public var isUserInteractionEnabled: Bool {
        get { storedIsUserInteractionEnabled }
        set { storedIsUserInteractionEnabled = newValue }
    }
    private var storedIsUserInteractionEnabled = true
    /// When false, only the first touch of a sequence is delivered to this view.
    public var isMultipleTouchEnabled = false
    /// While a finger is down on this view no other view in the window gets a new touch, and a finger landing here
    /// while another view has one gets nothing (UIKit's `isExclusiveTouch`): neither views nor recognizers see it.
    public var isExclusiveTouch = false
    /// Filled behind the content; nil draws nothing.
    public var backgroundColor: Color?
    /// The colour a view draws its content in, when it has one (UIKit's `tintColor`); view dumps show it.
    public var tintColor: Color?
    /// Limits drawing of the subviews to the bounds.
    public var clipsToBounds = false

    /// Computed over internal storage: the responder chain reads it for every view on every event, and a public
    /// stored property would need a run-time exclusivity check on each read.
    public private(set) var superview: View? {
        get { storedSuperview }
        set {
            storedSuperview = newValue
            View.geometryGeneration &+= 1
        }
    }
    /// Not retained, as in UIKit, and not weak either: one weak reference gives a view a side table for life, which
    /// makes every retain and release of it several times dearer, and delivery retains views on every event. A
    /// superview clears this in its subviews when it goes away (`deinit`), so it never dangles.
    private unowned(unsafe) var storedSuperview: View?

    /// Bumped by every geometry or tree change, so cached window transforms know when they are stale.
    static var geometryGeneration: UInt64 = 0
    var cachedWindowTransform: (generation: UInt64, toWindow: CGAffineTransform, fromWindow: CGAffineTransform)?
    var cachedSuperviewInverse: (generation: UInt64, transform: CGAffineTransform)?
    /// Whether the view may become its window's first responder (default false; text views say true).
    open var canBecomeFirstResponder: Bool { false }

    /// The child views, back to front: the last is drawn on top and hit-tested first.
    public private(set) var subviews: [View] {
        get { storedSubviews }
        set { storedSubviews = newValue }
    }
    /// Changed only in place by plain array calls that can't reach back into the view, so no run-time check.
    @exclusivity(unchecked) private var storedSubviews: [View] = []

    /// The recognizers attached to this view, in the order they were added.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    /// A view with `frame` in its superview's coordinates and a `name` for traces, dumps and tests.
    public init(frame: CGRect = .zero, name: String = "") {
        self.name = name
        super.init()
        self.frame = frame
    }

    /// Clears the unretained back references to this view (subviews' superview, recognizers' view) before it goes.
    isolated deinit {
        for subview in subviews { subview.storedSuperview = nil }
        for recognizer in gestureRecognizers { recognizer.viewDidGoAway() }
    }

    /// The view's rectangle in its superview, derived from `center`, `bounds.size` and `transform`. Like UIKit,
    /// setting it when the transform is not the identity is undefined; here it sets the centre and the size.
    public var frame: CGRect {
        get {
            let local = CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
            return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            bounds.size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The window at the root of this view's tree, if any. Stored and kept up to date as views move between
    /// trees, because delivery asks for it for every recognizer on every event.
    public internal(set) var window: Window? {
        get { storedWindow }
        set { storedWindow = newValue }
    }
    private weak var storedWindow: Window?

    /// Points this view and its subtree at a new window, telling each view that changes window first.
    private func setWindowRecursively(_ newWindow: Window?) {
        if newWindow !== window { willMove(toWindow: newWindow) }
        window = newWindow
        let identity = newWindow.map(ObjectIdentifier.init)
        for recognizer in gestureRecognizers { recognizer.windowIdentity = identity }
        for subview in subviews { subview.setWindowRecursively(newWindow) }
    }

    open override var next: Responder? { superview }

    /// Called just before the view moves to `newWindow` (nil: out of any window), while `window` is still the old
    /// one (UIKit's `willMove(toWindow:)`); a view with work on the old window's animator stops it here.
    open func willMove(toWindow newWindow: Window?) {}

    // MARK: Subviews

    /// Adds `view` in front of the other subviews, taking it from its old superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts at a z-order index (0 is the back-most).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view can't contain itself")
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            storedSubviews.remove(at: current)
            storedSubviews.insert(view, at: min(index, storedSubviews.count))
            return
        }
        view.removeFromSuperview()
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
        view.superview = self
        view.setWindowRecursively(window)
    }

    /// Inserts `view` just in front of `sibling`.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard view !== sibling else { return }
        guard let index = siblingIndex(of: sibling, without: view) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    /// Inserts `view` just behind `sibling`.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard view !== sibling else { return }
        guard let index = siblingIndex(of: sibling, without: view) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: index)
    }

    /// The sibling's index once `view` is out of the list, where `insertSubview(_:at:)` puts a view it moves: taken
    /// with the view still in, a view moved up landed one place past its sibling.
    private func siblingIndex(of sibling: View, without view: View) -> Int? {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return nil }
        guard view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) else { return index }
        return current < index ? index - 1 : index
    }

    /// Moves a subview in front of its siblings, so it draws on top and is hit first.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.append(storedSubviews.remove(at: index))
    }

    /// Moves a subview behind its siblings.
    public func sendSubviewToBack(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.insert(storedSubviews.remove(at: index), at: 0)
    }

    /// Detaches the view; touches in flight on it or its subtree are cancelled, as when UIKit removes a view.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = parent.window
        parent.storedSubviews.removeAll { $0 === self }
        superview = nil
        setWindowRecursively(nil)
        oldWindow?.viewWasRemoved(self)
    }

    /// Whether this view is `view` or inside its subtree.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Depth-first search of the subtree, self included.
    public func viewWithName(_ name: String) -> View? {
        if self.name == name { return self }
        for subview in subviews {
            if let found = subview.viewWithName(name) { return found }
        }
        return nil
    }

    // MARK: Gesture recognizers

    /// Attaches a recognizer: it sees the touches of this view and its subviews before the view does.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.attach(to: self)
    }

    /// Detaches the recognizer; if it was tracking touches it stops and its touches go on to the views.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.detach()
    }

    /// Asked before a recognizer on this view (or an ancestor) leaves possible; false makes it fail. UIKit's
    /// `UIView.gestureRecognizerShouldBegin(_:)`.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    // MARK: Hit testing (see View+HitTesting.swift)

    /// Whether the point (in this view's coordinates) is inside it. Subclasses may enlarge or shape the target.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest view that should receive a touch at `point` (in this view's coordinates).
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        defaultHitTest(point, with: event)
    }

    // MARK: Drawing and layout

    /// Draws the view's content in its bounds coordinates; the background is already filled.
    open func draw(in context: GraphicsContext) {}

    /// Whether drawing visits `subview` (a scroll view skips those outside its bounds).
    func shouldDrawSubview(_ subview: View) -> Bool { true }

    /// Called once per frame before drawing, for views that position their subviews.
    open func layoutSubviews() {}

    /// A short type name for traces and dumps.
    open var typeName: String { String(describing: type(of: self)) }
}
