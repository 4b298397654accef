internal import CSDL2
import Foundation
import GestureKit
import SandboxChrome
import SandboxInspector
import SandboxSession

/// Turns SDL input events into the engine's `TouchSample`s in window points. Pure logic over event values (no SDL
/// calls), so every rule below is tested by constructing events.
///
/// - Fingers of any touch device, keyed by (device, finger) and given small stable ids, since SDL's finger ids are
///   opaque; coordinates are normalised × the window size in points, so HiDPI pixel sizes never leak in.
/// - Mouse events SDL makes from touches and finger events SDL makes from the mouse are dropped: nothing counts twice.
/// - With no finger down, the left button is one finger; Alt adds a mirrored second finger (shown before the button
///   goes down, see `preview`), Alt+Shift a parallel one, Ctrl pins the second finger while the first moves alone,
///   M switches to 3, 4 or 5 fingers moving together, and Ctrl/Shift+wheel make short pinch/rotate gestures (see
///   `SimulatedSecondFinger`, `SimulatedFingerGroup`, `WheelGesture`).
/// - Focus loss, minimising and F9 cancel every touch; a finger whose up never arrives is cancelled when its device
///   goes away or its id goes down again, and a mouse button released unseen is noticed on the next motion.
@MainActor
public final class InputTranslator {
    /// How window units and finger fractions become scene points: the session's, handed on whenever it changes
    /// (a resize, a zoom, a docked panel). A replay's fingers are pushed in scene points and keep theirs.
    public var viewport: SceneViewport
    /// The centre (window points) of the view under a point, which the Alt-drag finger mirrors through.
    public var pivotProvider: @MainActor (CGPoint) -> CGPoint
    /// A wheel gesture ends this long after its last notch.
    public static let wheelQuietInterval: TimeInterval = 0.25

    /// Every finger down, by engine id.
    public private(set) var fingers: [Int: ActiveFinger] = [:]
    /// Where the mouse pointer was last seen, in window points.
    public private(set) var pointer: CGPoint?
    /// What the F5 panel shows: every finger report, and what was dropped or repaired on the way.
    public var health = InputHealth()

    private let replayCancelEventType: UInt32?
    private var idsByKey: [InputHealth.FingerKey: Int] = [:]
    private var mouseFingerID: Int?
    private var secondFinger: SimulatedSecondFinger?
    /// The multi-finger mode's fingers while the button is down.
    private var group: SimulatedFingerGroup?
    /// M: how many fingers the button puts down (3, 4 or 5); nil, one (or two with Alt).
    public private(set) var fingerCount: Int?
    private var wheel: WheelGesture?
    private(set) var modifiers = KeyModifiers()
    private var knownDevices: Set<Int64> = []
    /// The source of the finger last placed under each id, kept after it lifts so its up can be recorded with it.
    private var placedSources: [Int: FingerSource] = [:]
    /// The fingers lifted since `beginBatch()`, with where they came from: a replay's finger is not given a live
    /// one's id in the same batch, nor a live one a replay's. The chrome tells a replay's finger from a live one by
    /// its id after the batch (`ChromeFrame.isReplayed`): a live tap on the replay's Pause, lifted in the frame a
    /// replayed finger came down, lent it its id, so the tap was taken for the replay's, passed to the scene, and
    /// the replay went on.
    private var liftedThisBatch: [Int: FingerSource] = [:]

    /// `replayCancelEventType` is the SDL user event type a replay pushes for a cancelled finger (SDL has no
    /// finger-cancel event); its `code` is the recorded finger id.
    public init(viewport: SceneViewport, replayCancelEventType: UInt32? = nil,
                pivotProvider: @escaping @MainActor (CGPoint) -> CGPoint = { $0 }) {
        self.viewport = viewport
        self.replayCancelEventType = replayCancelEventType
        self.pivotProvider = pivotProvider
    }

    /// The fingers made up from the mouse, for drawing while a simulation is active.
    public var simulatedFingers: [ActiveFinger] {
        fingers.values.filter { !$0.source.isFinger }.sorted { $0.id < $1.id }
    }

