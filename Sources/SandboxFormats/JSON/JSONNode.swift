/// A JSON value with the line and column where it starts (1-based; the column in UTF-8 bytes) and, for arrays and
/// objects, its children placed the same way, objects' members in the order written: what a format needs whose
/// errors name the value at fault, not only a syntax error's place (`JSONReader.node(of:)`).
public struct JSONNode: Sendable {
    public var value: JSONValue
    public var line: Int
    public var column: Int
    /// An array's elements; empty for other values, and for an array of scalars only (a point, `[x, y, t]`), which
    /// is placed as a whole: its elements are in `value`.
    public var elements: [JSONNode]
    /// An object's members in the order written; empty for other values.
    public var members: [(key: String, node: JSONNode)]

    /// The member `key` of an object.
    public subscript(key: String) -> JSONNode? {
        members.first { $0.key == key }?.node
    }

    /// The node of `value`, placed by the reader's starts in document order (each value's own, then its children's).
    static func build(_ value: JSONValue, from starts: inout ArraySlice<(key: String?, offset: Int)>,
                      cursor: inout TextCursor) -> JSONNode {
        let place = cursor.position(of: starts.removeFirst().offset)
        var node = JSONNode(value: value, line: place.line, column: place.column, elements: [], members: [])
        switch value {
        case .array(let items) where items.contains(where: \.isContainer):
            node.elements = items.map { build($0, from: &starts, cursor: &cursor) }
        case .object(let object):
            for _ in 0..<object.count {
                guard let key = starts.first?.key, let member = object[key] else { break }
                node.members.append((key, build(member, from: &starts, cursor: &cursor)))
            }
        default: break
        }
        return node
    }
}
