import Foundation

/// Why the corpus could not be read; the message names the path so a missing checkout is obvious.
public enum StrokeCorpusError: Error, CustomStringConvertible, Sendable {
    case missing(path: String)
    case malformed(path: String, line: Int, detail: String)

    public var description: String {
        switch self {
        case .missing(let path):
            return "stroke corpus not found at \(path) (the repository ships it as Assets/corpus/unistrokes-dev.txt.gz)"
        case .malformed(let path, let line, let detail):
            return "stroke corpus \(path) line \(line) is malformed: \(detail)"
        }
    }
}
