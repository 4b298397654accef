/// Turns byte offsets that only grow into 1-based lines and columns (the column counted in UTF-8 bytes, as
/// `JSONError`'s), reading the text once however many offsets are asked.
struct TextCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func position(of target: Int) -> (line: Int, column: Int) {
        while offset < min(target, bytes.count) {
            if bytes[offset] == 0x0A {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }
        return (line, target - lineStart + 1)
    }
}
