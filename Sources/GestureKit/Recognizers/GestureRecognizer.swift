import Foundation

/// The base class of every recognizer (UIKit's `UIGestureRecognizer`): it receives touches before its view,
/// moves through the state machine, and sends actions to its targets on began, changed, ended and cancelled.
///
/// Subclasses override the touch methods and `reset()` (calling `super`) and move the state machine with
/// `setState(_:)`, which `@_spi(GestureRecognizerSubclass) import GestureKit` makes visible — the counterpart of
/// UIKit's `UIGestureRecognizerSubclass.h`. Recognizers inside GestureKit assign `state` directly.
@MainActor
open class GestureRecognizer {
    struct Action {
        weak var target: AnyObject?
        let hasTarget: Bool
        let invoke: @MainActor (AnyObject?, GestureRecognizer) -> Void
    }

    /// What an illegal state change does where the recognizer's window has no handler of its own
    /// (`Window.illegalTransitionHandler`): an assertion in debug builds, ignored in release.
    public static func assertIllegalTransition(_ recognizer: GestureRecognizer, from: State, to: State) {
        assertionFailure("illegal transition \(from) → \(to) in \(recognizer.typeName) '\(recognizer.name)'")
    }

    private var storedState: State = .possible

    /// The current state. Only the engine and subclasses change it (see `setState(_:)`).
    public internal(set) var state: State {
        get { storedState }
        set { requestTransition(to: newValue) }
    }

    /// A name for traces and the inspector (`monkey.pan`, …).
    public var name: String = ""

    // Public properties the engine reads on every event are computed over internal storage: a public stored
    // property could be under a long access in another module, so every read of it would pay a run-time
    // exclusivity check; internal storage that is only touched for an instant needs none.

    /// The view the recognizer is attached to (`View.addGestureRecognizer(_:)` sets it), whose touches it sees.
    public internal(set) var view: View? {
        get { storedView }
        set { storedView = newValue }
    }
    /// Not retained (the view holds its recognizers) and not weak, for the reason given at `View.superview`; the
    /// view clears it when it detaches the recognizer or goes away.
    private unowned(unsafe) var storedView: View?
    /// The window `view` is in, as an identity kept up to date by the view tree. Delivery asks every recognizer on
    /// the path on every event whether it is still in the window; weak loads of `view` and `view.window` there cost
    /// more than the rest of a recognizer's work for a move.
    var windowIdentity: ObjectIdentifier?
    /// Asked about beginning, receiving touches and relationships with other recognizers; held weakly, as in UIKit.
    public var delegate: GestureRecognizerDelegate? {
        get { storedDelegate }
        set { storedDelegate = newValue }
    }
    private weak var storedDelegate: GestureRecognizerDelegate?

    /// Disabling a recognizer mid-gesture cancels it (or fails it if it had not begun).
    public var isEnabled: Bool {
        get { storedIsEnabled }
        set {
            guard newValue != storedIsEnabled else { return }
            storedIsEnabled = newValue
            if !newValue { view?.window?.arena.recognizerWasDisabled(self) }
        }
    }
    private var storedIsEnabled = true

    /// When the recognizer begins or recognizes, touches it holds are cancelled in the view (default true).
    public var cancelsTouchesInView: Bool {
        get { storedCancelsTouchesInView }
        set { storedCancelsTouchesInView = newValue }
    }
    private var storedCancelsTouchesInView = true
    /// Holds back began (and moved) touches from the view while this recognizer is possible (default false).
    public var delaysTouchesBegan: Bool {
        get { storedDelaysTouchesBegan }
        set { storedDelaysTouchesBegan = newValue }
    }
    private var storedDelaysTouchesBegan = false
    /// Holds back ended touches from the view while this recognizer is possible (default true).
    public var delaysTouchesEnded: Bool {
        get { storedDelaysTouchesEnded }
        set { storedDelaysTouchesEnded = newValue }
    }
    private var storedDelaysTouchesEnded = true

    var actions: [Action] = []
    // The touch collections below are read for every recognizer on every event. The engine mutates them only in
    // place with plain collection calls (append, insert, remove with a comparison closure) that cannot reach back
    // into the recognizer, and subclasses outside GestureKit can't see them, so accesses never overlap and the
    // run-time exclusivity check is switched off for them.

