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
final class ReplayTransport {
    static let rates: [Double] = [1, 0.25, 0.1]
    static let height: CGFloat = 28
    static let frameStep: TimeInterval = 1.0 / 60

    /// The replay's length (its last event, in app time).
    let duration: TimeInterval
    private(set) var isPaused = false
    private(set) var rateIndex = 0
    /// The replay time now: what the engine clock is stepped to.
    private(set) var time: TimeInterval = 0
    private var lastWall: TimeInterval?
    private var pendingSteps = 0
    private var pendingSeek: TimeInterval?
    /// A pointer or finger on the bar: its id and the time under it.
    private var scrub: (id: Int, time: TimeInterval)?

    init(duration: TimeInterval) {
        self.duration = duration
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

    /// The replay time for the frame starting at `wall` (wall-clock seconds).
    func advance(wall: TimeInterval) -> TimeInterval {
        let elapsed = lastWall.map { max(0, wall - $0) } ?? 0
        lastWall = wall
        if !isPaused { time += elapsed * rate }
        time += Double(pendingSteps) * Self.frameStep
        pendingSteps = 0
        return time
    }

    /// Asks for a seek (the app performs it before the next frame).
    func requestSeek(to target: TimeInterval) { pendingSeek = min(max(0, target), duration) }

    /// The seek asked for, once.
    func takeSeek() -> TimeInterval? {
        defer { pendingSeek = nil }
        return pendingSeek
    }

    /// After a seek re-ran the replay to `target`.
    func didSeek(to target: TimeInterval) { time = target }

    // MARK: The scrub bar

    /// The bar, just above the host's bars (`bottomInset`).
    func frame(in size: CGSize, bottomInset: CGFloat) -> CGRect {
        CGRect(x: 0, y: size.height - bottomInset - Self.height, width: size.width, height: Self.height)
    }

    private func track(in size: CGSize, bottomInset: CGFloat) -> CGRect {
        let bar = frame(in: size, bottomInset: bottomInset)
        return CGRect(x: bar.minX + 200, y: bar.midY - 4, width: max(1, bar.width - 420), height: 8)
    }

    private func time(at x: CGFloat, in size: CGSize, bottomInset: CGFloat) -> TimeInterval {
        let track = track(in: size, bottomInset: bottomInset)
        return Double(min(max(0, (x - track.minX) / track.width), 1)) * duration
    }

    /// Takes the touches that start on the bar (not replayed ones, which belong to the scene) out of `samples`;
    /// lifting one asks for a seek to where it was.
    func filter(_ samples: [TouchSample], size: CGSize, bottomInset: CGFloat, isReplayed: (Int) -> Bool) -> [TouchSample] {
        var passed: [TouchSample] = []
        for sample in samples {
            if sample.phase == .down, !isReplayed(sample.id), frame(in: size, bottomInset: bottomInset).contains(sample.location) {
                scrub = (sample.id, time(at: sample.location.x, in: size, bottomInset: bottomInset))
                continue
            }
            guard let current = scrub, current.id == sample.id else {
                passed.append(sample)
                continue
            }
            switch sample.phase {
            case .move: scrub = (sample.id, time(at: sample.location.x, in: size, bottomInset: bottomInset))
            case .up:
                requestSeek(to: time(at: sample.location.x, in: size, bottomInset: bottomInset))
                scrub = nil
            case .cancel, .down: scrub = nil
            }
        }
        return passed
    }

    func draw(in context: GraphicsContext, size: CGSize, bottomInset: CGFloat) {
        context.transform = .identity
        context.alpha = 1
        let bar = frame(in: size, bottomInset: bottomInset)
        context.fill(bar, color: Color(white: 0.12, alpha: 0.9))
        let font = Font.systemFont(ofSize: 12)
        let state = time >= duration && !isPaused ? "■ replay finished" : isPaused ? "❚❚ paused" : "▶ \(rateText)"
        context.drawText(state + String(format: "  %.2f / %.2f s", time, duration),
                         in: CGRect(x: bar.minX + 10, y: bar.minY, width: 186, height: bar.height), font: font,
                         color: .white, alignment: .left)
        let track = track(in: size, bottomInset: bottomInset)
        context.fillRoundedRect(track, cornerRadius: 4, color: Color(white: 0.35))
        let shown = scrub?.time ?? min(time, duration)
        let progress = duration > 0 ? CGFloat(shown / duration) : 0
        context.fillRoundedRect(CGRect(x: track.minX, y: track.minY, width: track.width * progress, height: track.height),
                                cornerRadius: 4, color: .blue)
        let thumbX = track.minX + track.width * progress
        context.fillEllipse(in: CGRect(x: thumbX - 7, y: track.midY - 7, width: 14, height: 14),
                            color: scrub == nil ? .white : .yellow)
        context.drawText("Space pause · → step · S speed \(rateText) · drag to seek",
                         in: CGRect(x: track.maxX + 12, y: bar.minY, width: bar.maxX - track.maxX - 16, height: bar.height),
                         font: font, color: .lightGray, alignment: .left)
    }
}
