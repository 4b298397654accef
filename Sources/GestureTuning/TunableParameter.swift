import Foundation
import GestureKit

/// One setting of one kind of recognizer that the tuning panel, presets and tuning files can change, e.g.
/// `tap.allowableMovement`. Values are in the property's own units (points, seconds, radians, ratios), so a tuning
/// file and the exported Swift say exactly what the code would set; the panel shows angles in degrees.
@MainActor
public struct TunableParameter {
    public enum Unit: String, Sendable {
        case points = "pt", seconds = "s", radians = "°", ratio = "×"
    }

    /// `kind.property`, the key in tuning files.
    public let id: String
    /// The group the panel shows it under: `tap`, `long-press`, … (the reason codes' prefixes).
    public let kind: String
    /// The Swift property, e.g. `allowableMovement`.
    public let property: String
    /// The Swift type the exported snippet casts to.
    public let typeName: String
    public let unit: Unit
    public let defaultValue: Double
    public let range: ClosedRange<Double>
    /// One stepper click.
    public let step: Double
    let applies: (GestureRecognizer) -> Bool
    let read: (GestureRecognizer) -> Double
    let write: (GestureRecognizer, Double) -> Void

    /// A parameter of recognizers of type `R` (subclasses included, unless `applies` narrows it).
    public static func make<R: GestureRecognizer, Value: BinaryFloatingPoint>(
        _ kind: String, _ type: R.Type, _ property: String, _ keyPath: ReferenceWritableKeyPath<R, Value>,
        unit: Unit, default defaultValue: Value, range: ClosedRange<Double>, step: Double,
        applies: @escaping (GestureRecognizer) -> Bool = { $0 is R }
    ) -> TunableParameter {
        TunableParameter(
            id: "\(kind).\(property)", kind: kind, property: property, typeName: "\(R.self)", unit: unit,
            defaultValue: Double(defaultValue), range: range, step: step, applies: applies,
            read: { Double(($0 as! R)[keyPath: keyPath]) },
            write: { ($0 as! R)[keyPath: keyPath] = Value($1) })
    }

    /// Whether it is a distance, so the panel draws it as a circle around the finger.
    public var isDistance: Bool { unit == .points }

    public func appliesTo(_ recognizer: GestureRecognizer) -> Bool { applies(recognizer) }
    public func value(of recognizer: GestureRecognizer) -> Double { read(recognizer) }
    public func set(_ value: Double, on recognizer: GestureRecognizer) { write(recognizer, value) }

    /// `45 pt`, `0.35 s`, `5°`, `0.5×`.
    public func format(_ value: Double) -> String {
        let shown = unit == .radians ? value * 180 / .pi : value
        var text = String(format: "%.3f", shown)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return unit == .radians || unit == .ratio ? text + unit.rawValue : "\(text) \(unit.rawValue)"
    }
}
