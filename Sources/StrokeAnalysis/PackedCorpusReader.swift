import Foundation

/// Reads the packed corpus the project ships (`Assets/corpus/unistrokes-dev.txt.gz`, gzip-compressed, written by
/// `tools/corpus/pack-corpus.py`): one stroke per line, `gesture device subject rep x y t` for the first point and
/// `dx dy dt` for each later one, whole pixels and milliseconds; `#` starts a comment line.
///
/// It walks the bytes once (no per-line strings for the numbers), so the 6 MB file loads quickly even in debug builds.
enum PackedCorpusReader {
    struct Record {
        var gesture: String, device: String, subject: String, rep: Int
        var points: [StrokePoint]
    }

    static func records(in data: Data, path: String) throws -> [Record] {
        var records: [Record] = []
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var lineStart = 0, lineNumber = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                lineNumber += 1
                if lineEnd > lineStart, bytes[lineStart] != UInt8(ascii: "#") {
                    records.append(try record(bytes, lineStart..<lineEnd, path: path, line: lineNumber))
                }
                lineStart = lineEnd + 1
            }
        }
        return records
    }

    private static func record(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, path: String,
                               line: Int) throws -> Record {
        var fields: [Substring] = []
        var numbers: [Int] = []
        var index = range.lowerBound
        func fail(_ detail: String) -> StrokeCorpusError { .malformed(path: path, line: line, detail: detail) }
        while index < range.upperBound {
            while index < range.upperBound, bytes[index] == 0x20 || bytes[index] == 0x0D { index += 1 }
            guard index < range.upperBound else { break }
            let start = index
            while index < range.upperBound, bytes[index] != 0x20, bytes[index] != 0x0D { index += 1 }
            if fields.count < 4 {
                fields.append(Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)))
                continue
            }
            var value = 0, sign = 1, digits = 0
            for position in start..<index {
                let byte = bytes[position]
                if position == start, byte == UInt8(ascii: "-") { sign = -1; continue }
                guard byte >= 0x30, byte <= 0x39 else { throw fail("not a whole number in field \(fields.count + numbers.count + 1)") }
                value = value * 10 + Int(byte - 0x30)
                digits += 1
            }
            guard digits > 0 else { throw fail("an empty number") }
            numbers.append(sign * value)
        }
        guard fields.count == 4, let rep = Int(fields[3]) else { throw fail("expected gesture device subject rep") }
        guard numbers.count % 3 == 0 else { throw fail("points come in threes (x y t), got \(numbers.count) numbers") }
        var points: [StrokePoint] = []
        points.reserveCapacity(numbers.count / 3)
        var x = 0, y = 0, t = 0
        for offset in stride(from: 0, to: numbers.count, by: 3) {
            x += numbers[offset]
            y += numbers[offset + 1]
            t += numbers[offset + 2]
            points.append(StrokePoint(x: Double(x), y: Double(y), time: Double(t) / 1000))
        }
        return Record(gesture: String(fields[0]), device: String(fields[1]), subject: String(fields[2]), rep: rep,
                      points: points)
    }
}
