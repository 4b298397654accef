import CustomRecognizers
import GestureTuning
import StrokeAnalysis

/// The custom recognizers' settings the F6 panel and tuning files offer, besides the built-ins'.
enum CustomTunables {
    @MainActor static let all: [TunableParameter] = [
        .make("swirl", SwirlGestureRecognizer.self, "beginThreshold", \.beginThreshold, unit: .radians,
              default: SwirlTracker.defaultBeginThreshold, range: 0...(.pi / 2), step: .pi / 180),
        .make("swirl", SwirlGestureRecognizer.self, "deadZoneRadius", \.deadZoneRadius, unit: .points,
              default: SwirlTracker.defaultDeadZoneRadius, range: 0...100, step: 1),
    ]
}