    /// Whether a wheel gesture is on: it ends by itself once the wheel is quiet (see `tick(at:)`).
    public var hasWheelGesture: Bool { wheel != nil }

    /// Where the finger last given `id` comes from, also in the frame it lifted in.
    public func source(ofFinger id: Int) -> FingerSource? { fingers[id]?.source ?? placedSources[id] }

    /// Where the simulated fingers would go down, shown before the button is pressed: both fingers while Alt is
    /// held (mirrored through the pivot, or side by side with Shift), the 3–5 dots of the multi-finger mode.
    public var preview: [CGPoint] {
        guard mouseFingerID == nil, wheel == nil, let pointer,
              !fingers.values.contains(where: { $0.source.isFinger }) else { return [] }
        if let fingerCount { return SimulatedFingerGroup(count: fingerCount).locations(for: pointer) }
        guard modifiers.alt else { return [] }
        let second = SimulatedSecondFinger(id: 0, pointer: pointer, pivot: pivotProvider(pointer),
                                           parallel: modifiers.shift)
        return [pointer, second.location(for: pointer)]
    }

    /// All fingers down, in id order.
    public var activeFingers: [ActiveFinger] { fingers.values.sorted { $0.id < $1.id } }

    func translate(_ event: SDL_Event, at time: TimeInterval) -> [TouchSample] {
        switch event.type {
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            return translateFinger(event.tfinger, at: time)
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            return translateButton(event.button, at: time)
        case SDL_MOUSEMOTION.rawValue:
            return translateMotion(event.motion, at: time)
        case SDL_MOUSEWHEEL.rawValue:
            return translateWheel(event.wheel, at: time)
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            return translateKey(event.key, at: time)
        case SDL_WINDOWEVENT.rawValue:
            return translateWindowEvent(event.window, at: time)
        case let type where type == replayCancelEventType:
            guard let id = idsByKey.removeValue(forKey: InputHealth.FingerKey(device: SDLInputIDs.replayTouchID,
                                                                              finger: Int64(event.user.code)))
            else { return [] }
            return [lift(id, phase: .cancel, at: time, cause: .recording)]
        default:
            return []
        }
    }

    /// Ends a wheel gesture whose quiet interval has passed; call once a frame.
    public func tick(at time: TimeInterval) -> [TouchSample] {
        guard let wheel, time - wheel.lastTime >= Self.wheelQuietInterval else { return [] }
        return endWheel(at: time, phase: .up)
    }

    /// Cancels every touch, as an interruption does (focus loss, minimise, F9, switching scenes); `cause` goes
    /// with the cancels into the engine's reasons.
    public func cancelAll(at time: TimeInterval, cause: TouchCancelCause = .interruption) -> [TouchSample] {
        let samples = activeFingers.map {
            TouchSample(id: $0.id, phase: .cancel, location: $0.location, timestamp: time, cancelCause: cause)
        }
        if cause == .interruption { health.count(.interrupts) }
        for key in idsByKey.keys { health.end(key) }
        fingers.removeAll()
        idsByKey.removeAll()
        mouseFingerID = nil
        secondFinger = nil
        group = nil
        wheel = nil
        return samples
    }

    /// Cancels the fingers of touch devices that have gone away (unplugged): call with SDL's current device list.
    /// Devices never listed (the replay's) are left alone.
    public func touchDevicesPresent(_ present: Set<Int64>, at time: TimeInterval) -> [TouchSample] {
        knownDevices.formUnion(present)
        let gone = idsByKey.filter { knownDevices.contains($0.key.device) && !present.contains($0.key.device) }
        knownDevices.subtract(knownDevices.subtracting(present))
        health.count(.lostCancelled, by: gone.count)
        return gone.sorted { $0.value < $1.value }.map { key, id in
            idsByKey[key] = nil
            health.end(key)
            return lift(id, phase: .cancel, at: time, cause: .lostDevice)
        }
    }

    // MARK: Fingers

