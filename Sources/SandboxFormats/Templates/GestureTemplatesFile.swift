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

    // Limits, as the recordings have theirs (docs/file-formats.md), each refused in one line naming the place: they
    // keep reading and the Teach scene linear and memory bounded (a 24 MB file peaked at 565 MB, 1.28 GB shown).
    /// The file's size: read whole, at most about 10x this in memory while parsed.
    public static let maximumFileSize = 16 << 20
    public static let maximumGestures = 100_000
    public static let maximumExamples = 10_000
    public static let maximumStrokes = 16
    public static let maximumPoints = 10_000
    public static let maximumNameLength = 1_000
    /// Coordinates, as a recording's `x` and `y`.
    public static let maximumCoordinate = 1e9
    /// Seconds, as a recording's `t`.
    public static let maximumTime = 1_000_000.0

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

    /// Writes `templates` to `path` as every saved file is written (`OutputFile.replace`: through a symlink to its
    /// target, keeping its mode, by an exclusive temporary file beside it renamed over it), so a failed write leaves
    /// the old file whole.
    public static func save(_ templates: TemplateSet, to path: String) throws {
        do {
            try OutputFile.replace(path, with: Data(json(templates).utf8))
        } catch let error as SandboxError {
            throw GestureTemplatesError(file: path, message: error.message.replacingOccurrences(of: "can't write \(path): ",
                                                                                               with: "can't write the file: "))
        }
    }

    /// Refuses a `--gestures` file that isn't there and couldn't be made by Save (its folder missing, a file in
    /// the way of a folder): one line at start instead of a failure at the first Save.
    public static func refuseUncreatable(_ path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        var info = stat()
        guard stat(folder.isEmpty ? "." : folder, &info) != 0 || info.st_mode & S_IFMT != S_IFDIR else { return }
        throw GestureTemplatesError(file: path, message: OutputFile.reason(forOpening: path, ENOENT))
    }

    /// Reads the templates file at `path`.
    public static func load(path: String) throws -> TemplateSet {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > maximumFileSize {
            throw GestureTemplatesError(file: path, message: "\(info.st_size) bytes is more than a gestures file may hold "
                                        + "(\(maximumFileSize >> 20) MiB)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw GestureTemplatesError(file: path, message: exists ? "can't read the file" : "no such file")
        }
        return try parse(data, file: path)
    }

    /// Reads a templates file's contents; `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws -> TemplateSet {
        guard data.count <= maximumFileSize else {
            throw GestureTemplatesError(file: file, message: "\(data.count) bytes is more than a gestures file may hold "
                                        + "(\(maximumFileSize >> 20) MiB)")
        }
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
        guard versionValue.value.exactInteger(in: version...version) != nil else {
            let written = abs(found) < 1e15 ? JSONNumber.string(found, digits: 0) : "\(found)"
            throw fail(versionValue, "version \(written) is not one this reader knows (\(version))")
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
        guard list.elements.count <= maximumGestures else {
            throw fail(list, "\(list.elements.count) gestures are more than a file may hold (\(maximumGestures))")
        }
        var gestures: [TaughtGesture] = []
        gestures.reserveCapacity(list.elements.count)
        var names = Set<String>()
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
            guard name.count <= maximumNameLength else {
                throw fail(nameValue, "a gesture's name of \(name.count) characters is longer than \(maximumNameLength)")
            }
            // A set, not a search of the gestures so far: 100,000 names took 5e9 comparisons.
            guard names.insert(name).inserted else {
                throw fail(nameValue, "gesture \"\(name)\" appears twice")
            }
            guard let examples = entry["examples"], case .array = examples.value else {
                throw fail(entry, "gesture \"\(name)\" needs an \"examples\" array")
            }
            guard examples.elements.count <= maximumExamples else {
                throw fail(examples, "gesture \"\(name)\" has \(examples.elements.count) examples, more than \(maximumExamples)")
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
        guard strokes.count <= maximumStrokes else {
            throw fail(value, "an example of \"\(name)\" has \(strokes.count) strokes, more than \(maximumStrokes)")
        }
        return GestureExample(strokes: try strokes.map { stroke in
            guard case .array(let items) = stroke.value, !items.isEmpty else {
                throw fail(stroke, "a stroke of \"\(name)\" must be a non-empty array of [x, y, t] points")
            }
            // An array of numbers is placed whole (`JSONNode`): it is one bad point, not a stroke.
            guard !stroke.elements.isEmpty else { return [try point(stroke, of: name, fail: fail)] }
            guard stroke.elements.count <= maximumPoints else {
                throw fail(stroke, "a stroke of \"\(name)\" has \(stroke.elements.count) points, more than \(maximumPoints)")
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
        guard abs(x) <= maximumCoordinate, abs(y) <= maximumCoordinate else {
            throw fail(value, "a point of \"\(name)\" is beyond ±1e9 (x \(x), y \(y))")
        }
        switch parts[2] {
        case .null: return TemplatePoint(x: x, y: y, t: nil)
        case .number(let t) where t > maximumTime:
            throw fail(value, "a point of \"\(name)\" has a time of \(t) s, beyond \(Int(maximumTime)) s")
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