    /// Touches currently being tracked (ended ones leave once their event is processed), in arrival order.
    @exclusivity(unchecked) var touches: [Touch] = []
    /// Every touch received during this recognition attempt, kept for cancelling them in views.
    @exclusivity(unchecked) var trackedTouches: [Touch] = []
    @exclusivity(unchecked) var ignoredTouches: Set<Touch> = [] {
        didSet { hasIgnoredTouches = !ignoredTouches.isEmpty }
    }
    /// Mirrors `!ignoredTouches.isEmpty` as a plain flag for the per-event check in delivery.
    private(set) var hasIgnoredTouches = false
    /// Recognizers that must fail before this one may begin or recognize (`require(toFail:)`).
    var staticFailureRequirements: [WeakRecognizer] = []
    /// The arena whose `participants` hold this recognizer, as an identity (see `GestureArena.isParticipant`).
    var arenaMembership: ObjectIdentifier?
    /// The transition this recognizer wants while it waits for its failure requirements.
    var pendingState: State?
    /// The reason handed over with the transition being requested (only worked out while the window is observed).
    var requestedReason: TransitionReason?
    /// Set while the engine delivers cancelled touches, so a failure then is explained by the cancel's cause.
    var deliveringCancelCause: TouchCancelCause?
    /// The sequence end was already reported for this attempt (see `GestureArena.reportUndecided`).
    var reportedSequenceEnd = false
    /// Failure requirements for the current attempt, computed once (the delegate is asked once per attempt).
    var attemptRequirements: [WeakRecognizer]?
    /// Appended to and pruned by identifier comparisons only, so its run-time exclusivity check is off.
    @exclusivity(unchecked) var timers: [EngineClock.TimerID] = []
    /// The clock `timers` run on: the window's when they started, which the view may since have left.
    private weak var timerClock: EngineClock?
    private var lastLocationInWindow: CGPoint = .zero

    /// A recognizer with no actions; subclasses add their defaults and call it.
    public required init() {}

    /// Whether this gesture is the same as a control's default action (a single one-finger tap); such a
    /// recognizer on an ancestor of a `Control` doesn't begin on the control's touches.
    open var overlapsControlDefaultAction: Bool { false }

    /// A short type name for traces.
    open var typeName: String { String(describing: type(of: self)) }

    /// What this recognizer recognized, for the trace row of its transition to ended (a template recognizer's
    /// `gesture` and `score`); read only then, and only while someone observes the window. Default none.
    open var recognitionFields: [TraceField] { [] }

    // MARK: Targets and actions

    func appendAction(target: AnyObject?, _ invoke: @escaping @MainActor (AnyObject?, GestureRecognizer) -> Void) {
        actions.append(Action(target: target, hasTarget: target != nil, invoke: invoke))
    }

