import Foundation
import SandboxFormats
import Testing

/// `JSONReader.node(of:)`: the same reader, with each value's line and column and objects' members in the order
/// written, which a format needs to name the value at fault.
@Suite struct JSONNodeTests {
    @Test func everyValueKnowsWhereItStartsAndMembersKeepTheirOrder() throws {
        let text = "{\"z\": 1,\n \"a\": [true, {\"k\": null}],\n  \"é\": \"x\"}"
        let node = try JSONReader.node(of: Data(text.utf8))
        #expect(node.value == (try JSONReader.value(of: text)))
        #expect((node.line, node.column) == (1, 1))
        #expect(node.members.map(\.key) == ["z", "a", "é"])
        let array = try #require(node["a"])
        #expect((array.line, array.column) == (2, 7))
        #expect(array.elements.map { [$0.line, $0.column] } == [[2, 8], [2, 14]])
        let inner = try #require(array.elements[1]["k"])
        #expect((inner.line, inner.column, inner.value) == (2, 20, .null))
        // Columns count UTF-8 bytes, as JSONError's do: "é" is two.
        let last = try #require(node["é"])
        #expect((last.line, last.column) == (3, 9))
        #expect(node["missing"] == nil)
        #expect(array.members.isEmpty && inner.elements.isEmpty)
    }

    @Test func itFailsAsTheReaderDoes() {
        #expect(throws: JSONError(kind: .repeatedKey("a"), line: 2, column: 1)) {
            try JSONReader.node(of: Data("{\"a\": 1,\n\"a\": 2}".utf8))
        }
        #expect(throws: JSONError(kind: .invalid("a trailing comma"), line: 1, column: 4)) {
            try JSONReader.node(of: Data("[1,]".utf8))
        }
    }

    /// Issue 36, class 7: a node for every number made the tree 23-52x the file. An array of scalars only (a point)
    /// is placed as a whole, its values in `value`; arrays holding arrays or objects still place each element.
    @Test func anArrayOfScalarsIsPlacedWhole() throws {
        let node = try JSONReader.node(of: Data("[[1, 2, null],\n [3, \"x\", true], []]".utf8))
        #expect(node.elements.map { [$0.line, $0.column] } == [[1, 2], [2, 2], [2, 18]])
        #expect(node.elements[0].elements.isEmpty)
        #expect(node.elements[0].value == .array([.number(1), .number(2), .null]))
        #expect(node.elements[1].value == .array([.number(3), .string("x"), .bool(true)]))
        let object = try JSONReader.node(of: Data("{\"a\": [1], \"b\": 2}".utf8))
        #expect(object.members.map { [$0.node.line, $0.node.column] } == [[1, 7], [1, 17]])
    }
}
