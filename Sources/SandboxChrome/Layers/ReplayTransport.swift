import Foundation
import GestureKit

/// Time control for a windowed `--replay`: the replay's own clock, which runs at 1×, ¼× or ⅒× of the wall clock,
/// pauses (Space) and steps one 1/60 s frame (→); and the scrub bar along the bottom, where pressing or dragging
/// picks a time and lifting seeks there. The app seeks by re-running the deterministic replay from the start to
/// that time without drawing (`SandboxApp.seek(to:)`).
///
/// The engine clock follows this clock, so timers, animations and the inspector all stop while paused and show
/// the state at the paused time.
@MainActor
public final class ReplayTransport {
    public nonisolated static let key = KeyDeclaration(
        keys: "Space, →, S", meaning: "replays: pause/resume, step a frame, speed 1×, ¼×, ⅒×",
        commandLine: "Space, Right, S in a windowed --replay: pause/resume, step one frame, speed 1x, 1/4x, 1/10x (the "
            + "scrub bar above the scene bar seeks; the replay re-runs from the start)")

    static let rates: [Double] = [1, 0.25, 0.1]
    public static let height: CGFloat = ChromeTarget.minimumSide
    static let frameStep: TimeInterval = 1.0 / 60

    /// The replay's length (its last event, in app time).
    public let duration: TimeInterval
    private(set) var isPaused = false
    private(set) var rateIndex = 0
    /// The replay time now: what the engine clock is stepped to.
    private(set) var time: TimeInterval = 0
    private var lastWall: TimeInterval?
    private var pendingSteps = 0
    private var pendingSeek: TimeInterval?
    /// A pointer or finger on the bar: its id and the time under it.
    private var scrub: (id: Int, time: TimeInterval)?
    /// Fingers on one of the bar's buttons, with the button.
    private var pressedButtons: [Int: Button] = [:]
    /// Fingers down on the bar off its buttons and track (its status, its hint): the bar's, doing nothing.
    private var heldOnBar: Set<Int> = []
    /// Hidden and paused while another scene than the replay's is shown (issue 35: a replay stays in its scene);
    /// whether it was paused before.
    private var suspendedWhilePaused: Bool?
    public var isSuspended: Bool { suspendedWhilePaused != nil }
    private var suspendedFor: TimeInterval = 0

    /// The bar's buttons, each a touch target at least 44 points square.
    enum Button: CaseIterable {
        case pause, step, speed

        var name: String {
            switch self {
            case .pause: "chrome.replay.pause"
            case .step: "chrome.replay.step"
            case .speed: "chrome.replay.speed"
            }
        }
    }
    /// A seek the app is taking over several frames: where to, and the replay time it has reached.
    private(set) var seekUnderWay: (target: TimeInterval, reached: TimeInterval)?
    private var seekCancelRequested = false

    /// Text widths in points, for the bar's columns: the app's context measures; by default an estimate on the
    /// wide side of DejaVu Sans (7.2 points a character at 12 points).
    private let measure: (String, Font) -> CGFloat

    public init(duration: TimeInterval,
                measure: @escaping (String, Font) -> CGFloat = { text, font in CGFloat(text.count) * 7.2 * font.size / 12 }) {
        self.duration = duration
        self.measure = measure
    }

    var rate: Double { Self.rates[rateIndex] }

    /// "1×", "¼×", "⅒×".
    var rateText: String { ["1×", "¼×", "⅒×"][rateIndex] }

    func togglePause() { isPaused.toggle() }

    /// Pauses and moves on by one frame at the next `advance`.
    func step() {
        isPaused = true
        pendingSteps += 1
    }

    func cycleRate() { rateIndex = (rateIndex + 1) % Self.rates.count }

    /// Another scene is shown: the replay pauses where it is and the bar goes.
    public func suspend() {
        guard !isSuspended else { return }
        suspendedWhilePaused = isPaused
        isPaused = true
        scrub = nil
        pressedButtons.removeAll()
        heldOnBar.removeAll()
    }

    /// Its scene is back: the replay is run again to where it stopped (the scene was built afresh) and goes on as
    /// it was (paused or playing).
    public func resume() {
        guard let wasPaused = suspendedWhilePaused else { return }
        suspendedWhilePaused = nil
        isPaused = wasPaused
        pendingSeek = time
    }