    private func translateFinger(_ event: SDL_TouchFingerEvent, at time: TimeInterval) -> [TouchSample] {
        guard event.touchId != SDLInputIDs.mouseTouchID else {
            health.count(.syntheticTouchDropped)
            return []
        }
        let key = InputHealth.FingerKey(device: event.touchId, finger: event.fingerId)
        if event.touchId != SDLInputIDs.replayTouchID {
            if event.type == SDL_FINGERUP.rawValue {
                health.end(key)
            } else {
                health.report(key, pressure: pressure(of: event), at: time)
            }
        }
        let fraction = CGPoint(x: CGFloat(event.x), y: CGFloat(event.y))
        let location = event.touchId == SDLInputIDs.replayTouchID
            ? viewport.unshiftedScenePoint(fromWindowFraction: fraction) : viewport.scenePoint(fromWindowFraction: fraction)
        switch event.type {
        case SDL_FINGERDOWN.rawValue:
            var samples: [TouchSample] = []
            if let stale = idsByKey.removeValue(forKey: key) {
                health.count(.stuckCancelled)
                samples.append(lift(stale, phase: .cancel, at: time))
            }
            if wheel != nil { samples += endWheel(at: time, phase: .cancel) }
            let source: FingerSource = event.touchId == SDLInputIDs.replayTouchID ? .replay : .touch
            let id = place(source, at: location)
            idsByKey[key] = id
            samples.append(TouchSample(id: id, phase: .down, location: location, timestamp: time,
                                       pressure: pressure(of: event)))
            return samples
        case SDL_FINGERMOTION.rawValue:
            guard let id = idsByKey[key] else { return [] }
            var sample = move(id, to: location, at: time)
            sample.pressure = pressure(of: event)
            return [sample]
        default:
            guard let id = idsByKey.removeValue(forKey: key) else { return [] }
            fingers[id]?.location = location
            var sample = lift(id, phase: .up, at: time)
            sample.pressure = pressure(of: event)
            return [sample]
        }
    }

    /// A touch device's pressure, 0…1; a replayed sample recorded without one carries `ReplayFeeder.noPressure`.
    private func pressure(of event: SDL_TouchFingerEvent) -> Double? {
        guard event.pressure.isFinite, event.pressure >= 0 else { return nil }
        return min(Double(event.pressure), 1)
    }

    // MARK: Mouse

    private func translateButton(_ event: SDL_MouseButtonEvent, at time: TimeInterval) -> [TouchSample] {
        guard event.which != SDLInputIDs.touchMouseID else {
            health.count(.syntheticMouseDropped)
            return []
        }
        guard event.button == UInt8(SDL_BUTTON_LEFT) else { return [] }
        let location = viewport.scenePoint(fromUnits: CGPoint(x: CGFloat(event.x), y: CGFloat(event.y)))
        pointer = location
        if event.type == SDL_MOUSEBUTTONUP.rawValue {
            guard mouseFingerID != nil else { return [] }
            return liftMouse(at: location, time: time, phase: .up)
        }
        // A touchscreen finger down keeps the mouse out (no mixing the two hands); a replayed finger does not, so the
        // replay's scrub bar takes the mouse while the recording holds a finger down.
        guard !fingers.values.contains(where: { $0.source == .touch }) else { return [] }
        var samples: [TouchSample] = []
        if mouseFingerID != nil {
            health.count(.stuckCancelled)
            samples += liftMouse(at: location, time: time, phase: .cancel)
        }
        if wheel != nil { samples += endWheel(at: time, phase: .up) }
        if let fingerCount {
            var fingersGroup = SimulatedFingerGroup(count: fingerCount)
            let places = fingersGroup.locations(for: location)
            let id = place(.simulated, at: places[0])
            mouseFingerID = id
            samples.append(TouchSample(id: id, phase: .down, location: places[0], timestamp: time))
            for place in places.dropFirst() {
                let follower = self.place(.simulated, at: place)
                fingersGroup.followerIDs.append(follower)
                samples.append(TouchSample(id: follower, phase: .down, location: place, timestamp: time))
            }
            group = fingersGroup
            return samples
        }
        let id = place(.mouse, at: location)
        mouseFingerID = id
        samples.append(TouchSample(id: id, phase: .down, location: location, timestamp: time))
        if modifiers.alt { samples += addSecondFinger(time: time) }
        return samples
    }

