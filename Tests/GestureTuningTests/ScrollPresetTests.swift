import Foundation
import GestureKit
import GestureTuning
import Testing

/// The presets set a scroll view's press delay and its touch slop, each platform's documented numbers: UIKit 0.15 s
/// and the pan's 10 pt hysteresis; Android `ViewConfiguration` TAP_TIMEOUT 100 ms and touch slop 8 dp; Flutter
/// kPressTimeout 100 ms and kTouchSlop 18 (a scrollable's drag starts at the touch slop, not at kPanSlop)
/// (https://api.flutter.dev/flutter/gestures/kTouchSlop-constant.html,
/// https://api.flutter.dev/flutter/gestures/kPressTimeout-constant.html,
/// https://developer.android.com/reference/android/view/ViewConfiguration). A test per preset drives a list: the
/// content is held for the preset's delay, and the scroll begins on the first move past its slop.
@MainActor
@Suite struct ScrollPresetTests {
    @Test func presetsSetTheScrollViewsSlop() {
        #expect(TuningPreset.uikit.values(in: .builtIn)["scroll.panHysteresis"] == 10)
        #expect(TuningPreset.android.values(in: .builtIn)["scroll.panHysteresis"] == 8)
        #expect(TuningPreset.flutter.values(in: .builtIn)["scroll.panHysteresis"] == 18)
        #expect(TuningPreset.flutter.values(in: .builtIn)["pan.hysteresis"] == 36, "a free pan keeps kPanSlop")
    }

    /// F6 lists the scroll view's own slop for its pan, not the free pan's.
    @Test func theScrollViewsPanShowsItsOwnSlop() {
        let list = ScrollView(name: "list")
        let ids = TuningCatalog.builtIn.parameters(for: list.panGestureRecognizer).map(\.id)
        #expect(ids.contains("scroll.panHysteresis"))
        #expect(!ids.contains("pan.hysteresis"))
        #expect(TuningCatalog.builtIn.parameters(for: PanGestureRecognizer()).map(\.id).contains("pan.hysteresis"))
    }

    @Test(arguments: [(TuningPreset.uikit, 10.0, 0.15), (.android, 8, 0.1), (.flutter, 18, 0.1)])
    func heldForTheDelayAndScrollingAtTheSlop(preset: TuningPreset, slop: Double, delay: Double) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "list")
        list.contentSize = CGSize(width: 400, height: 2000)
        let row = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 400, height: 100), name: "row")
        window.addSubview(list)
        list.addSubview(row)
        TuningPanelModel(catalog: .builtIn).choose(preset, in: window)
        #expect(list.panGestureRecognizer.hysteresis == CGFloat(slop))
        #expect(list.contentTouchDelay == delay)

        func sample(_ phase: TouchSample.Phase, _ y: CGFloat, _ t: TimeInterval) {
            window.dispatch([TouchSample(id: 1, phase: phase, location: CGPoint(x: 200, y: y), timestamp: t)])
        }
        sample(.down, 50, 0)
        window.advance(to: delay - 0.001)
        #expect(row.messages.isEmpty)
        window.advance(to: delay + 0.001)
        #expect(row.messages == ["began"])
        sample(.up, 50, 0.5)

        sample(.down, 300, 1)
        var beganAt: Int?
        for step in 1...40 where beganAt == nil {
            sample(.move, 300 - CGFloat(step), 1 + 0.01 * Double(step))
            if list.isDragging { beganAt = step }
        }
        #expect(beganAt == Int(slop) + 1, "the first move more than \(slop) pt from the touch-down")
        sample(.up, 260, 1.5)
    }
}

/// Lists the touches messages it gets.
private final class TouchLoggingView: View {
    var messages: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { messages.append("began") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { messages.append("ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { messages.append("cancelled") }
}
