import SandboxFormats
import Testing

/// `JSONValue.exactInteger(in:)`: the one conversion of a number read from a file to an integer, which refuses
/// what `Int(_:)` would trap on (past Int's range, infinite, NaN) or round (fractions).
@Suite struct JSONExactIntegerTests {
    @Test func wholeNumbersInRangeConvert() {
        #expect(JSONValue.number(1).exactInteger(in: 1...1) == 1)
        #expect(JSONValue.number(-2_147_483_648).exactInteger(in: Int(Int32.min)...Int(Int32.max)) == -2_147_483_648)
    }

    @Test func everythingElseIsNilNotATrap() {
        for number in [1e300, -1e300, 9.223372036854775808e18, .infinity, -.infinity, .nan, 1.5, 2, 0] {
            #expect(JSONValue.number(number).exactInteger(in: 1...1) == nil, "\(number)")
        }
        #expect(JSONValue.string("1").exactInteger(in: 1...1) == nil)
        #expect(JSONValue.exactInteger(9.3e18, in: Int.min...Int.max) == nil)
    }
}
