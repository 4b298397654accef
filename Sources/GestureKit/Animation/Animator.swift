import Foundation

/// Runs view animations and per-frame callbacks on the engine clock, so animations are as deterministic as
/// recognizers: the host steps it every frame, tests step it by hand.
@MainActor
public final class Animator {
    /// Timing curves for `View.animate(withDuration:…)`.
    public enum Curve: Sendable {
        /// Constant speed, slow start, slow end, or slow at both ends (UIKit's names, the same cubic shapes).
        case linear, easeIn, easeOut, easeInOut

        func value(_ t: Double) -> Double {
            switch self {
            case .linear: t
            case .easeIn: t * t * t
            case .easeOut: 1 - pow(1 - t, 3)
            case .easeInOut: t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
            }
        }
    }

    struct Track {
        weak var view: View?
        let property: View.AnimatableProperty
        let from: View.AnimatableValue
        let to: View.AnimatableValue
    }

    final class Animation {
        let start: TimeInterval
        let duration: TimeInterval
        let curve: Curve
        var tracks: [Track]
        let completion: (@MainActor (Bool) -> Void)?

        init(start: TimeInterval, duration: TimeInterval, curve: Curve, tracks: [Track],
             completion: (@MainActor (Bool) -> Void)?) {
            (self.start, self.duration, self.curve, self.tracks, self.completion) = (start, duration, curve, tracks, completion)
        }
    }

    /// A per-frame callback (CADisplayLink's role), e.g. pan deceleration. Return false to stop.
    public typealias FrameCallback = @MainActor (_ now: TimeInterval, _ dt: TimeInterval) -> Bool

    private let clock: EngineClock
    private var animations: [Animation] = []
    private var frameCallbacks: [(id: Int, callback: FrameCallback)] = []
    private var nextCallbackID = 0
    private var lastStep: TimeInterval?
    /// Animation time: the clock's time, slowed by `timeScale` since the animator started.
    private var animationNow: TimeInterval?

    /// How fast animations and frame callbacks run against the clock: the host's "slow animations" sets ¼.
    /// Recognizer timers and input keep the clock's own time.
    public var timeScale: Double = 1

    init(clock: EngineClock) {
        self.clock = clock
    }

    /// Whether anything is animating (the host may sleep when nothing is).
    public var isIdle: Bool { animations.isEmpty && frameCallbacks.isEmpty }

    func add(_ tracks: [Track], duration: TimeInterval, delay: TimeInterval, curve: Curve,
             completion: (@MainActor (Bool) -> Void)?) {
        // A new animation of a view's property takes over from any running one.
        for track in tracks {
            for animation in animations {
                animation.tracks.removeAll { $0.view === track.view && $0.property == track.property }
            }
        }
        animations.append(Animation(start: animationTime(at: clock.now) + delay, duration: max(duration, 0), curve: curve,
                                    tracks: tracks, completion: completion))
    }

    /// Calls `callback` every frame until it returns false or the returned token is cancelled.
    @discardableResult
    public func addFrameCallback(_ callback: @escaping FrameCallback) -> Int {
        nextCallbackID += 1
        frameCallbacks.append((nextCallbackID, callback))
        return nextCallbackID
    }

    /// Stops the frame callback `addFrameCallback` returned `id` for, for a gesture that takes over what it drove.
    public func removeFrameCallback(_ id: Int) {
        frameCallbacks.removeAll { $0.id == id }
    }

    /// Stops the animations of one view's property at their current value (a new gesture grabbing the view).
    public func removeAnimations(of view: View) {
        for animation in animations { animation.tracks.removeAll { $0.view === view } }
    }

    /// The animation time now: what the next step's callbacks measure from.
    var currentAnimationTime: TimeInterval { animationTime(at: clock.now) }

    /// The animation time at clock time `clockNow`: the clock itself unless animations were slowed.
    private func animationTime(at clockNow: TimeInterval) -> TimeInterval {
        guard let animationNow, let lastStep else { return clockNow }
        return animationNow + max(0, clockNow - lastStep) * timeScale
    }

    /// Moves every animation to `now`; finished ones snap to their end values and call their completions.
    public func step(to clockNow: TimeInterval) {
        let previous = lastStep
        let now = animationTime(at: clockNow)
        lastStep = clockNow
        animationNow = now
        if isIdle { return }
        let dt = previous.map { max(0, clockNow - $0) * timeScale } ?? 0
        var finished: [Animation] = []
        for animation in animations where now >= animation.start {
            let progress = animation.duration > 0 ? min(1, (now - animation.start) / animation.duration) : 1
            let eased = animation.curve.value(progress)
            for track in animation.tracks {
                track.view?.setAnimatable(track.property, View.AnimatableValue.interpolate(track.from, track.to, eased))
            }
            if progress >= 1 { finished.append(animation) }
        }
        animations.removeAll { animation in finished.contains { $0 === animation } || animation.tracks.isEmpty && now >= animation.start + animation.duration }
        for animation in finished { animation.completion?(true) }
        let callbacks = frameCallbacks
        for entry in callbacks where !entry.callback(now, dt) {
            frameCallbacks.removeAll { $0.id == entry.id }
        }
    }
}
