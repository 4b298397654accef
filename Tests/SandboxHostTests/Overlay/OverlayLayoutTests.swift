import Foundation
import GestureKit
import GestureTuning
@testable import SandboxHost
import SandboxInspector
import Testing
@testable import SandboxChrome

/// The F2 story panel, F4 timeline and F6 tuning panel, drawn as the app draws them over a scene with a touch
/// sequence behind them, lie inside the window and clear of the scene bar and transport, and every text fits the
/// rectangle it is drawn in (measured with the app's font), from 640×400 to 3840×2160.
@MainActor
@Suite("Overlay layout at every size", .serialized)
struct OverlayLayoutTests {
    nonisolated static let sizes = [CGSize(width: 640, height: 400), CGSize(width: 1280, height: 800),
                        CGSize(width: 1920, height: 1080), CGSize(width: 3840, height: 2160)]
    /// The scene bar and a replay's transport.
    static let bottomInset = SceneBar.height + ReplayTransport.height

    /// A window of `size` with a board whose tap, double tap and pan saw a tap that ended.
    func sceneWithStory(size: CGSize, overlay: InspectorOverlay) -> Window {
        let window = Window(frame: CGRect(origin: .zero, size: size))
        let board = View(frame: window.bounds, name: "board")
        window.addSubview(board)
        let tap = TapGestureRecognizer(), double = TapGestureRecognizer(), pan = PanGestureRecognizer()
        tap.name = "board.tap"
        double.name = "board.double-tap"
        double.numberOfTapsRequired = 2
        pan.name = "board.pan"
        tap.require(toFail: double)
        for recognizer in [tap, double, pan] { board.addGestureRecognizer(recognizer) }
        overlay.observe(window)
        let point = CGPoint(x: size.width / 2, y: size.height / 3)
        window.dispatch([TouchSample(id: 1, phase: .down, location: point, timestamp: 0.1)])
        window.dispatch([TouchSample(id: 1, phase: .up, location: point, timestamp: 0.18)])
        window.advance(to: 0.7)
        return window
    }

    func check(_ context: MeasuredRecordingContext, in size: CGSize, what: String) {
        #expect(!context.texts.isEmpty, "\(what) drew no text at \(size)")
        #expect(context.overflowingTexts.isEmpty, "\(what) at \(size): \(context.overflowingTexts)")
        let allowed = CGRect(x: 0, y: 0, width: size.width, height: size.height - Self.bottomInset)
        for rect in context.shapes + context.texts.map(\.rect) {
            #expect(allowed.insetBy(dx: -0.5, dy: -0.5).contains(rect),
                    "\(what) draws \(rect) outside \(allowed) at \(size)")
        }
    }

    @Test("F2 panel and F4 timeline", arguments: sizes)
    func inspector(size: CGSize) throws {
        let harness = try RenderHarness(width: 64, height: 64)
        let context = MeasuredRecordingContext(measuringWith: harness)
        for (panel, timeline) in [(true, false), (false, true), (true, true)] {
            let overlay = InspectorOverlay()
            let window = sceneWithStory(size: size, overlay: overlay)
            if panel { _ = overlay.perform(.toggleRecognizerPanel) }
            overlay.showsTimeline = timeline
            context.reset()
            overlay.draw(in: context, window: window, size: size, bottomInset: Self.bottomInset, now: 0.7)
            check(context, in: size, what: panel && timeline ? "F2 with F4" : panel ? "F2" : "F4")
        }
    }

    @Test("F6 tuning panel", arguments: sizes)
    func tuning(size: CGSize) throws {
        let harness = try RenderHarness(width: 64, height: 64)
        let context = MeasuredRecordingContext(measuringWith: harness)
        let window = sceneWithStory(size: size, overlay: InspectorOverlay())
        // Every built-in kind, so the panel has more rows than a small window holds.
        let more: [GestureRecognizer] = [LongPressGestureRecognizer(), SwipeGestureRecognizer(),
                                         PinchGestureRecognizer(), RotationGestureRecognizer(),
                                         ScreenEdgePanGestureRecognizer()]
        for recognizer in more { window.subviews[0].addGestureRecognizer(recognizer) }
        let panel = TuningPanel(model: TuningPanelModel(catalog: .builtIn))
        panel.isVisible = true
        // The app gives the panel the window above its bars.
        panel.draw(in: context, window: window, size: CGSize(width: size.width, height: size.height - Self.bottomInset))
        check(context, in: size, what: "F6")
    }
}
