import Foundation
import GestureKit

/// Writes recording format version 1 as the app runs: the header first, then each sample as it is dispatched,
/// with times relative to `startTime`. Lines are buffered and written out by `flush()`.
public final class RecordingWriter {
    let output: OutputFile
    private let startTime: TimeInterval
    private var buffer = ""
    /// Set by `end()`: later samples are not written.
    public private(set) var isEnded = false

    public init(output: OutputFile, windowSize: CGSize, scene: String?, startTime: TimeInterval = 0) {
        self.output = output
        self.startTime = startTime
        buffer = Self.headerLine(windowSize: windowSize, scene: scene) + "\n"
    }

    public func append(_ sample: TouchSample) {
        guard !isEnded, output.isOpen else { return }
        buffer += Self.eventLine(sample, startTime: startTime) + "\n"
    }

    /// Takes no more samples (what is buffered is still written by `flush()`).
    public func end() {
        isEnded = true
    }

    /// Writes what was buffered; a failing output reports itself and takes no more.
    public func flush() {
        output.write(buffer)
        buffer = ""
    }

    /// The whole recording as file text.
    public static func text(of recording: Recording) -> String {
        ([headerLine(windowSize: recording.windowSize, scene: recording.scene)]
            + recording.samples.map { eventLine($0, startTime: 0) }).joined(separator: "\n") + "\n"
    }

    static func headerLine(windowSize: CGSize, scene: String?) -> String {
        var line = JSONLine()
        line.add("format", Recording.formatName)
        line.add("version", Recording.version)
        line.add("window", numbers: [windowSize.width, windowSize.height], digits: JSONNumber.pointDigits)
        if let scene { line.add("scene", scene) }
        return line.text
    }

    static func eventLine(_ sample: TouchSample, startTime: TimeInterval) -> String {
        var line = JSONLine()
        line.add("t", max(0, sample.timestamp - startTime), digits: JSONNumber.timeDigits)
        line.add("type", sample.phase.rawValue)
        line.add("id", sample.id)
        line.add("x", sample.location.x, digits: JSONNumber.pointDigits)
        line.add("y", sample.location.y, digits: JSONNumber.pointDigits)
        return line.text
    }
}
