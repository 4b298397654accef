import Foundation
import Testing
import SandboxFormats

/// The one JSON reader every format reads through: failures say where (line and column) and what.
@Suite("JSON reader")
struct JSONReaderTests {
    func failure(_ text: String) -> JSONError? {
        do {
            _ = try JSONReader.value(of: text)
            return nil
        } catch {
            return error as? JSONError
        }
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try JSONReader.value(of: #"{"a":[1,-2.5e1,true,false,null,"x\u00e9\n"],"b":{}}"#)
        #expect(value == .object(["a": .array([.number(1), .number(-25), .bool(true), .bool(false), .null,
                                               .string("xé\n")]),
                                  "b": .object([:])]))
    }

    @Test func aFailureNamesItsLineAndColumn() {
        #expect(failure("{\n  \"a\": 1,\n  \"b\" 2\n}") == JSONError(kind: .invalid("expected ':'"), line: 3, column: 7))
        #expect(failure("[1,\n2,]") == JSONError(kind: .invalid("a trailing comma"), line: 2, column: 3))
        #expect(failure("{\"format\":") == JSONError(kind: .invalid("expected a value"), line: 1, column: 11))
        #expect(failure("1e999") == JSONError(kind: .unreadableNumber("1e999"), line: 1, column: 1))
        #expect(failure("[1] x")?.description == "line 1, column 5: not valid JSON (text after the value)")
    }

    @Test func aRepeatedKeyIsRefusedWhereItRepeats() {
        #expect(failure(#"{"a":1,"a":2}"#) == JSONError(kind: .repeatedKey("a"), line: 1, column: 8))
        #expect(failure("{\"outer\":{\n\"k\":1,\n\"k\":1}}") == JSONError(kind: .repeatedKey("k"), line: 3, column: 1))
        #expect(failure(#"{"a":1,"a":2}"#)?.description == #"line 1, column 8: key "a" is repeated"#)
        // The same key in two objects is no repetition.
        #expect(failure(#"[{"a":1},{"a":2}]"#) == nil)
    }

    /// Issue 36, class 10: a high surrogate not followed by its low half was dropped (`"a\ud800b"` read `ab`, and
    /// `tap.allowable\ud800Movement` named a real parameter); every lone surrogate is refused where its string starts.
    @Test func everyLoneSurrogateIsRefused() throws {
        for text in [#""a\ud800b""#, #""\ud800""#, #""\ud800\u0041""#, #""\udc00""#, #""\ud800\\""#, #""\udbff\ud800""#,
                     #""x\ud800\n""#] {
            #expect(failure(text) == JSONError(kind: .invalid("a lone surrogate"), line: 1, column: 1), "\(text)")
        }
        #expect(try JSONReader.value(of: #""\ud83d\ude00 \u00e9""#) == .string("\u{1F600} é"))
    }

    /// Issue 36, class 11: a file starting with a byte-order mark got "expected a value" at 1:1.
    @Test func aByteOrderMarkIsNamed() {
        #expect(throws: JSONError(kind: .invalid("the file starts with a UTF-8 byte-order mark, EF BB BF; save it without one"),
                                  line: 1, column: 1)) {
            try JSONReader.value(of: Data([0xEF, 0xBB, 0xBF]) + Data("{}".utf8))
        }
    }
}
