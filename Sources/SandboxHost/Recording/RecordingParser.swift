import Foundation
import GestureKit

/// Reads recording format versions 1 and 2 (JSON Lines, UTF-8): a header object, then one touch event per line.
/// Version 2 adds the header's environment (`app`, `sdl`, `video`, `renderer`, `scale`, `devices`) and each event's
/// optional `pressure` and `source`; in a version 1 file those keys are ignored like any unknown key. Blank lines are
/// skipped; anything else wrong is a `RecordingError` naming the line.
///
/// The file is read once and walked line by line over its bytes (LF or CRLF endings), so parsing is linear in the
/// file's size, keeps about the file plus the samples in memory, and stops within a few thousand lines when the app
/// is asked to quit (SIGINT, SIGTERM). Limits, each refused naming the line: `maximumLineLength` bytes a line,
/// `maximumFingers` fingers down at once, times up to `maximumTime` seconds, finger ids that fit 32 bits, and a
/// window up to `maximumWindowSide` points a side.
public enum RecordingParser {
    public static let maximumLineLength = 65_536
    public static let maximumFingers = 64
    public static let maximumTime: TimeInterval = 1_000_000
    public static let maximumWindowSide: Double = 16_384
    static let idRange = Double(Int32.min)...Double(Int32.max)

    public static func parse(contentsOf url: URL) throws -> Recording {
        let path = url.path
        if let problem = unreadableReason(path) { throw RecordingError(file: path, line: nil, message: problem) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw RecordingError(file: path, line: nil, message: "can't read the file (\(error.localizedDescription))")
        }
        return try parse(data, file: path)
    }

