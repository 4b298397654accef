import Foundation
import TemplateRecognition

/// Templates files: gestures taught by example, as the Teach scene writes them and `--gestures` reads them.
///
/// ```json
/// {"format": "gesture-sandbox-gestures", "version": 1,
///  "gestures": [{"name": "check", "examples": [[[x, y, t], …], …]}]}
/// ```
///
/// Points are in the drawing's points, `t` in seconds since the example began (null when unknown). An example of
/// several strokes is a list of strokes (`[[[x, y, t], …], [[x, y, t], …]]`). Optional `"direction"`
/// (`"learned"`, the default, `"as-drawn"` or `"either"`) and `"rotation"` (the degrees a drawing may be turned, default 30, or
/// `"any"`) say how drawings are compared. The writer puts each example on a line of its own, so an error names a
/// line worth reading. Read with `JSONReader` like every format: an error names the line and column of the value at
/// fault.
public enum GestureTemplatesFile {
    public static let formatName = "gesture-sandbox-gestures"
    public static let version = 1

    /// The JSON for `templates`.
    public static func json(_ templates: TemplateSet) -> String {
        var lines = ["{", "  \"format\": \"\(formatName)\",", "  \"version\": \(version),"]
        if templates.direction != TemplateSet.defaultDirection { lines.append("  \"direction\": \"\(templates.direction.rawValue)\",") }
        switch templates.rotation {
        case .invariant: lines.append("  \"rotation\": \"any\",")
        case .sensitive(let degrees) where templates.rotation != TemplateSet.defaultRotation:
            lines.append("  \"rotation\": \(JSONNumber.string(degrees, digits: 3)),")
        case .sensitive: break
        }
        lines.append("  \"gestures\": [")
        for (g, gesture) in templates.gestures.enumerated() {
            let comma = g == templates.gestures.count - 1 ? "" : ","
            guard !gesture.examples.isEmpty else {
                lines.append("    {\"name\": \(JSONLine.quoted(gesture.name)), \"examples\": []}\(comma)")
                continue
            }
            lines.append("    {\"name\": \(JSONLine.quoted(gesture.name)), \"examples\": [")
            for (e, example) in gesture.examples.enumerated() {
                let strokes = example.strokes.map { "[" + $0.map(point).joined(separator: ", ") + "]" }
                let text = strokes.count == 1 ? strokes[0] : "[" + strokes.joined(separator: ", ") + "]"
                lines.append("      " + text + (e == gesture.examples.count - 1 ? "" : ","))
            }
            lines.append("    ]}\(comma)")
        }
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes `templates` to `path` through a temporary file beside it, so a failed write leaves the old file whole.
    public static func save(_ templates: TemplateSet, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(json(templates).utf8).write(to: temporary)
        } catch {
            throw GestureTemplatesError(file: path, message: "can't write the file (\(error.localizedDescription))")
        }
        // rename(2) replaces the old file in one step.
        guard rename(temporary.path, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw GestureTemplatesError(file: path, message: "can't write the file (\(reason))")
        }
    }

