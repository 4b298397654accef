import Foundation

/// A named set of values for the built-in parameters, after another platform's constants. Each sets every built-in
/// recognizer parameter and a scroll view's press delay and touch slop: the UIKit defaults, with the platform's touch
/// slop, timeouts and press delay where it documents them.
public struct TuningPreset: Sendable, Equatable {
    public let id: String
    public let title: String
    /// Where the numbers come from.
    public let source: String
    /// Parameter values that differ from UIKit's, by parameter id.
    public let overrides: [String: Double]

    /// UIKit's defaults (the README's table of defaults: Apple's documentation and values reported for UIKit): a
    /// scroll view holds content touches 0.15 s (`ScrollView.defaultContentTouchDelay`) and its pan begins past the
    /// pan's 10 pt hysteresis.
    public static let uikit = TuningPreset(
        id: "uikit", title: "UIKit", source: "Apple UIKit documentation and values reported for UIKit (README defaults)",
        overrides: [:])

    /// Android's `ViewConfiguration` (https://developer.android.com/reference/android/view/ViewConfiguration names
    /// getTapTimeout and getScaledTouchSlop; the numbers are AOSP's ViewConfiguration.java): touch slop 8 dp (tap and
    /// long-press movement, drag and swipe start, and a scrolling container's drag), `ScaleGestureDetector`'s span
    /// slop 2 × touch slop, double tap 300 ms, long press 400 ms (Android 12 and later), TAP_TIMEOUT 100 ms (how long
    /// a scrolling container waits before showing a press).
    public static let android = TuningPreset(
        id: "android", title: "Android",
        source: "AOSP frameworks/base core/java/android/view/ViewConfiguration.java: TOUCH_SLOP = 8 dp, "
            + "DOUBLE_TAP_TIMEOUT = 300 ms, DEFAULT_LONG_PRESS_TIMEOUT = 400 ms; ScaleGestureDetector span slop = "
            + "2 × touch slop; TAP_TIMEOUT = 100 ms (the press delay in scrolling containers; their drag starts at the "
            + "touch slop)",
        overrides: [
            "scroll.contentTouchDelay": 0.1, "scroll.panHysteresis": 8,
            "tap.allowableMovement": 8, "long-press.allowableMovement": 8, "pan.hysteresis": 8,
            "edge-pan.hysteresis": 8, "swipe.directionSlop": 8, "pinch.hysteresis": 16,
            "tap.maximumIntervalBetweenTaps": 0.3, "long-press.minimumPressDuration": 0.4,
        ])

    /// Flutter's `gestures/constants.dart`: kTouchSlop 18 (tap and long-press movement, drags, and a scrollable's
    /// drag, https://api.flutter.dev/flutter/gestures/kTouchSlop-constant.html), kPanSlop 36 (a free pan, 2 ×
    /// kTouchSlop), kScaleSlop 18 (pinch), kDoubleTapTimeout 300 ms, kLongPressTimeout 500 ms, kPressTimeout 100 ms
    /// (https://api.flutter.dev/flutter/gestures/kPressTimeout-constant.html).
    public static let flutter = TuningPreset(
        id: "flutter", title: "Flutter",
        source: "flutter/packages/flutter/lib/src/gestures/constants.dart: kTouchSlop = 18, kPanSlop = 36, "
            + "kScaleSlop = 18, kDoubleTapTimeout = 300 ms, kLongPressTimeout = 500 ms, kPressTimeout = 100 ms (the "
            + "press delay in scrollables, whose drag starts at kTouchSlop)",
        overrides: [
            "scroll.contentTouchDelay": 0.1, "scroll.panHysteresis": 18,
            "tap.allowableMovement": 18, "long-press.allowableMovement": 18, "pan.hysteresis": 36,
            "edge-pan.hysteresis": 18, "swipe.directionSlop": 18, "pinch.hysteresis": 18,
            "tap.maximumIntervalBetweenTaps": 0.3, "long-press.minimumPressDuration": 0.5,
        ])

    public static let all = [uikit, android, flutter]

    /// The scroll view's settings a preset sets: the press delay and the touch slop.
    public static let scrollParameters: Set<String> = ["scroll.contentTouchDelay", "scroll.panHysteresis"]

    /// The preset's value for every parameter of `catalog` it covers (built-ins: all of them).
    @MainActor
    public func values(in catalog: TuningCatalog) -> [String: Double] {
        var values: [String: Double] = [:]
        // Of a scroll view's settings a preset sets only the press delay and the touch slop; paging, bounces and the
        // rest stay the scene's.
        for parameter in catalog.parameters where TuningCatalog.builtIn.parameter(parameter.id) != nil
            && (parameter.kind != "scroll" || Self.scrollParameters.contains(parameter.id)) {
            values[parameter.id] = overrides[parameter.id] ?? parameter.defaultValue
        }
        return values
    }
}