    /// The replay time for the frame starting at `wall` (wall-clock seconds); while suspended, the time the other
    /// scene is stepped to: the replay's, plus the wall-clock time since (its clock runs, the replay's doesn't).
    public func advance(wall: TimeInterval) -> TimeInterval {
        let elapsed = lastWall.map { max(0, wall - $0) } ?? 0
        lastWall = wall
        if isSuspended {
            suspendedFor += elapsed
            return time + suspendedFor
        }
        suspendedFor = 0
        if !isPaused { time += elapsed * rate }
        time += Double(pendingSteps) * Self.frameStep
        pendingSteps = 0
        return time
    }

    /// A video's frame at `time` (`--video` in a window): the replay's clock is the video's, not the wall clock, so
    /// the bar shows the time the frame shows, as it does while the window plays (issue 37: it said 0.00 throughout).
    public func show(time: TimeInterval) {
        self.time = time
        lastWall = nil
    }

    /// Asks for a seek (the app performs it before the next frame).
    func requestSeek(to target: TimeInterval) { pendingSeek = min(max(0, target), duration) }

    /// The seek asked for, once.
    public func takeSeek() -> TimeInterval? {
        defer { pendingSeek = nil }
        return pendingSeek
    }

    /// After a seek re-ran the replay to `target` (or was cancelled there); the replay clock goes on from the next
    /// frame's wall time, not from before the seek.
    public func didSeek(to target: TimeInterval) {
        time = target
        seekUnderWay = nil
        seekCancelRequested = false
        lastWall = nil
    }

    /// A seek to `target` has begun and goes on over the next frames.
    public func seekStarted(to target: TimeInterval) {
        seekUnderWay = (target, 0)
        seekCancelRequested = false
    }

    /// How far the seek under way has got (replay time).
    public func seekReached(_ reached: TimeInterval) {
        seekUnderWay?.reached = reached
    }

    /// Whether Esc asked to stop the seek under way, once.
    public func takeSeekCancel() -> Bool {
        defer { seekCancelRequested = false }
        return seekCancelRequested
    }

    /// The share of the seek under way done, 0…1.
    var seekFraction: Double? {
        guard let seek = seekUnderWay else { return nil }
        return seek.target > 0 ? min(max(seek.reached / seek.target, 0), 1) : 1
    }

    /// The replay has played to its last event (the scene's clock runs on after it, for animations to settle).
    var isFinished: Bool { time >= duration }

    /// "▶ 1×  0.50 / 8.60 s", "❚❚ paused  …" or "■ replay finished  8.60 / 8.60 s": the time never past the length.
    var statusText: String {
        if let seek = seekUnderWay, let fraction = seekFraction {
            return "» seeking \(Int((fraction * 100).rounded(.down))) %" + Self.progress(min(seek.reached, duration), of: duration)
        }
        let state = isPaused ? "❚❚ paused" : isFinished ? "■ replay finished" : "▶ \(rateText)"
        return state + Self.progress(min(time, duration), of: duration)
    }

    private static func progress(_ time: TimeInterval, of duration: TimeInterval) -> String {
        String(format: "  %.2f / %.2f s", time, duration)
    }

    // MARK: The scrub bar

    /// Where the bar's parts go: the status on the left in a column as wide as its widest text (so the track holds
    /// still when the state changes), the keys on the right in the longest wording that leaves the track
    /// `minimumTrackWidth`, the track between.
    struct Layout: Equatable {
        var bar: CGRect
        var status: CGRect
        var track: CGRect
        var hint: CGRect
        var hintText: String
    }

    static let font = Font.systemFont(ofSize: 12)
    static let minimumTrackWidth: CGFloat = 120
    private static let margin: CGFloat = 10, gap: CGFloat = 14

    /// The keys, longest first; the shortest is none.
    func hintTexts() -> [String] {
        ["Space pause · → step · S speed \(rateText) · drag to seek", "Space pause · → step · S \(rateText)",
         "Space · → · S \(rateText)", ""]
    }

    /// The bar, just above the host's bars (`bottomInset`).
    func frame(in size: CGSize, bottomInset: CGFloat) -> CGRect {
        CGRect(x: 0, y: size.height - bottomInset - Self.height, width: size.width, height: Self.height)
    }