    /// Reads the templates file at `path`.
    public static func load(path: String) throws -> TemplateSet {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw GestureTemplatesError(file: path, message: exists ? "can't read the file" : "no such file")
        }
        return try parse(data, file: path)
    }

    /// Reads a templates file's contents; `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws -> TemplateSet {
        let document: JSONNode
        do {
            document = try JSONReader.node(of: data)
        } catch let error as JSONError {
            throw GestureTemplatesError(file: file, line: error.line, column: error.column, message: error.message)
        }
        func fail(_ node: JSONNode, _ message: String) -> GestureTemplatesError {
            GestureTemplatesError(file: file, line: node.line, column: node.column, message: message)
        }
        guard case .object = document.value else {
            throw fail(document, "expected a JSON object, found \(document.value.kindName)")
        }
        let known = ["format", "version", "direction", "rotation", "gestures"]
        if let unknown = document.members.first(where: { !known.contains($0.key) }) {
            throw fail(unknown.node, "unknown key \"\(unknown.key)\" (expected \(known.joined(separator: ", ")))")
        }
        guard let format = document["format"] else { throw fail(document, "missing \"format\": \"\(formatName)\"") }
        guard case .string(formatName) = format.value else {
            throw fail(format, "\"format\" must be \"\(formatName)\" (this is not a templates file)")
        }
        guard let versionValue = document["version"] else { throw fail(document, "missing \"version\": \(version)") }
        guard case let .number(found) = versionValue.value, found == found.rounded() else {
            throw fail(versionValue, "\"version\" must be a whole number")
        }
        guard Int(found) == version else {
            throw fail(versionValue, "version \(JSONNumber.string(found, digits: 0)) is not one this reader knows (\(version))")
        }
        var direction = TemplateSet.defaultDirection
        if let value = document["direction"] {
            guard case let .string(text) = value.value, let parsed = TemplateSet.Direction(rawValue: text) else {
                throw fail(value, "\"direction\" must be \"learned\", \"as-drawn\" or \"either\"")
            }
            direction = parsed
        }
        var rotation = TemplateSet.defaultRotation
        if let value = document["rotation"] {
            switch value.value {
            case .string("any"): rotation = .invariant
            case .number(let degrees) where degrees >= 0 && degrees <= 180: rotation = .sensitive(maximumDegrees: degrees)
            default: throw fail(value, "\"rotation\" must be degrees from 0 to 180 or \"any\"")
            }
        }
        guard let list = document["gestures"] else { throw fail(document, "missing \"gestures\": [...]") }
        guard case .array = list.value else {
            throw fail(list, "\"gestures\" must be an array, found \(list.value.kindName)")
        }
        var gestures: [TaughtGesture] = []
        for entry in list.elements {
            guard case .object = entry.value else {
                throw fail(entry, "a gesture must be an object, found \(entry.value.kindName)")
            }
            if let unknown = entry.members.first(where: { !["name", "examples"].contains($0.key) }) {
                throw fail(unknown.node, "unknown key \"\(unknown.key)\" in a gesture (expected name, examples)")
            }
            guard let nameValue = entry["name"], case let .string(name) = nameValue.value else {
                throw fail(entry, "a gesture needs a \"name\" string")
            }
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw fail(nameValue, "a gesture's name is empty") }
            guard !gestures.contains(where: { $0.name == name }) else {
                throw fail(nameValue, "gesture \"\(name)\" appears twice")
            }
            guard let examples = entry["examples"], case .array = examples.value else {
                throw fail(entry, "gesture \"\(name)\" needs an \"examples\" array")
            }
            gestures.append(TaughtGesture(name: name,
                                          examples: try examples.elements.map { try example($0, of: name, fail: fail) }))
        }
        return TemplateSet(gestures: gestures, direction: direction, rotation: rotation)
    }

    /// One example: a list of points (one stroke) or a list of strokes.
    private static func example(_ value: JSONNode, of name: String,
                                fail: (JSONNode, String) -> GestureTemplatesError) throws -> GestureExample {
        guard case .array = value.value, let first = value.elements.first else {
            throw fail(value, "an example of \"\(name)\" must be a non-empty array of [x, y, t] points")
        }
        let isStrokeList: Bool
        if case .array = first.value, let innerFirst = first.elements.first, case .array = innerFirst.value {
            isStrokeList = true
        } else {
            isStrokeList = false
        }
        let strokes = isStrokeList ? value.elements : [value]
        return GestureExample(strokes: try strokes.map { stroke in
            guard case .array = stroke.value, !stroke.elements.isEmpty else {
                throw fail(stroke, "a stroke of \"\(name)\" must be a non-empty array of [x, y, t] points")
            }
            return try stroke.elements.map { try point($0, of: name, fail: fail) }
        })
    }

    private static func point(_ value: JSONNode, of name: String,
                              fail: (JSONNode, String) -> GestureTemplatesError) throws -> TemplatePoint {
        guard case let .array(parts) = value.value, parts.count == 3,
              case let .number(x) = parts[0], case let .number(y) = parts[1] else {
            throw fail(value, "a point of \"\(name)\" must be [x, y, t] with numbers x, y and t a number or null")
        }
        switch parts[2] {
        case .null: return TemplatePoint(x: x, y: y, t: nil)
        case .number(let t) where t >= 0: return TemplatePoint(x: x, y: y, t: t)
        case .number: throw fail(value, "a point of \"\(name)\" has a negative time")
        default: throw fail(value, "a point of \"\(name)\" must be [x, y, t] with t a number of seconds or null")
        }
    }

    private static func point(_ point: TemplatePoint) -> String {
        let t = point.t.map { JSONNumber.string($0, digits: 3) } ?? "null"
        return "[\(JSONNumber.string(point.x, digits: 2)), \(JSONNumber.string(point.y, digits: 2)), \(t)]"
    }
}
