import Foundation

/// Reads evemu's text formats: a device description (`evemu-describe`: `N:` name, `I:` ids, `P:` property bytes,
/// `B:` event bits, `A:` code min max fuzz flat resolution, `L:`/`S:` lines) and events (`evemu-record`:
/// `E: sec.usec type code value`, type and code in hex). evemu-record since 1.10 writes both into one file; older
/// recordings are a `.desc`/`.events` pair. A `# EVEMU x.y` comment names the format version; only 1.x is read.
enum EvemuReader {
    /// The description part of `text` (its `N:`, `P:` and `A:` lines), nil when it has none.
    public static func device(in text: String, file: String) throws -> EvdevDevice? {
        var device: EvdevDevice?
        var propertyBytes: [Int] = []
        try walk(text, file: file) { prefix, fields, line, fail in
            switch prefix {
            case "N":
                device = EvdevDevice(name: fields.joined(separator: " "), line: line)
            case "P":
                for field in fields {
                    guard let byte = Int(field, radix: 16), (0...255).contains(byte) else {
                        throw fail("a P: line holds hex bytes")
                    }
                    propertyBytes.append(byte)
                }
            case "A":
                guard fields.count >= 5, let code = Int(fields[0], radix: 16), let minimum = Int(fields[1]),
                      let maximum = Int(fields[2]) else {
                    throw fail("expected \"A: code min max fuzz flat [resolution]\"")
                }
                if device == nil { device = EvdevDevice(name: "evemu device", line: line) }
                let resolution = fields.count >= 6 ? Int(fields[5]) ?? 0 : 0
                device?.axes[code] = EvdevAxis(minimum: minimum, maximum: maximum, resolution: resolution)
            default:
                break
            }
        }
        guard var device else { return nil }
        for (index, byte) in propertyBytes.enumerated() {
            for bit in 0..<8 where byte & (1 << bit) != 0 { device.properties.insert(index * 8 + bit) }
        }
        return device
    }

    /// The `E:` lines of `text`.
    public static func events(in text: String, file: String) throws -> [EvdevEvent] {
        var events: [EvdevEvent] = []
        try walk(text, file: file) { prefix, fields, line, fail in
            guard prefix == "E" else { return }
            let time = fields.first?.split(separator: ".", omittingEmptySubsequences: false) ?? []
            guard fields.count == 4, time.count == 2, let seconds = Int(time[0]), (0..<1 << 40).contains(seconds),
                  time[1].count == 6, let micro = Int(time[1]), micro >= 0,
                  let type = Int(fields[1], radix: 16), let code = Int(fields[2], radix: 16),
                  let value = Int(fields[3]) else {
                throw fail("expected \"E: sec.usec type code value\" (truncated?)")
            }
            events.append(EvdevEvent(microseconds: seconds * 1_000_000 + micro, type: type, code: code, value: value,
                                     line: line))
        }
        return events
    }

    /// Calls `body` with each data line's prefix letter and fields; checks the `# EVEMU` version and refuses lines
    /// that are neither comments nor known prefixes.
    private static func walk(_ text: String, file: String,
                             _ body: (String, [String], Int, (String) -> RecordingError) throws -> Void) throws {
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = number
            func fail(_ message: String) -> RecordingError { RecordingError(file: file, line: line, message: message) }
            let trimmed = raw.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\r")))
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#") {
                let words = trimmed.dropFirst().split(separator: " ")
                if words.first == "EVEMU", words.count >= 2 {
                    guard words[1].split(separator: ".").first == "1" else {
                        throw fail("unsupported evemu version \(words[1]) (this app reads 1.x)")
                    }
                }
                continue
            }
            let content = trimmed.split(separator: "#", maxSplits: 1).first.map(String.init) ?? trimmed
            guard content.count >= 2, content.dropFirst().first == ":",
                  let prefix = content.first.map(String.init), "NIPBALSE".contains(prefix) else {
                throw fail("not an evemu line: \(JSONLine.quoted(trimmed))")
            }
            let fields = content.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            try body(prefix, fields, line, fail)
        }
    }
}
