import Foundation

/// Helpers for the line-based text of Linux input recordings.
enum LinuxInputLine {
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