    /// Removes every action of `target`; nil removes all actions, closures included.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { return actions.removeAll() }
        actions.removeAll { $0.hasTarget && ($0.target === target || $0.target == nil) }
    }

    /// Removes every action, targets and closures alike, e.g. before reusing the recognizer elsewhere.
    public func removeAllActions() { actions.removeAll() }

    func sendActions() {
        for action in actions {
            if action.hasTarget {
                guard let target = action.target else { continue }
                action.invoke(target, self)
            } else {
                action.invoke(nil, self)
            }
        }
    }

    // MARK: Relationships

    /// This recognizer waits for `other` to fail before it begins or recognizes; if `other` succeeds, it fails.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !staticFailureRequirements.contains(where: { $0.value === other }) else { return }
        staticFailureRequirements.append(WeakRecognizer(other))
    }

    /// Subclass hook: may this recognizer, on recognizing, prevent `preventedGestureRecognizer`? Default true.
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Subclass hook: may `preventingGestureRecognizer` prevent this one? Default true.
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Engine hook for GestureKit's own pairs (a scroll view's pan and pinch): may the two recognize together
    /// whatever the delegates say? Default false.
    func recognizesSimultaneously(with other: GestureRecognizer) -> Bool { false }
    /// Subclass hook: must this recognizer wait for `otherGestureRecognizer` to fail? Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// Subclass hook: must `otherGestureRecognizer` wait for this one to fail? Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    // MARK: Touches (override in subclasses, calling super)

    /// New touches for this recognizer; override to follow them and move the state machine, calling super.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Moved touches; most recognizers decide here whether the gesture can still happen.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Lifted touches; a discrete recognizer usually recognizes or fails here.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Touches the system took away (an interruption); a begun recognizer should move to cancelled.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

    /// Returns the recognizer to its starting configuration; the engine calls it before the state returns to
    /// possible. Subclasses clear their own properties and call super.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer; the touch goes to the view as if this recognizer weren't there.
    public func ignore(_ touch: Touch, for event: Event) {
        guard !ignoredTouches.contains(touch) else { return }
        ignoredTouches.insert(touch)
        touches.removeAll { $0 === touch }
        view?.window?.arena.touchWasIgnored(touch, by: self)
    }

    // MARK: Location

    /// The touches this recognizer is following now (not ignored, not yet finished).
    public var numberOfTouches: Int { touches.count }

    /// The centroid of the recognizer's touches in `view` (nil: the window); after the last touch leaves, where
    /// it was last.
    open func location(in view: View?) -> CGPoint {
        let inWindow = touches.isEmpty ? lastLocationInWindow : touchCentroidInWindow
        guard let view else { return inWindow }
        return view.convert(inWindow, from: nil)
    }

    /// The location of one of the recognizer's touches, in arrival order.
    public func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
        precondition(touches.indices.contains(touchIndex), "touch index \(touchIndex) out of range 0..<\(touches.count)")
        return touches[touchIndex].location(in: view)
    }

    /// The centroid of the tracked touches, as a plain loop: read in every action, and a key path over main-actor
    /// properties would add a runtime isolation check per touch.
    private var touchCentroidInWindow: CGPoint {
        var sum = CGPoint.zero
        for touch in touches {
            sum.x += touch.locationInWindow.x
            sum.y += touch.locationInWindow.y
        }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    func rememberLocation() {
        if !touches.isEmpty { lastLocationInWindow = touchCentroidInWindow }
    }

    // MARK: Time

    /// The clock of the window the recognizer's view is in.
    public var clock: EngineClock? { view?.window?.clock }

    /// Runs `action` after `delay` on the engine clock, inside the engine's transition handling; cancelled by
    /// `reset()` and when the recognizer reaches a terminal state.
    public func scheduleTimer(after delay: TimeInterval, _ action: @escaping @MainActor (GestureRecognizer) -> Void) {
        guard let window = view?.window else { return }
        var id: EngineClock.TimerID?
        id = window.clock.schedule(after: delay) { [weak self, weak window] in
            guard let self, let window else { return }
            self.timers.removeAll { $0 == id }
            // A view that left the window took its recognizers out of this arena.
            guard self.view?.window === window else { return }
            window.arena.perform { action(self) }
        }
        if let id {
            timers.append(id)
            timerClock = window.clock
        }
    }

    /// Cancels the timers `scheduleTimer(after:)` started; the engine does it on reset and on terminal states.
    public func cancelTimers() {
        guard !timers.isEmpty else { return }
        // On the clock they started on: the view may have left that window (the timers must not fire there).
        if let clock = timerClock ?? clock { timers.forEach(clock.cancel) }
        timers.removeAll()
    }

    // MARK: State machine plumbing

    /// Requests a transition with its reason; the reason is only built when someone observes the window, so
    /// explaining costs nothing otherwise.
    func request(_ newState: State, _ reason: @autoclosure () -> TransitionReason) {
        // One load of the window, as a plain state change makes: weak loads are dear on the per-event path.
        guard let window = view?.window else { return requestTransition(to: newState) }
        guard window.isObserved else { return window.arena.requestTransition(self, to: newState) }
        requestedReason = reason()
        window.arena.requestTransition(self, to: newState)
        requestedReason = nil
    }

    /// Fails with a reason.
    func fail(_ reason: @autoclosure () -> TransitionReason) { request(.failed, reason()) }

    func requestTransition(to newState: State) {
        if let arena = view?.window?.arena {
            arena.requestTransition(self, to: newState)
        } else {
            guard validate(from: storedState, to: newState) else { return }
            storedState = newState
            if newState != .failed { sendActions() }
        }
    }

    /// Checks a transition, reporting illegal ones; a repeated terminal state is quietly ignored.
    func validate(from old: State, to new: State) -> Bool {
        if old.canTransition(to: new) { return true }
        if !(old.isTerminal && new.isTerminal) {
            let handler = view?.window?.illegalTransitionHandler ?? GestureRecognizer.assertIllegalTransition
            handler(self, old, new)
        }
        return false
    }

    /// Sets the stored state without arbitration (the arena's final step).
    func commitState(_ newState: State) {
        storedState = newState
        if newState.isTerminal { cancelTimers() }
    }

    /// The engine's reset: the subclass's `reset()`, then back to possible with nothing tracked.
    func performReset() {
        cancelTimers()
        reset()
        storedState = .possible
        pendingState = nil
        attemptRequirements = nil
        reportedSequenceEnd = false
        touches.removeAll(keepingCapacity: true)
        trackedTouches.removeAll(keepingCapacity: true)
        ignoredTouches.removeAll()
    }

    func attach(to view: View) {
        self.view = view
        windowIdentity = view.window.map(ObjectIdentifier.init)
    }

    /// The view is being deallocated: the recognizer is left without a view, as if removed from it.
    func viewDidGoAway() {
        storedView = nil
        windowIdentity = nil
    }

    /// Whether the recognizer's view is in `window`.
    func isInWindow(_ window: Window) -> Bool {
        windowIdentity == ObjectIdentifier(window)
    }

    func detach() {
        let window = view?.window
        window?.arena.recognizerWillDetach(self)
        view = nil
        windowIdentity = nil
        performReset()
    }
}

/// A weak reference for relationship lists, so requirements never keep a recognizer alive.
struct WeakRecognizer {
    weak var value: GestureRecognizer?
    init(_ value: GestureRecognizer) { self.value = value }
}
