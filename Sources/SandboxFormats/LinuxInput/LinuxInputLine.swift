import Foundation

/// Helpers for the line-based text of Linux input recordings.
enum LinuxInputLine {
    /// The lines of `data`, split at LF with a CR before it dropped (CRLF files read as LF ones) and a UTF-8 BOM at
    /// the start skipped; a line that isn't UTF-8 text or holds a NUL byte (binary junk after a valid head) is
    /// refused on its line, named as `format`.
    static func lines(of data: Data, file: String, format: RecordingFormat) throws -> [String] {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var lines: [String] = []
        for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let line = raw.last == 0x0D ? raw.dropLast() : raw
            func fail(_ message: String) -> RecordingError {
                RecordingError(file: file, line: lines.count + 1, message: message, format: format.rawValue)
            }
            guard !line.contains(0) else { throw fail("a NUL byte: binary data, not text (a damaged or cut file?)") }
            guard let text = String(validating: line, as: UTF8.self) else {
                throw fail("not UTF-8 text: binary data (a damaged or cut file?)")
            }
            lines.append(text)
        }
        return lines
    }

    /// The line without a trailing `# comment` (a `#` at the start or after a space, outside double quotes) and
    /// without trailing spaces or a CR.
    static func stripped(_ line: Substring) -> Substring {
        var inQuotes = false
        var previous: Character = " "
        var end = line.endIndex
        for index in line.indices {
            let character = line[index]
            if character == "\"" { inQuotes.toggle() }
            if character == "#", !inQuotes, previous == " " || previous == "\t" {
                end = index
                break
            }
            previous = character
        }
        var result = line[line.startIndex..<end]
        while let last = result.last, last == " " || last == "\r" || last == "\t" { result = result.dropLast() }
        return result
    }

    /// `[a, b, c]` as integers; nil unless every element is one.
    public static func integers(inBrackets text: Substring) -> [Int]? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("["), trimmed.hasSuffix("]") else { return nil }
        let inner = trimmed.dropFirst().dropLast()
        if inner.trimmingCharacters(in: .whitespaces).isEmpty { return [] }
        var values: [Int] = []
        for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Int(part.trimmingCharacters(in: .whitespaces)) else { return nil }
            values.append(value)
        }
        return values
    }

    /// A YAML scalar without its double quotes (and `\"`, `\\` unescaped).
    static func unquoted(_ text: Substring) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return trimmed }
        return String(trimmed.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
            .replacingOccurrences(of: "\\\\", with: "\\")
    }
}
