import ArgumentParser
import Foundation
import GestureKit
import SandboxHost
import SandboxInspector
import SandboxFormats

/// `gesture-sandbox timeline TRACE.jsonl -o timeline.svg`: the swimlane picture of a `--trace` file, as SVG (or PNG,
/// drawn by the app's own renderer) to attach to a bug report. A malformed trace is one error line naming the line.
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Draw a trace file (--trace output) as swimlanes: SVG, or PNG when the output ends in .png.",
        discussion: """
        Lanes: one per touch (began to ended or cancelled, as its view was told), one per recognizer with its \
        state as spans (grey possible, yellow waiting, green began/changed) and a dot where it ended, failed, was \
        cancelled or was left undecided, labelled with the reason. The axis is the engine clock in milliseconds.
        """)

    @Argument(help: ArgumentHelp("The trace (JSON Lines, as written by --trace).", valueName: "TRACE.jsonl"))
    var trace: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where to write the picture.",
                                                                     valueName: "FILE.svg|FILE.png"))
    var output: String

    @Option(help: ArgumentHelp("Start of the time range shown, seconds (default: the first event).", valueName: "S"))
    var from: Double?

    @Option(help: ArgumentHelp("End of the time range shown, seconds (default: the last event).", valueName: "S"))
    var until: Double?

    @Option(help: "Title written above the lanes (default: the trace's file name).")
    var title: String?

    func run() throws {
        let failure: String? = MainActor.assumeIsolated {
            do {
                try render()
                return nil
            } catch let error as TraceReader.ReadError {
                return "\(trace): \(error)"
            } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
                return "\(trace): no such file"
            } catch {
                return "\(error)"
            }
        }
        if let failure {
            FileHandle.standardError.write(Data("gesture-sandbox: timeline: \(failure)\n".utf8))
            throw ExitCode.failure
        }
    }

    @MainActor
    private func render() throws {
        let events = try TraceReader.read(contentsOf: URL(fileURLWithPath: trace))
        let timeline = Timeline(events: events, from: from, until: until)
        let heading = title ?? URL(fileURLWithPath: trace).lastPathComponent
        if output.lowercased().hasSuffix(".png") {
            let size = CGSize(width: TimelineSVG.width, height: TimelineLayout.height(forLanes: timeline.lanes.count) + 16)
            try OffscreenPicture.savePNG(size: size, to: output) { context in
                let layout = TimelineLayout(timeline, in: CGRect(origin: .zero, size: size).insetBy(dx: 8, dy: 8))
                TimelineDrawing.draw(layout, title: heading, style: .paper, in: context)
            }
        } else {
            do {
                try TimelineSVG.document(for: timeline, title: heading).write(toFile: output, atomically: true,
                                                                              encoding: .utf8)
            } catch {
                throw ValidationError("can't write \(output): \(error.localizedDescription)")
            }
        }
    }
}
