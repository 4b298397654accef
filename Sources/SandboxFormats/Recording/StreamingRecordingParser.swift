import Foundation
import GestureKit

/// A recording's text parsed as it arrives, in chunks cut anywhere (`feed`), then `finish`: lines are split on LF
/// (a CR before it dropped), a line cut by a chunk's end is kept until its end arrives (never more than
/// `RecordingParser.maximumLineLength` bytes of it), and each line is parsed and checked at once. So memory is a
/// chunk and the samples, not the file, and every error names the same line, with the same words, as reading the
/// whole file would. Every `checkInterval` bytes it looks whether the app was asked to quit, and throws
/// `ReadingStopped` if so: at most one long line's parse after the signal.
struct StreamingRecordingParser {
    static let checkInterval = 64 * 1024

    public let file: String
    private var recording: Recording?
    private var samples: [TouchSample] = []
    private var sources: [RecordedSource?] = []
    private var hasSources = false
    private var down: Set<Int> = []
    private var lastTime: TimeInterval = 0
    private var number = 0
    /// The start of a line a chunk's end cut.
    private var pending: [UInt8] = []
    /// Whether any byte has arrived yet: the byte-order marks are looked for at the very start only.
    private var started = false
    private var bytesSinceCheck = 0

    public init(file: String) { self.file = file }

    public mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>) throws {
        try checkForQuit()
        guard !chunk.isEmpty else { return }
        var start = 0
        if !started {
            started = true
            if chunk.count >= 2, (chunk[0] == 0xFF && chunk[1] == 0xFE) || (chunk[0] == 0xFE && chunk[1] == 0xFF) {
                throw RecordingError(file: file, line: 1, message: "UTF-16 text; recordings are UTF-8")
            }
            if chunk.count >= 3, chunk[0] == 0xEF, chunk[1] == 0xBB, chunk[2] == 0xBF { start = 3 }
        }
        while start < chunk.count {
            guard let newline = UnsafeBufferPointer(rebasing: chunk[start...]).firstIndex(of: 0x0A) else {
                pending += chunk[start...]
                // Too long already, CR or not: refused now rather than held until its end arrives.
                if pending.count > RecordingParser.maximumLineLength + 1 {
                    throw RecordingError(file: file, line: number + 1,
                                         message: "line longer than \(RecordingParser.maximumLineLength) bytes")
                }
                return
            }
            let end = start + newline
            if pending.isEmpty {
                try take(UnsafeBufferPointer(rebasing: chunk[start..<end]))
            } else {
                pending += chunk[start..<end]
                let line = pending
                pending.removeAll(keepingCapacity: true)
                try line.withUnsafeBufferPointer { try take($0) }
            }
            start = end + 1
        }
    }

    /// The recording, once the last chunk has been fed.
    public mutating func finish() throws -> Recording {
        if !pending.isEmpty {
            let line = pending
            pending.removeAll()
            try line.withUnsafeBufferPointer { try take($0) }
        }
        guard var recording else {
            throw RecordingError(file: file, line: nil, message: "empty recording: expected the header line "
                + "{\"format\":\"\(Recording.formatName)\",\"version\":2,\"window\":[W,H]}")
        }
        recording.samples = samples
        recording.sources = sources
        return recording
    }

    private mutating func checkForQuit() throws {
        bytesSinceCheck = 0
        if TerminationSignals.wasReceived { throw ReadingStopped() }
    }

    /// One line, without its LF.
    private mutating func take(_ whole: UnsafeBufferPointer<UInt8>) throws {
        number += 1
        bytesSinceCheck += whole.count + 1
        if bytesSinceCheck >= Self.checkInterval { try checkForQuit() }
        var lineEnd = whole.count
        if lineEnd > 0, whole[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        let lineNumber = number, file = self.file
        func fail(_ message: String) -> RecordingError { RecordingError(file: file, line: lineNumber, message: message) }
        guard lineEnd <= RecordingParser.maximumLineLength else {
            throw fail("line longer than \(RecordingParser.maximumLineLength) bytes")
        }
        let line = UnsafeBufferPointer(rebasing: whole[0..<lineEnd])
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }
        if line.contains(0) { throw fail("a NUL byte (UTF-16 text?); recordings are UTF-8") }
        if line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF {
            throw fail("a byte-order mark in the middle of the file")
        }
        let object = try RecordingParser.parseObject(line, fail: fail)
        guard let version = recording?.formatVersion else {
            recording = try RecordingParser.header(object, fail: fail)
            recording?.headerLine = lineNumber
            return
        }
        let sample = try RecordingParser.event(object, version: version, fail: fail)
        if version >= 2 {
            let source = try RecordingParser.source(object, fail: fail)
            if source != nil, !hasSources {
                hasSources = true
                sources = Array(repeating: nil, count: samples.count)
            }
            if hasSources { sources.append(source) }
        }
        guard sample.timestamp >= lastTime else {
            throw fail("\"t\" goes back in time (\(RecordingParser.exact(sample.timestamp)) after "
                       + "\(RecordingParser.exact(lastTime)))")
        }
        lastTime = sample.timestamp
        switch sample.phase {
        case .down:
            guard down.insert(sample.id).inserted else { throw fail("finger \(sample.id) is already down") }
            guard down.count <= RecordingParser.maximumFingers else {
                throw fail("more than \(RecordingParser.maximumFingers) fingers down at once")
            }
        case .move, .up, .cancel:
            guard sample.phase == .move ? down.contains(sample.id) : down.remove(sample.id) != nil else {
                throw fail("finger \(sample.id) is not down")
            }
        }
        samples.append(sample)
    }
}
