import Foundation
import GestureKit

/// Reads recording format version 1 (JSON Lines, UTF-8): a header object, then one touch event per line. Unknown
/// keys are ignored and blank lines skipped; anything else wrong is a `RecordingError` naming the line.
public enum RecordingParser {
    public static func parse(contentsOf url: URL) throws -> Recording {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw RecordingError(file: url.path, line: nil, message: "can't read the file")
        }
        return try parse(data, file: url.path)
    }

    public static func parse(_ data: Data, file: String) throws -> Recording {
        guard let text = String(data: data, encoding: .utf8) else {
            throw RecordingError(file: file, line: nil, message: "not UTF-8 text")
        }
        var recording: Recording?
        var down: Set<Int> = []
        var lastTime: TimeInterval = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            func fail(_ message: String) -> RecordingError { RecordingError(file: file, line: number, message: message) }
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            let object = try parseObject(line, fail: fail)
            guard let current = recording else {
                recording = try header(object, fail: fail)
                continue
            }
            let sample = try event(object, fail: fail)
            guard sample.timestamp >= lastTime else {
                throw fail("\"t\" goes back in time (\(formatTime(sample.timestamp)) after \(formatTime(lastTime)))")
            }
            lastTime = sample.timestamp
            switch sample.phase {
            case .down:
                guard down.insert(sample.id).inserted else { throw fail("finger \(sample.id) is already down") }
            case .move, .up, .cancel:
                guard sample.phase == .move ? down.contains(sample.id) : down.remove(sample.id) != nil else {
                    throw fail("finger \(sample.id) is not down")
                }
            }
            var updated = current
            updated.samples.append(sample)
            recording = updated
        }
        guard let recording else {
            throw RecordingError(file: file, line: nil, message: "empty recording: expected the header line "
                + "{\"format\":\"\(Recording.formatName)\",\"version\":1,\"window\":[W,H]}")
        }
        return recording
    }

    private static func parseObject(_ line: Substring, fail: (String) -> RecordingError) throws -> [String: JSONValue] {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(line.utf8))
        } catch {
            throw fail("not valid JSON")
        }
        guard case .object(let object) = value else { throw fail("expected a JSON object, found \(value.kindName)") }
        return object
    }

    private static func header(_ object: [String: JSONValue], fail: (String) -> RecordingError) throws -> Recording {
        guard case .string(let format)? = object["format"], format == Recording.formatName else {
            throw fail("not a recording header: expected \"format\":\"\(Recording.formatName)\"")
        }
        guard case .number(let version)? = object["version"] else { throw fail("header needs \"version\":1") }
        guard version == Double(Recording.version) else {
            throw fail("unsupported version \(formatTime(version)) (this app reads version \(Recording.version))")
        }
        guard case .array(let window)? = object["window"], window.count == 2,
              case .number(let width) = window[0], case .number(let height) = window[1],
              width > 0, height > 0, width.isFinite, height.isFinite
        else { throw fail("header needs \"window\":[W,H] with two positive numbers") }
        var scene: String?
        switch object["scene"] {
        case nil: break
        case .string(let name)?: scene = name
        case let other?: throw fail("\"scene\" must be a string, found \(other.kindName)")
        }
        return Recording(windowSize: CGSize(width: width, height: height), scene: scene)
    }

    private static func event(_ object: [String: JSONValue], fail: (String) -> RecordingError) throws -> TouchSample {
        func number(_ key: String) throws -> Double {
            switch object[key] {
            case .number(let value)?: return value
            case nil: throw fail("missing \"\(key)\"")
            case let other?: throw fail("\"\(key)\" must be a number, found \(other.kindName)")
            }
        }
        let time = try number("t")
        guard time >= 0 else { throw fail("\"t\" must not be negative") }
        let phase: TouchSample.Phase
        switch object["type"] {
        case .string(let name)?:
            guard let known = TouchSample.Phase(rawValue: name) else {
                throw fail("unknown \"type\" \(JSONLine.quoted(name)) (expected down, move, up or cancel)")
            }
            phase = known
        case nil: throw fail("missing \"type\"")
        case let other?: throw fail("\"type\" must be a string, found \(other.kindName)")
        }
        let id = try number("id")
        guard id == id.rounded(), abs(id) < 1e15 else { throw fail("\"id\" must be an integer") }
        let x = try number("x"), y = try number("y")
        return TouchSample(id: Int(id), phase: phase, location: CGPoint(x: x, y: y), timestamp: time)
    }

    private static func formatTime(_ value: Double) -> String { JSONNumber.string(value, digits: JSONNumber.timeDigits) }
}
