import GestureTuning

/// The lasso's settings for the F6 tuning panel and tuning files (`--tuning`): the panel draws the distances as
/// circles around the finger while they are tuned.
public enum LassoTunables {
    @MainActor public static let all: [TunableParameter] = [
        .make("lasso", LassoGestureRecognizer.self, "closingDistance", \.closingDistance, unit: .points,
              default: 60, range: 10...200, step: 5),
        .make("lasso", LassoGestureRecognizer.self, "minimumPathLength", \.minimumPathLength, unit: .points,
              default: 120, range: 20...600, step: 10),
    ]
}
