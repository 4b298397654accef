import Foundation

/// A JSON value with the line it starts on, so a templates file's errors name the line. Strict like the recording
/// reader: RFC 8259 only (no trailing commas, no comments), numbers a double can hold, repeated keys refused, at
/// most 32 levels deep.
struct LocatedJSON {
    indirect enum Value {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([LocatedJSON])
        case object([(key: String, value: LocatedJSON)])
    }

    struct Failure: Error {
        var line: Int
        var message: String
    }

    var value: Value
    var line: Int

    /// How error messages name the kind of a value.
    var kindName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value of `key` in an object.
    subscript(key: String) -> LocatedJSON? {
        guard case let .object(members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The document's one value.
    static func parse(_ data: Data) throws -> LocatedJSON {
        try data.withUnsafeBytes { raw in
            var parser = Parser(bytes: raw.bindMemory(to: UInt8.self))
            parser.skipSpace()
            let value = try parser.readValue()
            parser.skipSpace()
            guard parser.index == parser.bytes.count else { throw parser.failure("text after the JSON value") }
            return value
        }
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var line = 1
        var depth = 0

        func failure(_ message: String) -> Failure { Failure(line: line, message: message) }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let byte = current, [0x20, 0x09, 0x0D, 0x0A].contains(byte) {
                if byte == 0x0A { line += 1 }
                index += 1
            }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws {
            guard current == byte else { throw failure("expected \(what)") }
            index += 1
        }

        mutating func readValue() throws -> LocatedJSON {
            let start = line
            switch current {
            case UInt8(ascii: "{"): return LocatedJSON(value: try readObject(), line: start)
            case UInt8(ascii: "["): return LocatedJSON(value: try readArray(), line: start)
            case UInt8(ascii: "\""): return LocatedJSON(value: .string(try readString()), line: start)
            case UInt8(ascii: "t"): try readWord("true"); return LocatedJSON(value: .bool(true), line: start)
            case UInt8(ascii: "f"): try readWord("false"); return LocatedJSON(value: .bool(false), line: start)
            case UInt8(ascii: "n"): try readWord("null"); return LocatedJSON(value: .null, line: start)
            case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte):
                return LocatedJSON(value: .number(try readNumber()), line: start)
            case nil: throw failure("the file ends where a value should be")
            default: throw failure("expected a value")
            }
        }

        mutating func readWord(_ word: String) throws {
            for byte in word.utf8 {
                guard current == byte else { throw failure("expected \(word)") }
                index += 1
            }
        }

        mutating func nest() throws {
            depth += 1
            guard depth <= 32 else { throw failure("nested deeper than 32 levels") }
        }

        mutating func readObject() throws -> Value {
            try nest()
            index += 1
            var members: [(key: String, value: LocatedJSON)] = []
            skipSpace()
            if current == UInt8(ascii: "}") {
                index += 1
                depth -= 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard current == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
                let key = try readString()
                if members.contains(where: { $0.key == key }) { throw failure("key \"\(key)\" appears twice") }
                skipSpace()
                try expect(UInt8(ascii: ":"), "':' after a key")
                skipSpace()
                members.append((key, try readValue()))
                skipSpace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                try expect(UInt8(ascii: "}"), "',' or '}' in an object")
                depth -= 1
                return .object(members)
            }
        }

        mutating func readArray() throws -> Value {
            try nest()
            index += 1
            var elements: [LocatedJSON] = []
            skipSpace()
            if current == UInt8(ascii: "]") {
                index += 1
                depth -= 1
                return .array(elements)
            }
            while true {
                skipSpace()
                elements.append(try readValue())
                skipSpace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                try expect(UInt8(ascii: "]"), "',' or ']' in an array")
                depth -= 1
                return .array(elements)
            }
        }

        mutating func readString() throws -> String {
            index += 1
            var utf8: [UInt8] = []
            while true {
                guard let byte = current else { throw failure("a string is not closed") }
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    guard let text = String(validating: utf8, as: UTF8.self) else { throw failure("a string is not UTF-8") }
                    return text
                case UInt8(ascii: "\\"):
                    guard let escaped = current else { throw failure("a string is not closed") }
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
                    case UInt8(ascii: "b"): utf8.append(0x08)
                    case UInt8(ascii: "f"): utf8.append(0x0C)
                    case UInt8(ascii: "n"): utf8.append(0x0A)
                    case UInt8(ascii: "r"): utf8.append(0x0D)
                    case UInt8(ascii: "t"): utf8.append(0x09)
                    case UInt8(ascii: "u"):
                        var scalar = try readHex4()
                        if (0xD800...0xDBFF).contains(scalar) {
                            try readWord("\\u")
                            let low = try readHex4()
                            guard (0xDC00...0xDFFF).contains(low) else { throw failure("a broken \\u surrogate pair") }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let unicode = Unicode.Scalar(scalar) else { throw failure("a broken \\u escape") }
                        utf8.append(contentsOf: Array(String(Character(unicode)).utf8))
                    default: throw failure("an unknown escape in a string")
                    }
                case 0x00..<0x20: throw failure("a control character inside a string")
                default: utf8.append(byte)
                }
            }
        }

        mutating func readHex4() throws -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current, let digit = Int(String(UnicodeScalar(byte)), radix: 16) else {
                    throw failure("a broken \\u escape")
                }
                value = value * 16 + UInt32(digit)
                index += 1
            }
            return value
        }

        mutating func readNumber() throws -> Double {
            let start = index
            if current == UInt8(ascii: "-") { index += 1 }
            func digits() -> Int {
                let from = index
                while let byte = current, (0x30...0x39).contains(byte) { index += 1 }
                return index - from
            }
            let integer = digits()
            guard integer > 0 else { throw failure("a malformed number") }
            if integer > 1, bytes[index - integer] == UInt8(ascii: "0") { throw failure("a number with a leading zero") }
            if current == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw failure("a malformed number") }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw failure("a malformed number") }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else { throw failure("the number \(text) is out of range") }
            return value
        }
    }
}
