import Foundation
import GestureKit

/// Writes a recording as the app runs (format version 2): the header with the machine's `RecordingEnvironment`
/// first, then each sample as it is dispatched, with times relative to the recording's start, its pressure and its
/// source. Lines are buffered and written out by `flush()`.
///
/// The wait before the first touch is trimmed (issue 25 item 7): the recording starts at most `leadIn` before its
/// first sample, so a replay shows the scene for half a second, as the demo recordings do, and then the touch, not
/// however long the app was open first. A first sample within `leadIn` of `startTime` keeps its time, so recording a
/// replay of such a file gives the file back.
public final class RecordingWriter {
    /// The most time a recording keeps before its first touch.
    public static let leadIn: TimeInterval = 0.5

    public let output: OutputFile
    private var startTime: TimeInterval
    private var hasSamples = false
    private var buffer = ""
    /// Set by `end()`: later samples are not written.
    public private(set) var isEnded = false

    public init(output: OutputFile, windowSize: CGSize, scene: String?, environment: RecordingEnvironment = .init(),
                startTime: TimeInterval = 0) {
        self.output = output
        self.startTime = startTime
        buffer = Self.headerLine(Recording(windowSize: windowSize, scene: scene, environment: environment)) + "\n"
    }

    public func append(_ sample: TouchSample, source: RecordedSource? = nil) {
        guard !isEnded, output.isOpen else { return }
        if !hasSamples {
            hasSamples = true
            startTime = max(startTime, sample.timestamp - Self.leadIn)
        }
        buffer += Self.eventLine(sample, source: source, startTime: startTime, version: Recording.version) + "\n"
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

    /// The whole recording as file text, in its own format version (a version 1 recording comes out as it was read).
    public static func text(of recording: Recording) -> String {
        var lines = [headerLine(recording)]
        lines.reserveCapacity(recording.samples.count + 1)
        for (index, sample) in recording.samples.enumerated() {
            lines.append(eventLine(sample, source: recording.source(at: index), startTime: 0,
                                   version: recording.formatVersion))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func headerLine(_ recording: Recording) -> String {
        var line = JSONLine()
        line.add("format", Recording.formatName)
        line.add("version", recording.formatVersion)
        line.add("window", numbers: [recording.windowSize.width, recording.windowSize.height],
                 digits: JSONNumber.pointDigits)
        if let scene = recording.scene { line.add("scene", scene) }
        guard recording.formatVersion >= 2 else { return line.text }
        let environment = recording.environment
        if let app = environment.app { line.add("app", app) }
        if let sdl = environment.sdlVersion { line.add("sdl", sdl) }
        if let driver = environment.videoDriver { line.add("video", driver) }
        if let renderer = environment.renderer { line.add("renderer", renderer) }
        if let scale = environment.displayScale { line.add("scale", scale, digits: 3) }
        let devices = environment.touchDevices.map { device in
            var object = JSONLine()
            object.add("id", raw: String(device.id))
            object.add("name", device.name)
            return object.text
        }
        line.add("devices", raw: "[" + devices.joined(separator: ",") + "]")
        return line.text
    }

    static func eventLine(_ sample: TouchSample, source: RecordedSource?, startTime: TimeInterval,
                          version: Int) -> String {
        var line = JSONLine()
        line.add("t", max(0, sample.timestamp - startTime), digits: JSONNumber.timeDigits)
        line.add("type", sample.phase.rawValue)
        line.add("id", sample.id)
        line.add("x", sample.location.x, digits: JSONNumber.pointDigits)
        line.add("y", sample.location.y, digits: JSONNumber.pointDigits)
        guard version >= 2 else { return line.text }
        if let pressure = sample.pressure { line.add("pressure", pressure, digits: 3) }
        if let source { line.add("source", source.rawValue) }
        return line.text
    }
}