    func layout(in size: CGSize, bottomInset: CGFloat) -> Layout {
        let bar = frame(in: size, bottomInset: bottomInset)
        let statusWidth = ["▶ ⅒×", "❚❚ paused", "■ replay finished", "» seeking 100 %"]
            .map { measure($0 + Self.progress(duration, of: duration), Self.font) }.max() ?? 0
        let buttons = buttonFrames(in: bar)
        let status = CGRect(x: (buttons.last?.1.maxX ?? bar.minX) + Self.margin, y: bar.minY, width: ceil(statusWidth) + 2,
                            height: bar.height)
        let room = bar.maxX - Self.margin - status.maxX - Self.gap - Self.minimumTrackWidth - Self.gap
        let hintText = hintTexts().first { measure($0, Self.font) <= room } ?? ""
        let hintWidth = hintText.isEmpty ? 0 : ceil(measure(hintText, Self.font)) + 2
        let hint = CGRect(x: bar.maxX - Self.margin - hintWidth, y: bar.minY, width: hintWidth, height: bar.height)
        let trackEnd = hintText.isEmpty ? bar.maxX - Self.margin : hint.minX - Self.gap
        let track = CGRect(x: status.maxX + Self.gap, y: bar.midY - 4, width: max(1, trackEnd - status.maxX - Self.gap),
                           height: 8)
        return Layout(bar: bar, status: status, track: track, hint: hint, hintText: hintText)
    }

    /// Pause, step and speed at the bar's left, 44 points square (speed wider for its "⅒×").
    func buttonFrames(in bar: CGRect) -> [(Button, CGRect)] {
        var x = bar.minX + 4
        return Button.allCases.map { button in
            let width: CGFloat = button == .speed ? 52 : ChromeTarget.minimumSide
            defer { x += width + 4 }
            return (button, CGRect(x: x, y: bar.minY, width: width, height: bar.height))
        }
    }

    func label(_ button: Button) -> String {
        switch button {
        case .pause: isPaused ? "▶" : "❚❚"
        case .step: "▶❚"
        case .speed: rateText
        }
    }

    private func perform(_ button: Button) {
        switch button {
        case .pause: togglePause()
        case .step: step()
        case .speed: cycleRate()
        }
    }

    private func time(at x: CGFloat, in size: CGSize, bottomInset: CGFloat) -> TimeInterval {
        let track = layout(in: size, bottomInset: bottomInset).track
        return Double(min(max(0, (x - track.minX) / track.width), 1)) * duration
    }

    /// Takes the touches that start on the bar (not replayed ones, which belong to the scene) out of `samples`: a
    /// button's, the track's (lifting one asks for a seek to where it was) and the rest's, which do nothing (one on
    /// the status beside ¼× seeked to the start, clamped, and one on the hint to the end). The bar is in window points: `zoom` window points per sample
    /// point (a replay drawn zoomed to fit).
    func filter(_ samples: [TouchSample], size: CGSize, bottomInset: CGFloat, zoom: CGFloat = 1,
                origin: CGPoint = .zero, isReplayed: (Int) -> Bool) -> [TouchSample] {
        var passed: [TouchSample] = []
        let bar = frame(in: size, bottomInset: bottomInset)
        let buttons = buttonFrames(in: bar)
        let track = layout(in: size, bottomInset: bottomInset).track
        let trackArea = CGRect(x: track.minX, y: bar.minY, width: track.width, height: bar.height)
        for sample in samples {
            let point = SceneViewport.layoutPoint(fromScene: sample.location, zoom: zoom, origin: origin)
            if heldOnBar.contains(sample.id) {
                if sample.phase != .move { heldOnBar.remove(sample.id) }
                continue
            }
            if let button = pressedButtons[sample.id] {
                if sample.phase != .move { pressedButtons[sample.id] = nil }
                if sample.phase == .up, buttons.first(where: { $0.1.contains(point) })?.0 == button { perform(button) }
                continue
            }
            if sample.phase == .down, !isReplayed(sample.id), !isSuspended,
               let button = buttons.first(where: { $0.1.contains(point) })?.0 {
                pressedButtons[sample.id] = button
                continue
            }
            if sample.phase == .down, !isReplayed(sample.id), !isSuspended, bar.contains(point) {
                if trackArea.contains(point) {
                    scrub = (sample.id, time(at: point.x, in: size, bottomInset: bottomInset))
                } else {
                    heldOnBar.insert(sample.id)
                }
                continue
            }
            guard let current = scrub, current.id == sample.id else {
                passed.append(sample)
                continue
            }
            switch sample.phase {
            case .move: scrub = (sample.id, time(at: point.x, in: size, bottomInset: bottomInset))
            case .up:
                requestSeek(to: time(at: point.x, in: size, bottomInset: bottomInset))
                scrub = nil
            case .cancel, .down: scrub = nil
            }
        }
        return passed
    }

