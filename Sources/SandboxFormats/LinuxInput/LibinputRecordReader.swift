import Foundation

/// Reads the YAML that `libinput record` writes (file version 1): the top-level `version`, then per device its
/// evdev `name`, `absinfo` (code: [min, max, fuzz, flat, resolution]) and `properties`, udev's properties, and its
/// `events`, lists of `[sec, usec, type, code, value]` under `- evdev:` (the `- libinput:` lists are skipped).
///
/// It reads the block YAML that tool writes, by indentation, not YAML at large: flow collections other than integer
/// lists, anchors and multi-line scalars are not used by libinput record and are refused as unreadable lines.
enum LibinputRecordReader {
    static let supportedVersion = 1

    public static func read(_ text: String, file: String) throws -> LinuxInputRecording {
        func fail(_ line: Int, _ message: String) -> RecordingError {
            RecordingError(file: file, line: line, message: message)
        }
        var version: (value: Int, line: Int)?
        var devices: [EvdevDevice] = []
        var events: [[EvdevEvent]] = []
        /// Open containers by indentation; "-" marks a list item that holds a mapping.
        var stack: [(indent: Int, key: String)] = []
        var number = 0
        var lastLine = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = LinuxInputLine.stripped(raw)
            guard !line.allSatisfy({ $0 == " " }) else { continue }
            lastLine = number
            guard !line.hasPrefix("\t"), !line.contains("\t-") else { throw fail(number, "a tab in the indentation") }
            let indent = line.prefix { $0 == " " }.count
            var body = line.dropFirst(indent)
            let isItem = body == "-" || body.hasPrefix("- ")
            if isItem {
                body = body.dropFirst(min(2, body.count))
                while let top = stack.last, top.indent > indent || (top.indent == indent && top.key == "-") {
                    stack.removeLast()
                }
            } else {
                while let top = stack.last, top.indent >= indent { stack.removeLast() }
            }
            let path = stack.map(\.key)
            // A list item holding a mapping opens it: `- node: …` starts a device, `- evdev:` a frame list.
            var key: Substring?, value: Substring = ""
            if let colon = body.firstIndex(of: ":"), !body.hasPrefix("["), !body.hasPrefix("{"),
               !body.hasPrefix("\"") || body[..<colon].hasSuffix("\"") {
                key = body[..<colon]
                value = body[body.index(after: colon)...].drop { $0 == " " }
            }
            if isItem, key != nil {
                stack.append((indent, "-"))
                if path == ["devices"] {
                    devices.append(EvdevDevice(name: "device \(devices.count + 1)", line: number))
                    events.append([])
                }
            }
            let contentIndent = isItem ? indent + 2 : indent
            let here = stack.map(\.key)
            guard let key else {
                guard isItem else { throw fail(number, "not a libinput record line: \(JSONLine.quoted(String(body)))") }
                if here.count >= 2, here.suffix(2) == ["-", "evdev"], here.first == "devices", !devices.isEmpty {
                    events[events.count - 1].append(try event(body, line: number, fail: fail))
                } else if here.first == "devices", here.last == "properties", here.contains("udev"), !devices.isEmpty {
                    if body == "ID_INPUT_TOUCHSCREEN=1" { devices[devices.count - 1].udevTouchscreen = true }
                }
                continue
            }
            if value.isEmpty { stack.append((contentIndent, String(key))) }
            switch (here, key) {
            case ([], "version"):
                guard let parsed = Int(value) else { throw fail(number, "\"version\" must be an integer") }
                guard parsed == supportedVersion else {
                    throw fail(number, "unsupported libinput record version \(parsed) (this app reads version 1)")
                }
                version = (parsed, number)
            case (["devices", "-", "evdev"], "name") where !devices.isEmpty:
                devices[devices.count - 1].name = LinuxInputLine.unquoted(value)
            case (["devices", "-", "evdev"], "properties") where !devices.isEmpty:
                guard let values = LinuxInputLine.integers(inBrackets: value) else {
                    throw fail(number, "\"properties\" must be a list of integers")
                }
                devices[devices.count - 1].properties = Set(values)
            case (["devices", "-", "evdev", "absinfo"], _) where !devices.isEmpty:
                guard let code = Int(key), let values = LinuxInputLine.integers(inBrackets: value), values.count == 5 else {
                    throw fail(number, "absinfo must be \"code: [min, max, fuzz, flat, resolution]\"")
                }
                devices[devices.count - 1].axes[code] = EvdevAxis(minimum: values[0], maximum: values[1],
                                                                  resolution: values[4])
            default:
                break
            }
        }
        guard let version else {
            throw fail(max(lastLine, 1), "not a libinput record file: no top-level \"version\"")
        }
        _ = version
        guard !devices.isEmpty else { throw fail(max(lastLine, 1), "no devices in the recording") }
        return LinuxInputRecording(format: .libinputRecord, devices: devices, events: events, eventsFile: file)
    }

    private static func event(_ body: Substring, line: Int,
                              fail: (Int, String) -> RecordingError) throws -> EvdevEvent {
        guard let values = LinuxInputLine.integers(inBrackets: body), values.count == 5, (0..<1 << 40).contains(values[0]),
              (0..<1_000_000).contains(values[1]) else {
            throw fail(line, "expected an event [sec, usec, type, code, value], found \(JSONLine.quoted(String(body))) (truncated?)")
        }
        return EvdevEvent(microseconds: values[0] * 1_000_000 + values[1], type: values[2], code: values[3],
                          value: values[4], line: line)
    }
}
