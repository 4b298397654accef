import Foundation
import GestureTuning

/// Tuning files (JSON) and the Swift snippet export.
///
/// ```json
/// {"format":"gesture-sandbox-tuning","version":1,"values":{"long-press.minimumPressDuration":0.4,"tap.allowableMovement":8}}
/// ```
///
/// Values are in the properties' own units (points, seconds, radians, ratios). Every key must be a known parameter
/// with a number in its range.
@MainActor
public enum TuningFile {
    public static let formatName = "gesture-sandbox-tuning"
    public static let version = 1

    /// The JSON, keys sorted, one value per line.
    public static func json(_ tuning: Tuning) -> String {
        let values = tuning.values.keys.sorted().map { "    \"\($0)\": \(number(tuning.values[$0]!))" }
        return "{\n  \"format\": \"\(formatName)\",\n  \"version\": \(version),\n  \"values\": {\n"
            + values.joined(separator: ",\n") + (values.isEmpty ? "" : "\n") + "  }\n}\n"
    }

    /// Swift that sets the same values on a recognizer, for pasting into an app.
    public static func swift(_ tuning: Tuning, catalog: TuningCatalog) -> String {
        var lines = ["import Foundation", "import GestureKit", "",
                     "/// Tuned in Gesture Sandbox: sets these values on a recognizer of the matching type.",
                     "@MainActor", "func applyTuning(to recognizer: GestureRecognizer) {"]
        var types: [String] = []
        for parameter in catalog.parameters where tuning.values[parameter.id] != nil && !types.contains(parameter.typeName) {
            types.append(parameter.typeName)
        }
        // Subclasses first, so `if let` on the base class doesn't catch them.
        types.sort { a, b in a.hasPrefix("ScreenEdgePan") && b == "PanGestureRecognizer" }
        for (index, type) in types.enumerated() {
            let variable = "recognizer"
            // A scroll view's settings are reached through its pan, the recognizer the panel tuned.
            lines.append(type == "ScrollView"
                ? "    \(index == 0 ? "if" : "} else if") let \(variable) = recognizer.view as? ScrollView, "
                    + "\(variable).panGestureRecognizer === recognizer {"
                : "    \(index == 0 ? "if" : "} else if") let \(variable) = recognizer as? \(type) {")
            for parameter in catalog.parameters where parameter.typeName == type {
                guard let value = tuning.values[parameter.id] else { continue }
                let shown = parameter.unit == .flag ? (value >= 0.5 ? "true" : "false")
                    : parameter.id == "scroll.decelerationRate" ? "ScrollView.DecelerationRate(rawValue: \(number(value)))"
                    : number(value)
                lines.append("        \(variable).\(parameter.property) = \(shown)  // default "
                             + parameter.format(parameter.defaultValue))
            }
        }
        if !types.isEmpty { lines.append("    }") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a tuning file; every problem is a `TuningError` naming the file and the key.
    public static func load(path: String, catalog: TuningCatalog) throws -> Tuning {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TuningError("tuning \(path): can't read the file")
        }
        return try parse(data, file: path, catalog: catalog)
    }

    public static func parse(_ data: Data, file: String, catalog: TuningCatalog) throws -> Tuning {
        func fail(_ message: String) -> TuningError { TuningError("tuning \(file): \(message)") }
        let object: [String: JSONValue]
        do {
            guard case .object(let top) = try JSONReader.value(of: data) else { throw fail("expected a JSON object") }
            object = top
        } catch let error as JSONError {
            throw fail("\(error)")
        }
        guard case .string(formatName)? = object["format"] else {
            throw fail("key \"format\" must be \"\(formatName)\"")
        }
        guard case .number(Double(version))? = object["version"] else {
            throw fail("key \"version\" must be \(version)")
        }
        guard case .object(let values)? = object["values"] else {
            throw fail("key \"values\" must be an object of parameter values")
        }
        for key in object.keys.sorted() where !["format", "version", "values"].contains(key) {
            throw fail("unknown key \"\(key)\" (expected format, version, values)")
        }
        var tuning = Tuning()
        for key in values.keys.sorted() {
            guard let parameter = catalog.parameter(key) else {
                let near = catalog.parameters.map(\.id).min { distance($0, key) < distance($1, key) }
                throw fail("unknown key \"\(key)\"" + (near.map { " (did you mean \"\($0)\"?)" } ?? ""))
            }
            guard case .number(let value)? = values[key] else { throw fail("key \"\(key)\" must be a number") }
            guard parameter.range.contains(value) else {
                throw fail("key \"\(key)\" is \(number(value)), outside \(number(parameter.range.lowerBound))"
                           + "…\(number(parameter.range.upperBound))")
            }
            tuning.values[key] = value
        }
        return tuning
    }

    /// Shortest round-tripping spelling: `8`, `0.4`, `0.0872664626`.
    public static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// Edit distance, for "did you mean".
    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
