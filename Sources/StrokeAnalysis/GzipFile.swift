import CZlib
import Foundation

/// Reads a gzip file whole through zlib: the corpus ships compressed (1.4 MB instead of 6 MB of packed text), and
/// Foundation on Linux has no decompressor of its own.
enum GzipFile {
    /// The decompressed bytes of the file at `path`.
    static func contents(of path: String) throws -> Data {
        guard let file = gzopen(path, "rb") else {
            throw StrokeCorpusError.malformed(path: path, line: 0, detail: "can't open it: \(String(cString: strerror(errno)))")
        }
        defer { gzclose(file) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { gzread(file, $0.baseAddress, UInt32($0.count)) }
            if count < 0 {
                var code: Int32 = 0
                let message = gzerror(file, &code).map { String(cString: $0) } ?? "zlib error \(code)"
                throw StrokeCorpusError.malformed(path: path, line: 0, detail: "not a readable gzip file (\(message))")
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[..<Int(count)])
        }
        return data
    }
}
