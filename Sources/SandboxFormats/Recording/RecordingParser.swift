import Foundation
import GestureKit

/// Reads recording format versions 1 and 2 (JSON Lines, UTF-8): a header object, then one touch event per line.
/// Version 2 adds the header's environment (`app`, `sdl`, `video`, `renderer`, `scale`, `devices`) and each event's
/// optional `pressure` and `source`; in a version 1 file those keys are ignored like any unknown key. Blank lines are
/// skipped; anything else wrong is a `RecordingError` naming the line.
///
/// The file is read in 1 MiB chunks and each line parsed as it arrives (LF or CRLF endings;
/// `StreamingRecordingParser`), so parsing is linear in the file's size, keeps a chunk and the samples in memory, and
/// stops within about 64 KiB of text when the app is asked to quit (SIGINT, SIGTERM), throwing `ReadingStopped`. Limits, each refused naming the line: `maximumLineLength` bytes a line,
/// `maximumFingers` fingers down at once, times up to `maximumTime` seconds, finger ids that fit 32 bits, and a
/// window up to `maximumWindowSide` points a side.
public enum RecordingParser {
    public static let maximumLineLength = 65_536
    public static let maximumFingers = 64
    public static let maximumTime: TimeInterval = 1_000_000
    public static let maximumWindowSide: Double = 16_384

    public static func parse(contentsOf url: URL) throws -> Recording {
        let path = url.path
        if let problem = unreadableReason(path) { throw RecordingError(file: path, line: nil, message: problem) }
        return try parse(streaming: path)
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
        var parser = StreamingRecordingParser(file: file)
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in try parser.feed(raw.bindMemory(to: UInt8.self)) }
        return try parser.finish()
    }

    /// Reads `path` in chunks of `chunkSize` bytes, parsing each line as it arrives.
    public static func parse(streaming path: String) throws -> Recording {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw RecordingError(file: path, line: nil, message: "can't read the file (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        var parser = StreamingRecordingParser(file: path)
        let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
        defer { chunk.deallocate() }
        while true {
            let count = read(descriptor, chunk.baseAddress, chunkSize)
            if count < 0 {
                guard errno == EINTR else {
                    throw RecordingError(file: path, line: nil,
                                         message: "can't read the file (\(String(cString: strerror(errno))))")
                }
                // A signal cut the read short: the parser's next check sees it if it was SIGINT or SIGTERM.
                try parser.feed(UnsafeBufferPointer(rebasing: chunk[0..<0]))
                continue
            }
            if count == 0 { break }
            try parser.feed(UnsafeBufferPointer(rebasing: chunk[0..<count]))
        }
        return try parser.finish()
    }

    /// 1 MiB: big enough that reading costs little next to parsing, small enough that the file is never held whole.
    static let chunkSize = 1 << 20

    static func parseObject(_ line: UnsafeBufferPointer<UInt8>,
                                    fail: (String) -> RecordingError) throws -> [String: JSONValue] {
        let value: JSONValue
        do {
            value = try JSONReader.value(of: line)
        } catch let error as JSONError {
            switch error.kind {
            case .invalid(let what):
                guard String(validating: line, as: UTF8.self) != nil else { throw fail("not UTF-8 text") }
                throw fail(what == "a trailing comma or a missing key" || what == "a trailing comma"
                           ? "a trailing comma" : error.message)
            case .unreadableNumber, .repeatedKey:
                throw fail(error.message)
            }
        }
        guard case .object(let object) = value else { throw fail("expected a JSON object, found \(value.kindName)") }
        return object
    }

    public static func header(_ object: [String: JSONValue], fail: (String) -> RecordingError) throws -> Recording {
        guard case .string(let format)? = object["format"], format == Recording.formatName else {
            throw fail("not a recording header: expected \"format\":\"\(Recording.formatName)\"")
        }
        guard case .number(let version)? = object["version"] else { throw fail("header needs \"version\":1 or 2") }
        guard let formatVersion = JSONValue.exactInteger(version, in: 1...2),
              Recording.supportedVersions.contains(formatVersion) else {
            throw fail("unsupported version \(exact(version)) (this app reads versions 1 and 2)")
        }
        guard case .array(let window)? = object["window"], window.count == 2,
              case .number(let width) = window[0], case .number(let height) = window[1],
              width > 0, height > 0, width.isFinite, height.isFinite
        else { throw fail("header needs \"window\":[W,H] with two positive numbers") }
        guard width >= 1, height >= 1 else {
            throw fail("window \(exact(width))×\(exact(height)) is smaller than 1 point a side")
        }
        guard width <= maximumWindowSide, height <= maximumWindowSide else {
            throw fail("window \(exact(width))×\(exact(height)) is larger than \(Int(maximumWindowSide)) points a side")
        }
        var scene: String?
        switch object["scene"] {
        case nil: break
        case .string(let name)?: scene = name
        case let other?: throw fail("\"scene\" must be a string, found \(other.kindName)")
        }
        let environment = formatVersion >= 2 ? try self.environment(object, fail: fail) : RecordingEnvironment()
        return Recording(windowSize: CGSize(width: width, height: height), scene: scene, formatVersion: formatVersion,
                         environment: environment)
    }

    /// Version 2's header fields, each optional, each of one type.
    public static func environment(_ object: [String: JSONValue],
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

    public static func source(_ object: [String: JSONValue], fail: (String) -> RecordingError) throws -> RecordedSource? {
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

    static func describe(_ value: JSONValue) -> String {
        if case .number(let number) = value { return exact(number) }
        return value.kindName
    }

    public static func event(_ object: [String: JSONValue], version: Int,
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
        guard let fingerID = JSONValue.exactInteger(id, in: Int(Int32.min)...Int(Int32.max)) else {
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
        return TouchSample(id: fingerID, phase: phase, location: CGPoint(x: x, y: y), timestamp: time,
                           pressure: pressure)
    }

    /// A number as written, shortest exact form (no rounding that could hide why two values differ).
    public static func exact(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
