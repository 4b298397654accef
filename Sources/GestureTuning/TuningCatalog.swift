import Foundation
import GestureKit

/// The parameters that can be tuned: the built-in recognizers' thresholds, plus any a host adds for custom
/// recognizers (the sandbox adds the swirl's).
@MainActor
public struct TuningCatalog {
    public var parameters: [TunableParameter]

    public init(parameters: [TunableParameter]) {
        precondition(Set(parameters.map(\.id)).count == parameters.count, "tunable parameter ids must be unique")
        self.parameters = parameters
    }

    public func parameter(_ id: String) -> TunableParameter? { parameters.first { $0.id == id } }

    /// The parameters that apply to `recognizer`.
    public func parameters(for recognizer: GestureRecognizer) -> [TunableParameter] {
        parameters.filter { $0.appliesTo(recognizer) }
    }

    /// Thresholds of the seven built-in recognizers, with their documented defaults, and the scroll view's settings.
    public static let builtIn = TuningCatalog(parameters: [
        .make("tap", TapGestureRecognizer.self, "allowableMovement", \.allowableMovement, unit: .points,
              default: TapGestureRecognizer.defaultAllowableMovement, range: 0...200, step: 1),
        .make("tap", TapGestureRecognizer.self, "maximumTapDuration", \.maximumTapDuration, unit: .seconds,
              default: TapGestureRecognizer.defaultMaximumTapDuration, range: 0.05...3, step: 0.05),
        .make("tap", TapGestureRecognizer.self, "maximumIntervalBetweenTaps", \.maximumIntervalBetweenTaps,
              unit: .seconds, default: TapGestureRecognizer.defaultMaximumIntervalBetweenTaps, range: 0.05...2, step: 0.05),
        .make("long-press", LongPressGestureRecognizer.self, "minimumPressDuration", \.minimumPressDuration,
              unit: .seconds, default: LongPressGestureRecognizer.defaultMinimumPressDuration, range: 0.05...3, step: 0.05),
        .make("long-press", LongPressGestureRecognizer.self, "allowableMovement", \.allowableMovement, unit: .points,
              default: LongPressGestureRecognizer.defaultAllowableMovement, range: 0...200, step: 1),
        .make("pan", PanGestureRecognizer.self, "hysteresis", \.hysteresis, unit: .points,
              default: PanGestureRecognizer.defaultHysteresis, range: 0...100, step: 1,
              applies: { $0 is PanGestureRecognizer && !($0 is ScreenEdgePanGestureRecognizer)
                  && ($0.view as? ScrollView)?.panGestureRecognizer !== $0 }),
        .make("edge-pan", ScreenEdgePanGestureRecognizer.self, "edgeRegion", \.edgeRegion, unit: .points,
              default: ScreenEdgePanGestureRecognizer.defaultEdgeRegion, range: 1...200, step: 1),
        .make("edge-pan", ScreenEdgePanGestureRecognizer.self, "hysteresis", \.hysteresis, unit: .points,
              default: ScreenEdgePanGestureRecognizer.defaultEdgeHysteresis, range: 0...100, step: 1),
        .make("swipe", SwipeGestureRecognizer.self, "minimumDistance", \.minimumDistance, unit: .points,
              default: SwipeGestureRecognizer.defaultMinimumDistance, range: 1...400, step: 5),
        .make("swipe", SwipeGestureRecognizer.self, "maximumDuration", \.maximumDuration, unit: .seconds,
              default: SwipeGestureRecognizer.defaultMaximumDuration, range: 0.05...3, step: 0.05),
        .make("swipe", SwipeGestureRecognizer.self, "maximumOffAxisRatio", \.maximumOffAxisRatio, unit: .ratio,
              default: SwipeGestureRecognizer.defaultMaximumOffAxisRatio, range: 0...2, step: 0.05),
        .make("swipe", SwipeGestureRecognizer.self, "directionSlop", \.directionSlop, unit: .points,
              default: SwipeGestureRecognizer.defaultDirectionSlop, range: 0...100, step: 1),
        .make("pinch", PinchGestureRecognizer.self, "hysteresis", \.hysteresis, unit: .points,
              default: PinchGestureRecognizer.defaultHysteresis, range: 0...100, step: 1),
        .make("rotation", RotationGestureRecognizer.self, "minimumRotation", \.minimumRotation, unit: .radians,
              default: RotationGestureRecognizer.defaultMinimumRotation, range: 0...(.pi / 2), step: .pi / 180),
        .make("rotation", RotationGestureRecognizer.self, "minimumRotationWhileScaling", \.minimumRotationWhileScaling,
              unit: .radians, default: RotationGestureRecognizer.defaultMinimumRotationWhileScaling,
              range: 0...(.pi / 2), step: .pi / 180),
        .scrollView("delaysContentTouches", \.delaysContentTouches, unit: .flag, default: 1, range: 0...1, step: 1,
                    read: { $0 ? 1 : 0 }, write: { $0 >= 0.5 }),
        .scrollView("contentTouchDelay", \.contentTouchDelay, unit: .seconds,
                    default: ScrollView.defaultContentTouchDelay, range: 0...1, step: 0.05,
                    read: { $0 }, write: { $0 }),
        .scrollView("panHysteresis", \.panGestureRecognizer.hysteresis, unit: .points,
                    default: Double(PanGestureRecognizer.defaultHysteresis), range: 0...100, step: 1,
                    read: { Double($0) }, write: { CGFloat($0) }),
        .scrollView("canCancelContentTouches", \.canCancelContentTouches, unit: .flag, default: 1, range: 0...1,
                    step: 1, read: { $0 ? 1 : 0 }, write: { $0 >= 0.5 }),
        .scrollView("decelerationRate", \.decelerationRate, unit: .ratio,
                    default: Double(ScrollView.DecelerationRate.normal.rawValue), range: 0.9...0.999, step: 0.001,
                    read: { Double($0.rawValue) }, write: { ScrollView.DecelerationRate(rawValue: CGFloat($0)) }),
        .scrollView("isPagingEnabled", \.isPagingEnabled, unit: .flag, default: 0, range: 0...1, step: 1,
                    read: { $0 ? 1 : 0 }, write: { $0 >= 0.5 }),
        .scrollView("isDirectionalLockEnabled", \.isDirectionalLockEnabled, unit: .flag, default: 0, range: 0...1,
                    step: 1, read: { $0 ? 1 : 0 }, write: { $0 >= 0.5 }),
        .scrollView("bounces", \.bounces, unit: .flag, default: 1, range: 0...1, step: 1,
                    read: { $0 ? 1 : 0 }, write: { $0 >= 0.5 }),
    ])
}
