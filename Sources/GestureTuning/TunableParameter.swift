import Foundation
import GestureKit

/// One setting of one kind of recognizer that the tuning panel, presets and tuning files can change, e.g.
/// `tap.allowableMovement`. Values are in the property's own units (points, seconds, radians, ratios), so a tuning
/// file and the exported Swift say exactly what the code would set; the panel shows angles in degrees.
@MainActor
public struct TunableParameter {
    public enum Unit: String, Sendable {
        case points = "pt", seconds = "s", radians = "°", ratio = "×", flag = "on/off"
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

    /// A setting of the scroll views (`ScrollView`), tuned through their pan recognizer, which the panel lists for
    /// a touch on the scroll view or its content; a `flag` is 1 (on) or 0 (off).
    public static func scrollView<Value>(
        _ property: String, _ keyPath: ReferenceWritableKeyPath<ScrollView, Value>, unit: Unit,
        default defaultValue: Double, range: ClosedRange<Double>, step: Double,
        read: @escaping (Value) -> Double, write: @escaping (Double) -> Value
    ) -> TunableParameter {
        func scrollView(of recognizer: GestureRecognizer) -> ScrollView? {
            guard let scrollView = recognizer.view as? ScrollView, scrollView.panGestureRecognizer === recognizer
            else { return nil }
            return scrollView
        }
        return TunableParameter(
            id: "scroll.\(property)", kind: "scroll", property: property, typeName: "ScrollView", unit: unit,
            defaultValue: defaultValue, range: range, step: step, applies: { scrollView(of: $0) != nil },
            read: { scrollView(of: $0).map { read($0[keyPath: keyPath]) } ?? defaultValue },
            write: { recognizer, value in scrollView(of: recognizer)?[keyPath: keyPath] = write(value) })
    }

    /// Whether it is a distance, so the panel draws it as a circle around the finger.
    public var isDistance: Bool { unit == .points }

    public func appliesTo(_ recognizer: GestureRecognizer) -> Bool { applies(recognizer) }
    public func value(of recognizer: GestureRecognizer) -> Double { read(recognizer) }
    public func set(_ value: Double, on recognizer: GestureRecognizer) { write(recognizer, value) }

    /// `45 pt`, `0.35 s`, `5°`, `0.5×`.
    public func format(_ value: Double) -> String {
        if unit == .flag { return value >= 0.5 ? "on" : "off" }
        let shown = unit == .radians ? value * 180 / .pi : value
        var text = String(format: "%.3f", shown)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return unit == .radians || unit == .ratio ? text + unit.rawValue : "\(text) \(unit.rawValue)"
    }
}