    private func translateMotion(_ event: SDL_MouseMotionEvent, at time: TimeInterval) -> [TouchSample] {
        guard event.which != SDLInputIDs.touchMouseID else {
            health.count(.syntheticMouseDropped)
            return []
        }
        let location = viewport.scenePoint(fromUnits: CGPoint(x: CGFloat(event.x), y: CGFloat(event.y)))
        pointer = location
        guard let mouseFingerID else { return [] }
        if event.state & UInt32(SDL_BUTTON_LEFT) == 0 {
            health.count(.stuckCancelled)
            return liftMouse(at: location, time: time, phase: .up)
        }
        if let group {
            let places = group.locations(for: location)
            return zip([mouseFingerID] + group.followerIDs, places).map { move($0, to: $1, at: time) }
        }
        var samples = [move(mouseFingerID, to: location, at: time)]
        if let secondFinger { samples.append(move(secondFinger.id, to: secondFinger.location(for: location), at: time)) }
        return samples
    }

    private func liftMouse(at location: CGPoint, time: TimeInterval, phase: TouchSample.Phase) -> [TouchSample] {
        var samples: [TouchSample] = []
        if let group, let mouseFingerID {
            for (id, place) in zip([mouseFingerID] + group.followerIDs, group.locations(for: location)) {
                fingers[id]?.location = place
                samples.append(lift(id, phase: phase, at: time))
            }
            self.mouseFingerID = nil
            self.group = nil
            return samples
        }
        if let mouseFingerID {
            fingers[mouseFingerID]?.location = location
            samples.append(lift(mouseFingerID, phase: phase, at: time))
        }
        if let secondFinger {
            fingers[secondFinger.id]?.location = secondFinger.location(for: location)
            samples.append(lift(secondFinger.id, phase: phase, at: time))
        }
        mouseFingerID = nil
        secondFinger = nil
        return samples
    }

    private func addSecondFinger(time: TimeInterval) -> [TouchSample] {
        guard let mouseFingerID, secondFinger == nil, group == nil,
              let pointer = fingers[mouseFingerID]?.location else { return [] }
        let finger = SimulatedSecondFinger(id: place(.simulated, at: pointer), pointer: pointer,
                                           pivot: pivotProvider(pointer), parallel: modifiers.shift)
        secondFinger = finger
        let location = finger.location(for: pointer)
        fingers[finger.id]?.location = location
        return [TouchSample(id: finger.id, phase: .down, location: location, timestamp: time)]
    }

    private func translateWheel(_ event: SDL_MouseWheelEvent, at time: TimeInterval) -> [TouchSample] {
        if event.which == SDLInputIDs.touchMouseID { health.count(.syntheticMouseDropped) }
        guard event.which != SDLInputIDs.touchMouseID, mouseFingerID == nil,
              !fingers.values.contains(where: { $0.source.isFinger }),
              modifiers.control || modifiers.shift
        else { return [] }
        var notches = CGFloat(event.preciseY != 0 ? event.preciseY : event.preciseX)
        if event.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue { notches = -notches }
        guard notches != 0 else { return [] }
        var samples: [TouchSample] = []
        if wheel == nil {
            let centre = viewport.scenePoint(fromUnits: CGPoint(x: CGFloat(event.mouseX), y: CGFloat(event.mouseY)))
            pointer = centre
            let ids = (place(.simulated, at: centre), place(.simulated, at: centre))
            let gesture = WheelGesture(ids: ids, centre: centre, lastTime: time)
            wheel = gesture
            let (first, second) = gesture.locations
            fingers[ids.0]?.location = first
            fingers[ids.1]?.location = second
            samples += [TouchSample(id: ids.0, phase: .down, location: first, timestamp: time),
                        TouchSample(id: ids.1, phase: .down, location: second, timestamp: time)]
        }
        guard var gesture = wheel else { return samples }
        gesture.apply(modifiers.control ? .pinch : .rotate, notches: notches)
        gesture.lastTime = time
        wheel = gesture
        let (first, second) = gesture.locations
        samples += [move(gesture.ids.0, to: first, at: time), move(gesture.ids.1, to: second, at: time)]
        return samples
    }

