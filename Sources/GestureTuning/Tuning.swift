import Foundation
import GestureKit

/// Tuned values by parameter id: what a tuning file holds and what the app applies to every recognizer of the scene.
/// Parameters not in `values` keep whatever the scene set.
public struct Tuning: Equatable, Sendable {
    public var values: [String: Double]

    public init(values: [String: Double] = [:]) {
        self.values = values
    }

    /// Sets the tuned parameters on every recognizer in `view`'s tree they apply to.
    @MainActor
    public func apply(to view: View, catalog: TuningCatalog) {
        guard !values.isEmpty else { return }
        let parameters = catalog.parameters.compactMap { parameter in values[parameter.id].map { (parameter, $0) } }
        apply(parameters, to: view)
    }

    @MainActor
    private func apply(_ parameters: [(TunableParameter, Double)], to view: View) {
        for recognizer in view.gestureRecognizers {
            for (parameter, value) in parameters where parameter.appliesTo(recognizer)
                && parameter.value(of: recognizer) != value {
                parameter.set(value, on: recognizer)
            }
        }
        for subview in view.subviews { apply(parameters, to: subview) }
    }
}