    /// Why `path` can't be read as a recording, before trying: missing, a directory, a FIFO, a device.
    static func unreadableReason(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT ? "can't read the file: no such file" : "can't read the file: \(String(cString: strerror(errno)))"
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return access(path, R_OK) == 0 ? nil : "can't read the file: permission denied"
        case S_IFDIR: return "can't read the file: it is a directory"
        case S_IFIFO: return "can't read the file: it is a FIFO (save the recording to a file first)"
        case S_IFCHR, S_IFBLK: return "can't read the file: it is a device"
        default: return "can't read the file: not a regular file"
        }
    }

    public static func parse(_ data: Data, file: String) throws -> Recording {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            try parse(raw.bindMemory(to: UInt8.self), file: file)
        }
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws -> Recording {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            throw RecordingError(file: file, line: 1, message: "UTF-16 text; recordings are UTF-8")
        }
        var recording: Recording?
        var samples: [TouchSample] = []
        var sources: [RecordedSource?] = []
        var hasSources = false
        var down: Set<Int> = []
        var lastTime: TimeInterval = 0
        var start = 0, number = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            number += 1
            defer { start = end + 1 }
            if number % 4096 == 0, TerminationSignals.wasReceived {
                throw RecordingError(file: file, line: number, message: "reading stopped: the app was asked to quit")
            }
            var lineEnd = end
            if lineEnd > start, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            let lineNumber = number
            func fail(_ message: String) -> RecordingError { RecordingError(file: file, line: lineNumber, message: message) }
            guard lineEnd - start <= maximumLineLength else {
                throw fail("line longer than \(maximumLineLength) bytes")
            }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<lineEnd])
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            if line.contains(0) { throw fail("a NUL byte (UTF-16 text?); recordings are UTF-8") }
            if line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF {
                throw fail("a byte-order mark in the middle of the file")
            }
            let object = try parseObject(line, fail: fail)
            guard recording != nil else {
                recording = try header(object, fail: fail)
                recording?.headerLine = lineNumber
                continue
            }
            let version = recording?.formatVersion ?? 1
            let sample = try event(object, version: version, fail: fail)
            if version >= 2 {
                let source = try self.source(object, fail: fail)
                if source != nil, !hasSources {
                    hasSources = true
                    sources = Array(repeating: nil, count: samples.count)
                }
                if hasSources { sources.append(source) }
            }
            guard sample.timestamp >= lastTime else {
                throw fail("\"t\" goes back in time (\(exact(sample.timestamp)) after \(exact(lastTime)))")
            }
            lastTime = sample.timestamp
            switch sample.phase {
            case .down:
                guard down.insert(sample.id).inserted else { throw fail("finger \(sample.id) is already down") }
                guard down.count <= maximumFingers else {
                    throw fail("more than \(maximumFingers) fingers down at once")
                }
            case .move, .up, .cancel:
                guard sample.phase == .move ? down.contains(sample.id) : down.remove(sample.id) != nil else {
                    throw fail("finger \(sample.id) is not down")
                }
            }
            samples.append(sample)
        }
        guard var recording else {
            throw RecordingError(file: file, line: nil, message: "empty recording: expected the header line "
                + "{\"format\":\"\(Recording.formatName)\",\"version\":2,\"window\":[W,H]}")
        }
        recording.samples = samples
        recording.sources = sources
        return recording
    }

    private static func parseObject(_ line: UnsafeBufferPointer<UInt8>,
                                    fail: (String) -> RecordingError) throws -> [String: JSONValue] {
        let value: JSONValue
        do {
            value = try JSONLineReader.value(of: line)
        } catch JSONLineReader.Failure.unreadableNumber(let number) {
            throw fail(Double(number)?.isInfinite == true ? "number \(number) is too large"
                       : "number \(number) is too small to read exactly; write 0")
        } catch JSONLineReader.Failure.invalid(let what) {
            guard String(validating: line, as: UTF8.self) != nil else { throw fail("not UTF-8 text") }
            throw fail(what == "a trailing comma or a missing key" || what == "a trailing comma"
                       ? "a trailing comma" : "not valid JSON (\(what))")
        }
        guard case .object(let object) = value else { throw fail("expected a JSON object, found \(value.kindName)") }
        return object
    }

    private static func header(_ object: [String: JSONValue], fail: (String) -> RecordingError) throws -> Recording {
        guard case .string(let format)? = object["format"], format == Recording.formatName else {
            throw fail("not a recording header: expected \"format\":\"\(Recording.formatName)\"")
        }
        guard case .number(let version)? = object["version"] else { throw fail("header needs \"version\":1 or 2") }
        guard version == version.rounded(), Recording.supportedVersions.contains(Int(exactly: version) ?? 0) else {
            throw fail("unsupported version \(exact(version)) (this app reads versions 1 and 2)")
        }
        guard case .array(let window)? = object["window"], window.count == 2,
              case .number(let width) = window[0], case .number(let height) = window[1],
              width > 0, height > 0, width.isFinite, height.isFinite
        else { throw fail("header needs \"window\":[W,H] with two positive numbers") }
        guard width <= maximumWindowSide, height <= maximumWindowSide else {
            throw fail("window \(exact(width))×\(exact(height)) is larger than \(Int(maximumWindowSide)) points a side")
        }
        var scene: String?
        switch object["scene"] {
        case nil: break
        case .string(let name)?: scene = name
        case let other?: throw fail("\"scene\" must be a string, found \(other.kindName)")
        }
        let formatVersion = Int(version)
        let environment = formatVersion >= 2 ? try self.environment(object, fail: fail) : RecordingEnvironment()
        return Recording(windowSize: CGSize(width: width, height: height), scene: scene, formatVersion: formatVersion,
                         environment: environment)
    }

    /// Version 2's header fields, each optional, each of one type.
    private static func environment(_ object: [String: JSONValue],
                                    fail: (String) -> RecordingError) throws -> RecordingEnvironment {
        func text(_ key: String) throws -> String? {
            switch object[key] {
            case nil: return nil
            case .string(let value)?: return value
            case let other?: throw fail("\"\(key)\" must be a string, found \(other.kindName)")
            }
        }
        var environment = RecordingEnvironment(app: try text("app"), sdlVersion: try text("sdl"),
                                               videoDriver: try text("video"), renderer: try text("renderer"))
        switch object["scale"] {
        case nil: break
        case .number(let scale)? where scale > 0 && scale <= 16: environment.displayScale = scale
        case let other?: throw fail("\"scale\" must be a number in (0, 16], found \(describe(other))")
        }
        switch object["devices"] {
        case nil: break
        case .array(let devices)?:
            environment.touchDevices = try devices.enumerated().map { index, value in
                guard case .object(let device) = value, case .number(let id)? = device["id"],
                      id == id.rounded(), abs(id) <= 9_007_199_254_740_992,
                      case .string(let name)? = device["name"] else {
                    throw fail("\"devices\"[\(index)] must be {\"id\":integer,\"name\":string}")
                }
                return RecordedTouchDevice(id: Int64(id), name: name)
            }
        case let other?: throw fail("\"devices\" must be an array, found \(other.kindName)")
        }
        return environment
    }

    private static func source(_ object: [String: JSONValue], fail: (String) -> RecordingError) throws -> RecordedSource? {
        switch object["source"] {
        case nil: return nil
        case .string(let name)?:
            guard let source = RecordedSource(rawValue: name) else {
                let known = RecordedSource.allCases.map(\.rawValue).joined(separator: ", ")
                throw fail("unknown \"source\" \(JSONLine.quoted(name)) (expected \(known))")
            }
            return source
        case let other?: throw fail("\"source\" must be a string, found \(other.kindName)")
        }
    }

    private static func describe(_ value: JSONValue) -> String {
        if case .number(let number) = value { return exact(number) }
        return value.kindName
    }

    private static func event(_ object: [String: JSONValue], version: Int,
                              fail: (String) -> RecordingError) throws -> TouchSample {
        func number(_ key: String) throws -> Double {
            switch object[key] {
            case .number(let value)?: return value
            case nil: throw fail("missing \"\(key)\"")
            case let other?: throw fail("\"\(key)\" must be a number, found \(other.kindName)")
            }
        }
        let time = try number("t")
        guard time >= 0 else { throw fail("\"t\" must not be negative") }
        guard time <= maximumTime else { throw fail("\"t\" \(exact(time)) is beyond the limit of \(Int(maximumTime)) s") }
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
        guard id == id.rounded() else { throw fail("\"id\" must be an integer") }
        guard idRange.contains(id) else {
            throw fail("\"id\" \(exact(id)) is outside -2147483648...2147483647")
        }
        let x = try number("x"), y = try number("y")
        guard x.isFinite, y.isFinite, abs(x) <= 1e9, abs(y) <= 1e9 else { throw fail("\"x\" and \"y\" must be within ±1e9") }
        var pressure: Double?
        if version >= 2 {
            switch object["pressure"] {
            case nil: break
            case .number(let value)? where value >= 0 && value <= 1: pressure = value
            case let other?: throw fail("\"pressure\" must be a number from 0 to 1, found \(describe(other))")
            }
        }
        return TouchSample(id: Int(id), phase: phase, location: CGPoint(x: x, y: y), timestamp: time,
                           pressure: pressure)
    }

    /// A number as written, shortest exact form (no rounding that could hide why two values differ).
    private static func exact(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