    private func endWheel(at time: TimeInterval, phase: TouchSample.Phase) -> [TouchSample] {
        guard let wheel else { return [] }
        self.wheel = nil
        return [lift(wheel.ids.0, phase: phase, at: time), lift(wheel.ids.1, phase: phase, at: time)]
    }

    // MARK: Keys and window

    private func translateKey(_ event: SDL_KeyboardEvent, at time: TimeInterval) -> [TouchSample] {
        let isDown = event.type == SDL_KEYDOWN.rawValue
        let mod = UInt32(event.keysym.mod)
        var next = KeyModifiers(alt: mod & KMOD_ALT.rawValue != 0, shift: mod & KMOD_SHIFT.rawValue != 0,
                                control: mod & KMOD_CTRL.rawValue != 0)
        switch Int(event.keysym.sym) {
        case Int(SDLK_LALT.rawValue), Int(SDLK_RALT.rawValue): next.alt = isDown
        case Int(SDLK_LSHIFT.rawValue), Int(SDLK_RSHIFT.rawValue): next.shift = isDown
        case Int(SDLK_LCTRL.rawValue), Int(SDLK_RCTRL.rawValue): next.control = isDown
        case Int(SDLK_F9.rawValue) where isDown && event.repeat == 0:
            modifiers = next
            return cancelAll(at: time)
        case Int(SDLK_m.rawValue) where isDown && event.repeat == 0 && !next.control && !next.alt:
            // Takes effect at the next press of the button; fingers already down stay as they are.
            fingerCount = SimulatedFingerGroup.next(after: fingerCount)
        default: break
        }
        let previous = modifiers
        modifiers = next
        guard let mouseFingerID, group == nil, let pointer = fingers[mouseFingerID]?.location else { return [] }
        if next.alt && !previous.alt { return addSecondFinger(time: time) }
        if next.control != previous.control, var secondFinger {
            secondFinger.pin(next.control, pointer: pointer, parallel: next.shift)
            self.secondFinger = secondFinger
            return []
        }
        if !next.alt, let secondFinger {
            self.secondFinger = nil
            return [lift(secondFinger.id, phase: .up, at: time)]
        }
        if next.shift != previous.shift, var secondFinger, !secondFinger.isPinned, secondFinger.isParallel != next.shift {
            secondFinger.switchMode(parallel: next.shift, pointer: pointer)
            self.secondFinger = secondFinger
        }
        return []
    }

    private func translateWindowEvent(_ event: SDL_WindowEvent, at time: TimeInterval) -> [TouchSample] {
        switch UInt32(event.event) {
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue, SDL_WINDOWEVENT_MINIMIZED.rawValue, SDL_WINDOWEVENT_HIDDEN.rawValue:
            return cancelAll(at: time)
        default:
            return []
        }
    }

    // MARK: Ids

    /// Registers a finger under the lowest free id (from 1), so ids stay small and stable while the finger is down.
    /// Starts a batch of events (a frame's): see `liftedThisBatch`.
    func beginBatch() { liftedThisBatch.removeAll() }

    private func place(_ source: FingerSource, at location: CGPoint) -> Int {
        var id = 1
        while fingers[id] != nil || liftedThisBatch[id].map({ ($0 == .replay) != (source == .replay) }) == true {
            id += 1
        }
        fingers[id] = ActiveFinger(id: id, source: source, location: location)
        placedSources[id] = source
        return id
    }

    private func move(_ id: Int, to location: CGPoint, at time: TimeInterval) -> TouchSample {
        fingers[id]?.location = location
        return TouchSample(id: id, phase: .move, location: location, timestamp: time)
    }

    private func lift(_ id: Int, phase: TouchSample.Phase, at time: TimeInterval,
                      cause: TouchCancelCause? = nil) -> TouchSample {
        let finger = fingers.removeValue(forKey: id)
        if let finger { liftedThisBatch[id] = finger.source }
        let location = finger?.location ?? .zero
        return TouchSample(id: id, phase: phase, location: location, timestamp: time, cancelCause: cause)
    }
}