    func draw(in context: GraphicsContext, size: CGSize, bottomInset: CGFloat) {
        context.transform = .identity
        context.alpha = 1
        let layout = layout(in: size, bottomInset: bottomInset)
        context.fill(layout.bar, color: Color(white: 0.12, alpha: 0.9))
        for (button, frame) in buttonFrames(in: layout.bar) {
            context.fillRoundedRect(frame.insetBy(dx: 0, dy: 4), cornerRadius: 6, color: Color(white: 0.25))
            context.drawText(label(button), in: frame, font: Self.font, color: .white, alignment: .center)
        }
        context.drawText(statusText, in: layout.status, font: Self.font, color: .white, alignment: .left)
        let track = layout.track
        context.fillRoundedRect(track, cornerRadius: 4, color: Color(white: 0.35))
        let shown = scrub?.time ?? seekUnderWay?.reached ?? min(time, duration)
        let progress = duration > 0 ? CGFloat(shown / duration) : 0
        context.fillRoundedRect(CGRect(x: track.minX, y: track.minY, width: track.width * progress, height: track.height),
                                cornerRadius: 4, color: .blue)
        let thumbX = track.minX + track.width * progress
        if let seek = seekUnderWay, duration > 0 {
            // Where the seek is going: a ring the thumb moves towards as the seek goes on.
            let targetX = track.minX + track.width * CGFloat(min(seek.target / duration, 1))
            context.strokeEllipse(in: CGRect(x: targetX - 7, y: track.midY - 7, width: 14, height: 14), color: .yellow,
                                  lineWidth: 2)
        }
        context.fillEllipse(in: CGRect(x: thumbX - 7, y: track.midY - 7, width: 14, height: 14),
                            color: scrub == nil && seekUnderWay == nil ? .white : .yellow)
        if !layout.hintText.isEmpty {
            context.drawText(layout.hintText, in: layout.hint, font: Self.font, color: .lightGray, alignment: .left)
        }
    }
}

extension ReplayTransport: ChromeLayer {
    public var isVisible: Bool { !isSuspended }

    public func placement(at now: TimeInterval) -> ChromePlacement { .bottomBar(height: Self.height) }

    /// Space, → and S; Esc while a seek is under way stops it.
    public func handle(_ command: KeyCommand) -> Bool {
        guard !isSuspended else { return false }
        switch command {
        case .escape where seekUnderWay != nil: seekCancelRequested = true
        case .togglePause: togglePause()
        case .stepFrame: step()
        case .cycleReplaySpeed: cycleRate()
        default: return false
        }
        return true
    }

    public func takeTouches(_ samples: [TouchSample], in area: CGRect, frame: ChromeFrame) -> [TouchSample] {
        filter(samples, size: CGSize(width: area.maxX, height: area.maxY), bottomInset: 0, zoom: frame.zoom,
               origin: frame.origin, isReplayed: frame.isReplayed)
    }

    public func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame) {
        draw(in: context, size: CGSize(width: area.maxX, height: area.maxY), bottomInset: 0)
    }

    public func touchTargets(in area: CGRect, frame: ChromeFrame) -> [ChromeTarget] {
        let layout = layout(in: CGSize(width: area.maxX, height: area.maxY), bottomInset: 0)
        let track = CGRect(x: layout.track.minX, y: layout.bar.minY, width: layout.track.width, height: layout.bar.height)
        return buttonFrames(in: layout.bar).map { ChromeTarget(name: $0.0.name, frame: $0.1) }
            + [ChromeTarget(name: "chrome.replay.track", frame: track)]
    }

    /// The replay runs on (and its time shows) while the transport is there.
    public func keepsFramesComing(at now: TimeInterval) -> Bool { true }
}
