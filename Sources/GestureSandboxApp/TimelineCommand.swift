import ArgumentParser
import Foundation
import GestureKit
import SandboxHost
import SandboxInspector
import SandboxFormats

/// `gesture-sandbox timeline TRACE.jsonl -o timeline.svg`: the swimlane picture of a `--trace` file, as SVG (or PNG,
/// drawn by the app's own renderer) to attach to a bug report. A malformed trace is one error line naming the line.
struct TimelineCommand: FileCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Draw a trace file (--trace output) as swimlanes: SVG, or PNG when the output ends in .png.",
        discussion: """
        Lanes: one per touch (began to ended or cancelled, as its view was told), one per recognizer with its \
        state as spans (grey possible, yellow waiting, green began/changed) and a dot where it ended, failed, was \
        cancelled or was left undecided, labelled with the reason. The axis is the engine clock in milliseconds. \
        A PNG holds at most \(maximumPNGLanes) lanes; an SVG any number.
        """)

    /// The lanes a PNG's one window can hold (`OffscreenPicture.maximumSide` high).
    static let maximumPNGLanes = Int((OffscreenPicture.maximumSide - pictureHeight(lanes: 1) + TimelineLayout.laneHeight)
                                     / TimelineLayout.laneHeight)

    @Argument(help: ArgumentHelp("The trace (JSON Lines, as written by --trace).", valueName: "TRACE.jsonl"))
    var trace: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where to write the picture (- for standard output).",
                                                                     valueName: "FILE.svg|FILE.png"))
    var output: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Start of the time range shown, seconds (default: the first event).",
                                                        valueName: "S"), transform: DecimalNumber.parse)
    var from: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("End of the time range shown, seconds (default: the last event).",
                                                        valueName: "S"), transform: DecimalNumber.parse)
    var until: Double?

    @Option(help: "Title written above the lanes (default: the trace's file name).")
    var title: String?

    var inputFiles: [CommandFile] { [CommandFile("TRACE", trace, role: "the trace being drawn")] }
    var outputFiles: [CommandFile] { [CommandFile("-o", output)] }

    func validate() throws {
        for (option, value) in [("--from", from), ("--until", until)] {
            guard let value else { continue }
            guard value >= 0, value.isFinite else {
                throw ValidationError("\(option) must be a finite number of seconds, 0 or more (got \(DecimalNumber.shown(value)))")
            }
        }
        if let from, let until, until <= from {
            throw ValidationError("--until must be later than --from (got \(DecimalNumber.shown(from)) and \(DecimalNumber.shown(until)))")
        }
    }

    /// The picture's format, by the output's extension: `.svg` (and `-`, standard output) or `.png`; anything else
    /// is refused in one line rather than written as SVG under another name (issue 35: `-o t.pdf` held an SVG).
    /// A folder is left to the writer, which says so.
    func refuseUnknownExtension() throws {
        var isFolder: ObjCBool = false
        guard output != "-", !(FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue)
        else { return }
        let ext = (output as NSString).pathExtension.lowercased()
        guard !["svg", "png"].contains(ext) else { return }
        throw ValidationError("-o \(output): timeline writes SVG (.svg) or PNG (.png), not "
                              + (ext.isEmpty ? "a name without an extension" : ".\(ext)"))
    }

    func run() throws {
        try refuseUnknownExtension()
        if let refusal = FileKind.refusal(of: trace, wanted: [.trace], as: "a trace") {
            ErrorLine.write("timeline: \(refusal)")
            throw ExitCode.failure
        }
        let failure: String? = MainActor.assumeIsolated {
            do {
                try render()
                return nil
            } catch let error as TraceReader.ReadError {
                return "\(trace): \(error)"
            } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
                return "\(trace): no such file"
            } catch let error as SandboxError {
                return error.message
            } catch {
                return "\(error)"
            }
        }
        if let failure {
            ErrorLine.write("timeline: \(failure)")
            throw ExitCode.failure
        }
    }

    static func pictureHeight(lanes: Int) -> CGFloat { TimelineLayout.height(forLanes: lanes) + 16 }

    @MainActor
    private func render() throws {
        let events = try TraceReader.read(contentsOf: URL(fileURLWithPath: trace))
        let timeline = Timeline(events: events, from: from, until: until)
        let heading = title ?? URL(fileURLWithPath: trace).lastPathComponent
        guard output.lowercased().hasSuffix(".png") else {
            return try OutputFile.write(TimelineSVG.document(for: timeline, title: heading), to: output)
        }
        guard timeline.lanes.count <= Self.maximumPNGLanes else {
            throw SandboxError("\(timeline.lanes.count) lanes are too many for a PNG (at most \(Self.maximumPNGLanes)): "
                               + "write an SVG, or show fewer with --from and --until")
        }
        let size = CGSize(width: TimelineSVG.width, height: Self.pictureHeight(lanes: timeline.lanes.count))
        try OffscreenPicture.writePNG(size: size, to: output) { context in
            let layout = TimelineLayout(timeline, in: CGRect(origin: .zero, size: size).insetBy(dx: 8, dy: 8))
            TimelineDrawing.draw(layout, title: heading, style: .paper, in: context)
        }
    }
}
