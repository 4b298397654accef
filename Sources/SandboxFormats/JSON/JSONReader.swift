import Foundation

/// The one strict JSON reader for every file the app reads (recordings, traces, tuning files, templates), straight
/// from UTF-8 bytes: what RFC 8259 allows and nothing else (no trailing commas), numbers refused when a double can't
/// hold them (`1e999`, or `1e-400` read as 0), at most 32 levels deep, and a key repeated in one object refused where
/// it repeats (readers disagreed on which copy wins, so neither does). Every failure carries its line and column.
/// Foundation's decoder took about 90 allocations a recording line, let trailing commas through, and on Linux can't
/// be trusted to tell a boolean from a number; this one allocates little more than the values themselves.
public struct JSONReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    /// With `node(of:)`: where each value starts, in document order (the text's order, so offsets only grow), with
    /// the key of each object member.
    private var starts: [(key: String?, offset: Int)]?
    private var memberKey: String?

    /// The text's one value; throws `JSONError` for anything that isn't exactly one JSON value.
    public static func value(of bytes: UnsafeBufferPointer<UInt8>) throws -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        return try reader.readDocument()
    }

    /// The text's one value with where each value in it starts, and objects' members in the order written, for
    /// formats whose errors name the place of a value (the templates file); throws `JSONError` like `value(of:)`.
    public static func node(of data: Data) throws -> JSONNode {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var reader = JSONReader(bytes: bytes)
            reader.starts = []
            let value = try reader.readDocument()
            var places = reader.starts![...]
            var cursor = TextCursor(bytes: bytes)
            return JSONNode.build(value, from: &places, cursor: &cursor)
        }
    }

    private mutating func readDocument() throws -> JSONValue {
        do {
            // Not whitespace to JSON (RFC 8259 §8.1), and invisible in an editor: named, not "expected a value".
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                throw fail("the file starts with a UTF-8 byte-order mark, EF BB BF; save it without one")
            }
            skipSpace()
            let value = try readValue()
            skipSpace()
            guard index == bytes.count else { throw fail("text after the value") }
            return value
        } catch let failure as Failure {
            throw failure.located(in: bytes)
        }
    }

    public static func value(of data: Data) throws -> JSONValue {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in try value(of: raw.bindMemory(to: UInt8.self)) }
    }

    public static func value(of text: String) throws -> JSONValue {
        try value(of: Data(text.utf8))
    }

    /// A failure at a byte offset, turned into a line and column once, when it is thrown out.
    private struct Failure: Error {
        var kind: JSONError.Kind
        var at: Int

        func located(in bytes: UnsafeBufferPointer<UInt8>) -> JSONError {
            var cursor = TextCursor(bytes: bytes)
            let place = cursor.position(of: at)
            return JSONError(kind: kind, line: place.line, column: place.column)
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private func fail(_ what: String, at offset: Int? = nil) -> Failure {
        Failure(kind: .invalid(what), at: offset ?? index)
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[index]) { index += 1 }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func expect(_ byte: UInt8, _ what: String) throws {
        guard current == byte else { throw fail("expected \(what)") }
        index += 1
    }

    private mutating func readValue() throws -> JSONValue {
        if starts != nil {
            starts!.append((memberKey, index))
            memberKey = nil
        }
        switch current {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): try readWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try readWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try readWord("null"); return .null
        case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte): return .number(try readNumber())
        default: throw fail("expected a value")
        }
    }

    private mutating func readWord(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw fail("expected \(word)") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw fail("expected \(word)") }
        index += count
    }

    private mutating func nest() throws {
        depth += 1
        guard depth <= 32 else { throw fail("nested more than 32 levels") }
    }

    private mutating func readObject() throws -> JSONValue {
        try nest()
        defer { depth -= 1 }
        index += 1
        var object: [String: JSONValue] = [:]
        skipSpace()
        if current == UInt8(ascii: "}") { index += 1; return .object(object) }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw fail(object.isEmpty ? "expected a key" : "a trailing comma or a missing key") }
            let keyStart = index
            let key = try readString()
            skipSpace()
            try expect(UInt8(ascii: ":"), "':'")
            skipSpace()
            if starts != nil { memberKey = key }
            let value = try readValue()
            guard object.updateValue(value, forKey: key) == nil else {
                throw Failure(kind: .repeatedKey(key), at: keyStart)
            }
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return .object(object)
        }
    }

    private mutating func readArray() throws -> JSONValue {
        try nest()
        defer { depth -= 1 }
        index += 1
        var array: [JSONValue] = []
        var scalarsOnly = true
        skipSpace()
        if current == UInt8(ascii: "]") { index += 1; return .array(array) }
        while true {
            skipSpace()
            if current == UInt8(ascii: "]") { throw fail("a trailing comma") }
            let element = try readValue()
            if scalarsOnly, case .array = element { scalarsOnly = false }
            if scalarsOnly, case .object = element { scalarsOnly = false }
            array.append(element)
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            // An array of numbers, strings, booleans and nulls (a point) is placed as a whole: its elements' starts
            // (the last ones recorded, as scalars record nothing else) are dropped, which keeps a node tree near
            // the size of the values (it was 23-52x the file, a node for every number).
            if scalarsOnly, starts != nil { starts!.removeLast(array.count) }
            return .array(array)
        }
    }

    private mutating func readString() throws -> String {
        let quote = index
        index += 1
        let start = index
        var plain = true
        while let byte = current, byte != UInt8(ascii: "\"") {
            if byte < 0x20 { throw fail("a control character in a string") }
            if byte == UInt8(ascii: "\\") { plain = false; index += 1 }
            index += 1
        }
        guard current == UInt8(ascii: "\"") else { throw fail("an unterminated string", at: quote) }
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        guard let text = String(validating: raw, as: UTF8.self) else { throw fail("a string that isn't UTF-8", at: quote) }
        guard !plain else { return text }
        do {
            return try Self.unescape(text)
        } catch let problem as BadEscape {
            throw fail(problem.what, at: quote)
        }
    }

    private struct BadEscape: Error { var what: String }

    /// The string's text with its escapes resolved.
    private static func unescape(_ text: String) throws -> String {
        var result = "", scalars = text.unicodeScalars.makeIterator()
        var pendingHigh: UInt32?
        while let scalar = scalars.next() {
            guard scalar == "\\" else { result.unicodeScalars.append(scalar); continue }
            guard let escape = scalars.next() else { throw BadEscape(what: "a bad escape") }
            switch escape {
            case "\"", "\\", "/": result.unicodeScalars.append(escape)
            case "b": result += "\u{08}"
            case "f": result += "\u{0C}"
            case "n": result += "\n"
            case "r": result += "\r"
            case "t": result += "\t"
            case "u":
                var hex = ""
                for _ in 0..<4 { if let digit = scalars.next() { hex.unicodeScalars.append(digit) } }
                guard hex.count == 4, let code = UInt32(hex, radix: 16) else { throw BadEscape(what: "a bad \\u escape") }
                if let high = pendingHigh {
                    pendingHigh = nil
                    guard (0xDC00...0xDFFF).contains(code) else { throw BadEscape(what: "a lone surrogate") }
                    result.unicodeScalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00))!)
                    continue
                }
                if (0xD800...0xDBFF).contains(code) {
                    // Its low half must be the very next escape; anything else leaves it alone (it was dropped:
                    // `"a\ud800b"` read as `ab`).
                    var ahead = scalars
                    guard ahead.next() == "\\", ahead.next() == "u" else { throw BadEscape(what: "a lone surrogate") }
                    pendingHigh = code
                    continue
                }
                guard let value = Unicode.Scalar(code) else { throw BadEscape(what: "a lone surrogate") }
                result.unicodeScalars.append(value)
            default: throw BadEscape(what: "a bad escape")
            }
        }
        return result
    }

    /// JSON's number grammar exactly: -? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?
    private mutating func readNumber() throws -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while let byte = current, (0x30...0x39).contains(byte) { index += 1 }
            return index - from
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") { index += 1 } else if digits() == 0 { throw fail("a bad number", at: start) }
        var significantNonZero = false
        for position in start..<index where (0x31...0x39).contains(bytes[position]) { significantNonZero = true }
        if current == UInt8(ascii: ".") {
            index += 1
            let fraction = index
            guard digits() > 0 else { throw fail("a bad number", at: start) }
            for position in fraction..<index where (0x31...0x39).contains(bytes[position]) { significantNonZero = true }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw fail("a bad number", at: start) }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw Failure(kind: .unreadableNumber(text), at: start) }
        if value == 0, significantNonZero { throw Failure(kind: .unreadableNumber(text), at: start) }
        return value
    }
}
