import Foundation

/// The root of a view tree and the entry point for touches (UIKit's `UIWindow` plus the part of `UIApplication`
/// that turns raw finger input into touch events). It owns the engine clock, the gesture arena and the animator.
@MainActor
open class Window: View {
    /// The only time source of everything under this window.
    public let clock: EngineClock
    /// Callbacks for every state transition and view delivery (trace files, the inspector, tests).
    public var observers: [@MainActor (GestureTraceEvent) -> Void] {
        get { storedObservers }
        set { storedObservers = newValue }
    }
    /// Internal storage under the public property: the per-delivery emptiness check needs no run-time
    /// exclusivity check.
    private var storedObservers: [@MainActor (GestureTraceEvent) -> Void] = []
    /// Callbacks before and after each event made of raw samples (`DispatchNotice`): what follows the input without
    /// entering the engine itself (the inspector's story, the touch overlay, the tuning panel).
    public var dispatchObservers: [@MainActor (DispatchNotice) -> Void] = []
    /// Called when a recognizer of this window is asked for an illegal state change, which is refused; nil: an
    /// assertion in debug builds, ignored in release (`GestureRecognizer.assertIllegalTransition`). Tests set it to
    /// observe refusals.
    public var illegalTransitionHandler: (@MainActor (GestureRecognizer, GestureRecognizer.State,
                                                      GestureRecognizer.State) -> Void)?

    /// Settles recognizer interactions; created with the window (not lazily: it is used on every event).
    let arena = GestureArena()
    /// Runs view animations and frame callbacks on this window's clock.
    public private(set) lazy var animator = Animator(clock: clock)

    /// The view that receives keyboard text (see `View.becomeFirstResponder()`); nil once it leaves the window.
    public internal(set) var firstResponder: View? {
        get { storedFirstResponder?.window === self ? storedFirstResponder : nil }
        set { storedFirstResponder = newValue }
    }
    private weak var storedFirstResponder: View?

    /// The single event object of the current sequence.
    public let currentEvent = Event()
    /// Touches by host finger id, while down.
    /// This and `pendingViewTouches` are touched several times per event and only ever mutated in place by plain
    /// collection calls that can't reach back into the window, so their run-time exclusivity check is off.
    @exclusivity(unchecked) var activeTouches: [Int: Touch] = [:]
    /// Touches down or still owed a message by a view (withheld began or ended), in arrival order.
    @exclusivity(unchecked) var pendingViewTouches: [Touch] = []
    var sequenceNumber = 0
    /// Scroll views with a finger down, told after each event whether their fingers have all lifted (their pan may
    /// have failed and no longer hear the lift).
    var trackingScrollViews: [ScrollView] = []
    /// Events whose delivery is under way (nested when an action dispatches input); finished touches are kept
    /// until the outermost delivery is done.
    var eventsInDelivery = 0
    /// Counts up when an event's delivery starts and when it ends, so a release between events (a timer) is
    /// told apart from one inside the event that held the message back.
    var deliveryStep = 0
    /// The last `Touch.serial` given out.
    var lastTouchSerial = 0
    /// The one-touch set that messages carried last (see `touchSet(of:)`).
    var singleTouchSet: Set<Touch> = []
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

    /// Taps closer than this in time and space count up `Touch.tapCount`.
    public static let tapCountInterval: TimeInterval = 0.35
    /// See `tapCountInterval`: the distance half of UIKit's tap counting.
    public static let tapCountDistance: CGFloat = 45

    /// A window of `frame` whose recognizers and animations run on `clock` (the host's, or a test's by hand).
    public init(frame: CGRect, clock: EngineClock = EngineClock(), name: String = "window") {
        self.clock = clock
        super.init(frame: frame, name: name)
        arena.window = self
        window = self
        isMultipleTouchEnabled = true
    }

    open override var next: Responder? { nil }

    /// Whether any finger is down.
    public var hasActiveTouches: Bool { !activeTouches.isEmpty }

    /// Advances the engine clock (firing recognizer timers) and steps animations to `time`.
    public func advance(to time: TimeInterval) {
        clock.advance(to: time)
        animator.step(to: clock.now)
    }

    /// Whether anyone listens; reasons and notes are only worked out when someone does.
    var isObserved: Bool { !storedObservers.isEmpty }

    func trace(_ recognizer: GestureRecognizer, from: GestureRecognizer.State, to: GestureRecognizer.State, action: Bool,
               reason: TransitionReason? = nil) {
        guard isObserved else { return }
        let event = GestureTraceEvent.transition(RecognizerTransition(
            time: clock.now, recognizer: recognizer.name, type: recognizer.typeName, view: recognizer.view?.name ?? "",
            from: from, to: to, action: action, location: recognizer.location(in: nil), reason: reason,
            fields: to == .ended ? recognizer.recognitionFields : []))
        observers.forEach { $0(event) }
    }

    func traceDelivery(_ view: View, _ kind: ViewDelivery.Kind, _ touches: Set<Touch>, note: DeliveryNote? = nil) {
        guard isObserved else { return }
        let event = GestureTraceEvent.delivery(ViewDelivery(time: clock.now, view: view.name, kind: kind,
                                                            touches: touches.count,
                                                            serials: touches.map(\.serial).sorted(), note: note))
        observers.forEach { $0(event) }
    }

    func traceWait(_ recognizer: GestureRecognizer, _ phase: RecognizerWait.Phase, wanted: GestureRecognizer.State,
                   waitingFor: [GestureRecognizer], reason: TransitionReason? = nil) {
        guard isObserved else { return }
        let event = GestureTraceEvent.wait(RecognizerWait(
            time: clock.now, recognizer: recognizer.name, view: recognizer.view?.name ?? "", phase: phase,
            wanted: wanted, waitingFor: waitingFor.map(\.name), reason: reason))
        observers.forEach { $0(event) }
    }

    func traceUnseen(_ recognizer: GestureRecognizer, _ touch: Touch, _ cause: UnseenTouch.Cause) {
        guard isObserved else { return }
        let event = GestureTraceEvent.unseenTouch(UnseenTouch(
            time: clock.now, recognizer: recognizer.name, view: recognizer.view?.name ?? "", touch: touch.serial,
            touchView: touch.view?.name ?? "", cause: cause))
        observers.forEach { $0(event) }
    }

    func nextTapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let lastTap, time - lastTap.time <= Window.tapCountInterval,
              lastTap.location.distance(to: location) <= Window.tapCountDistance
        else { return 1 }
        return lastTap.count + 1
    }

    func noteTouchEnded(_ touch: Touch) {
        lastTap = (touch.locationInWindow, touch.timestamp, touch.tapCount)
    }

    // MARK: Tree changes

    /// Touches in a removed subtree are cancelled in their views and the subtree's recognizers stop, as when UIKit
    /// takes a view out of the window mid-gesture.
    func viewWasRemoved(_ root: View) {
        arena.perform {
            let orphaned = pendingViewTouches.filter { $0.view?.isDescendant(of: root) == true }
            cancelTouchesInViews(orphaned, note: .viewRemoved)
            for recognizer in arena.participants where recognizer.view?.isDescendant(of: root) == true {
                arena.stop(recognizer, because: .viewLeftWindow)
                forgetRecognizer(recognizer)
            }
        }
    }

    /// Drops a recognizer from the touches that list it, so it no longer holds back their delivery.
    func forgetRecognizer(_ recognizer: GestureRecognizer) {
        for touch in activeTouches.values { touch.gestureRecognizers.removeAll { $0 === recognizer } }
        for touch in pendingViewTouches { touch.gestureRecognizers.removeAll { $0 === recognizer } }
    }
}
