import Foundation

/// Why a stroke can't be the shape: the rule it broke (`StrokeRule`, where each rule is declared once), in words that
/// carry the numbers ("down arm bulges 0.31 > maximumBulge 0.22"), and the same numbers by name, measured value
/// first, so a trace carries them as fields.
public struct StrokeFailure: Sendable, Equatable, CustomStringConvertible {
    public var rule: StrokeRule
    public var text: String
    public var names: [String]
    public var numbers: [Double]

    public init(_ rule: StrokeRule) {
        self.rule = rule
        text = rule.message
        let named = rule.numbers
        names = named.map(\.key)
        numbers = named.map(\.value)
    }

    public var description: String { text }

    /// The number named `name`, if the failure carries it.
    public func number(_ name: String) -> Double? {
        names.firstIndex(of: name).map { numbers[$0] }
    }

    /// A number as the words show it: whole numbers bare, others to two decimals ("16", "0.31", "1.75").
    public static func format(_ value: CGFloat) -> String {
        let v = Double(value)
        if v == v.rounded(), abs(v) < 1e9 { return String(Int(v)) }
        return String(format: "%.2f", v)
    }
}
