import Foundation

/// One finger for the length of a multitouch sequence, updated in place as it moves (UIKit's `UITouch`).
@MainActor
public final class Touch: Hashable {
    /// Where a touch is in its life, as UIKit names it: delivery sends each view the phase's message.
    public enum Phase: String, Sendable {
        /// The finger came down in this event.
        case began
        /// The finger moved in this event.
        case moved
        /// The finger is down but didn't move in this event (another finger did).
        case stationary
        /// The finger lifted in this event.
        case ended
        /// The system took the finger away (an interruption, the view removed); no more messages follow.
        case cancelled
    }

    /// The host's key for the finger (opaque; unique among the fingers down).
    public let identifier: Int
    /// Unique among all touches a window has seen: host ids are reused from finger to finger, this never is, so
    /// observers can follow one touch through its messages.
    public let serial: Int
    // Public properties read on every event are computed over internal storage, so reading them needs no
    // run-time exclusivity check (see GestureRecognizer).
    /// The touch's phase in the current event.
    public internal(set) var phase: Phase {
        get { storedPhase }
        set { storedPhase = newValue }
    }
    private var storedPhase: Phase
    /// When the touch last changed, in engine-clock seconds.
    public internal(set) var timestamp: TimeInterval {
        get { storedTimestamp }
        set { storedTimestamp = newValue }
    }
    private var storedTimestamp: TimeInterval
    /// Taps at nearly the same place in quick succession count up, as in UIKit.
    public internal(set) var tapCount: Int
    /// The view the touch started in (the hit-test view).
    public internal(set) var view: View? {
        get { storedView }
        set { storedView = newValue }
    }
    /// Retained, as UIKit's `UITouch.view` is: the view stays valid for the touch's whole life.
    private var storedView: View?
    /// The window the touch is in; held weakly, so a closed window frees its touches.
    public internal(set) var window: Window? {
        get { storedWindow }
        set { storedWindow = newValue }
    }
    private weak var storedWindow: Window?
    /// The recognizers receiving this touch, from the hit view outwards.
    public internal(set) var gestureRecognizers: [GestureRecognizer] {
        get { storedGestureRecognizers }
        set { storedGestureRecognizers = newValue }
    }
    /// Only ever mutated for an instant by engine code that calls nothing else meanwhile, so no run-time check.
    @exclusivity(unchecked) private var storedGestureRecognizers: [GestureRecognizer] = []

    /// Locations in window coordinates.
    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint

    /// Which multitouch sequence of the window the touch belongs to.
    var sequence = 0
    /// Changed since the last event was sent.
    var isStaged = false
    // Delivery bookkeeping for the touch's view.
    var viewSawBegan = false
    var viewIsDone = false
    var viewBeganWithheld = false
    var viewMovesWithheld = false
    var viewEndWithheld: Phase?
    /// The window's `deliveryStep` when a message of this touch was first held back, to tell a delay across
    /// events from a hold inside one.
    var withheldAtStep = 0
    /// Why the touch was cancelled, once it was.
    var cancelCause: TouchCancelCause?
    /// True when the view never gets this touch (a second finger on a view that isn't multiple-touch enabled).
    var viewExcluded = false

    init(identifier: Int, serial: Int, location: CGPoint, timestamp: TimeInterval, window: Window, view: View?,
         tapCount: Int) {
        self.identifier = identifier
        self.serial = serial
        self.storedPhase = .began
        self.storedTimestamp = timestamp
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.storedWindow = window
        self.storedView = view
        self.tapCount = tapCount
    }

    /// The location in `view`'s coordinates (nil: the window's).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// Where the touch was before its last move, in `view`'s coordinates (nil: the window's), for deltas.
    public func previousLocation(in view: View?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    var isActive: Bool {
        switch storedPhase {
        case .ended, .cancelled: false
        case .began, .moved, .stationary: true
        }
    }

    public nonisolated static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
