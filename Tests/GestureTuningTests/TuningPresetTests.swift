import Foundation
import GestureKit
import GestureTuning
import Testing

@MainActor
@Suite("Tuning presets")
struct TuningPresetTests {
    @Test func androidSetsTouchSlop8LongPress400msDoubleTap300ms() {
        let values = TuningPreset.android.values(in: .builtIn)
        #expect(values["tap.allowableMovement"] == 8)
        #expect(values["long-press.allowableMovement"] == 8)
        #expect(values["pan.hysteresis"] == 8)
        #expect(values["edge-pan.hysteresis"] == 8)
        #expect(values["swipe.directionSlop"] == 8)
        #expect(values["pinch.hysteresis"] == 16)
        #expect(values["long-press.minimumPressDuration"] == 0.4)
        #expect(values["tap.maximumIntervalBetweenTaps"] == 0.3)
        #expect(values["swipe.minimumDistance"] == 50, "what Android has no constant for stays UIKit's")
        #expect(TuningPreset.android.source.contains("ViewConfiguration.java"))
    }

    @Test func flutterSetsTouchSlop18DoubleTap300msLongPress500ms() {
        let values = TuningPreset.flutter.values(in: .builtIn)
        #expect(values["tap.allowableMovement"] == 18)
        #expect(values["long-press.allowableMovement"] == 18)
        #expect(values["pan.hysteresis"] == 36)
        #expect(values["pinch.hysteresis"] == 18)
        #expect(values["tap.maximumIntervalBetweenTaps"] == 0.3)
        #expect(values["long-press.minimumPressDuration"] == 0.5)
        #expect(TuningPreset.flutter.source.contains("gestures/constants.dart"))
    }

    @Test func uikitSetsEveryBuiltInDefault() {
        let values = TuningPreset.uikit.values(in: .builtIn)
        // Every recognizer threshold; of the scroll view's settings only the press delay and the touch slop (paging,
        // bounces, … stay the scene's).
        #expect(values.count == TuningCatalog.builtIn.parameters.filter {
            $0.kind != "scroll" || $0.id == "scroll.contentTouchDelay" || $0.id == "scroll.panHysteresis"
        }.count)
        #expect(values["tap.allowableMovement"] == 45)
        #expect(values["tap.maximumTapDuration"] == 0.75)
        #expect(values["tap.maximumIntervalBetweenTaps"] == 0.35)
        #expect(values["long-press.minimumPressDuration"] == 0.5)
        #expect(values["long-press.allowableMovement"] == 10)
        #expect(values["pan.hysteresis"] == 10)
        #expect(values["edge-pan.edgeRegion"] == 13)
        #expect(values["edge-pan.hysteresis"] == 15)
        #expect(values["swipe.minimumDistance"] == 50)
        #expect(values["pinch.hysteresis"] == 8)
        #expect(values["rotation.minimumRotation"] == 5 * .pi / 180)
    }

    @Test func choosingAPresetSetsTheRecognizersAndSwitchingBackRestoresUIKit() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let tap = TapGestureRecognizer(), press = LongPressGestureRecognizer(), pan = PanGestureRecognizer()
        let edge = ScreenEdgePanGestureRecognizer()
        [tap, press, pan, edge].forEach(window.addGestureRecognizer)
        let model = TuningPanelModel(catalog: .builtIn)
        model.choose(.android, in: window)
        #expect(model.presetID == "android")
        #expect((tap.allowableMovement, tap.maximumIntervalBetweenTaps) == (8, 0.3))
        #expect((press.allowableMovement, press.minimumPressDuration) == (8, 0.4))
        #expect((pan.hysteresis, edge.hysteresis) == (8, 8))
        model.choose(.flutter, in: window)
        #expect((tap.allowableMovement, press.minimumPressDuration, pan.hysteresis) == (18, 0.5, 36))
        model.choose(.uikit, in: window)
        #expect((tap.allowableMovement, press.minimumPressDuration, pan.hysteresis, edge.hysteresis) == (45, 0.5, 10, 15))
        model.set("pan.hysteresis", to: 12, in: window)
        #expect(model.presetID == nil, "an edited preset is custom")
    }
}

/// The scroll view's settings in F6: a preset sets the platform's press delay (and touch slop, `ScrollPresetTests`)
/// and nothing else of a scroll view;
/// tuning a flag reaches the scroll view through its pan.
@MainActor
@Suite struct ScrollTuningTests {
    @Test func presetsSetThePressDelayOnly() {
        #expect(TuningPreset.uikit.values(in: .builtIn)["scroll.contentTouchDelay"] == 0.15)
        #expect(TuningPreset.android.values(in: .builtIn)["scroll.contentTouchDelay"] == 0.1)
        #expect(TuningPreset.flutter.values(in: .builtIn)["scroll.contentTouchDelay"] == 0.1)
        #expect(TuningPreset.uikit.values(in: .builtIn)["scroll.isPagingEnabled"] == nil)
    }

    @Test func flagsReachTheScrollView() {
        let scroll = ScrollView(name: "list")
        let parameter = TuningCatalog.builtIn.parameter("scroll.delaysContentTouches")!
        #expect(parameter.appliesTo(scroll.panGestureRecognizer))
        #expect(!parameter.appliesTo(scroll.pinchGestureRecognizer))
        parameter.set(0, on: scroll.panGestureRecognizer)
        #expect(!scroll.delaysContentTouches)
        #expect(parameter.format(0) == "off")
        let rate = TuningCatalog.builtIn.parameter("scroll.decelerationRate")!
        rate.set(0.99, on: scroll.panGestureRecognizer)
        #expect(scroll.decelerationRate == .fast)
    }
}
