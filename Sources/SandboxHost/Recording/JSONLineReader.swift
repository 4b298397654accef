import Foundation

/// A strict JSON reader for one recording line, straight from its UTF-8 bytes: what RFC 8259 allows and nothing
/// else (no trailing commas), numbers refused when a double can't hold them (`1e999`, or `1e-400` read as 0), at
/// most 32 levels deep. Foundation's decoder took about 90 allocations a line and let trailing commas through; this
/// one allocates little more than the values themselves.
struct JSONLineReader {
    enum Failure: Error, Equatable {
        case invalid(String)
        case unreadableNumber(String)
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0

    /// The line's one value; throws `Failure` for anything that isn't exactly one JSON value.
    static func value(of bytes: UnsafeBufferPointer<UInt8>) throws -> JSONValue {
        var reader = JSONLineReader(bytes: bytes)
        reader.skipSpace()
        let value = try reader.readValue()
        reader.skipSpace()
        guard reader.index == bytes.count else { throw Failure.invalid("text after the value") }
        return value
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[index]) { index += 1 }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func expect(_ byte: UInt8, _ what: String) throws {
        guard current == byte else { throw Failure.invalid("expected \(what)") }
        index += 1
    }

    private mutating func readValue() throws -> JSONValue {
        switch current {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): try readWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try readWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try readWord("null"); return .null
        case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte): return .number(try readNumber())
        default: throw Failure.invalid("expected a value")
        }
    }

    private mutating func readWord(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw Failure.invalid("expected \(word)") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw Failure.invalid("expected \(word)") }
        index += count
    }

    private mutating func nest() throws {
        depth += 1
        guard depth <= 32 else { throw Failure.invalid("nested more than 32 levels") }
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
            guard current == UInt8(ascii: "\"") else { throw Failure.invalid(object.isEmpty ? "expected a key" : "a trailing comma or a missing key") }
            let key = try readString()
            skipSpace()
            try expect(UInt8(ascii: ":"), "':'")
            skipSpace()
            object[key] = try readValue()
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
        skipSpace()
        if current == UInt8(ascii: "]") { index += 1; return .array(array) }
        while true {
            skipSpace()
            if current == UInt8(ascii: "]") { throw Failure.invalid("a trailing comma") }
            array.append(try readValue())
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return .array(array)
        }
    }

    private mutating func readString() throws -> String {
        index += 1
        let start = index
        var plain = true
        while let byte = current, byte != UInt8(ascii: "\"") {
            if byte < 0x20 { throw Failure.invalid("a control character in a string") }
            if byte == UInt8(ascii: "\\") { plain = false; index += 1 }
            index += 1
        }
        guard current == UInt8(ascii: "\"") else { throw Failure.invalid("an unterminated string") }
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        guard let text = String(validating: raw, as: UTF8.self) else { throw Failure.invalid("a string that isn't UTF-8") }
        return plain ? text : try Self.unescape(text)
    }

    private static func unescape(_ text: String) throws -> String {
        var result = "", scalars = text.unicodeScalars.makeIterator()
        var pendingHigh: UInt32?
        while let scalar = scalars.next() {
            guard scalar == "\\" else { result.unicodeScalars.append(scalar); continue }
            guard let escape = scalars.next() else { throw Failure.invalid("a bad escape") }
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
                guard hex.count == 4, let code = UInt32(hex, radix: 16) else { throw Failure.invalid("a bad \\u escape") }
                if (0xD800...0xDBFF).contains(code) { pendingHigh = code; continue }
                if (0xDC00...0xDFFF).contains(code), let high = pendingHigh {
                    pendingHigh = nil
                    result.unicodeScalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00))!)
                    continue
                }
                guard let value = Unicode.Scalar(code) else { throw Failure.invalid("a lone surrogate") }
                result.unicodeScalars.append(value)
            default: throw Failure.invalid("a bad escape")
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
        if current == UInt8(ascii: "0") { index += 1 } else if digits() == 0 { throw Failure.invalid("a bad number") }
        var significantNonZero = false
        for position in start..<index where (0x31...0x39).contains(bytes[position]) { significantNonZero = true }
        if current == UInt8(ascii: ".") {
            index += 1
            let fraction = index
            guard digits() > 0 else { throw Failure.invalid("a bad number") }
            for position in fraction..<index where (0x31...0x39).contains(bytes[position]) { significantNonZero = true }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw Failure.invalid("a bad number") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw Failure.unreadableNumber(text) }
        if value == 0, significantNonZero { throw Failure.unreadableNumber(text) }
        return value
    }
}
