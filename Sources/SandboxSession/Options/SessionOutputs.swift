import Foundation
import GestureKit
import SandboxFormats

/// What a session writes (`--trace`, `--record`, `--dump-views`, `--screenshot`): each opened at start through
/// `OutputFile`, so an unwritable path fails before the window opens, and flushed every frame.
@MainActor
package final class SessionOutputs {
    package let trace: TraceWriter?
    package let recorder: RecordingWriter?
    package let dump: OutputFile?
    package let screenshot: OutputFile?
    /// `--video`, written by the video frame loop and renamed into place only when complete (not in `all`).
    package var video: VideoOutput?

    package init(trace: TraceWriter?, recorder: RecordingWriter?, dump: OutputFile?, screenshot: OutputFile?) {
        self.trace = trace
        self.recorder = recorder
        self.dump = dump
        self.screenshot = screenshot
    }

    package var all: [OutputFile] {
        [trace?.output, recorder?.output, dump, screenshot].compactMap { $0 }
    }

    /// Writes what the trace and the recording buffered (once a frame, and at exit).
    package func flush() {
        trace?.flush()
        recorder?.flush()
    }

    /// An output naming the recording being replayed (or the tuning file) would truncate it when opened: refused
    /// before anything is read or written. So is `--video` naming another output's file: the others lock theirs
    /// (a second option on one file can't open it), but the video is renamed into place at the end, over what the
    /// other wrote.
    package static func refuseOverwritingReplay(_ options: SandboxOptions) throws {
        try FileIdentity.refuseOverwriting(options.inputFiles, by: options.outputFiles)
        guard let video = options.outputFiles.first(where: { $0.option == "--video" }) else { return }
        let others = options.outputFiles.filter { $0.option != "--video" }
            .map { CommandFile($0.option, $0.path, role: "what \($0.option) writes") }
        try FileIdentity.refuseOverwriting(others, by: [video])
    }

    /// `--screenshot` writes PNG, so its name says so (or it is one of the app's own descriptors, like `-`); it is
    /// opened at start like the other outputs, so an unwritable path fails before the session.
    package static func openScreenshot(_ path: String) throws -> OutputFile {
        guard path.lowercased().hasSuffix(".png") || OutputFile.inheritedDescriptor(for: path) != nil else {
            throw SandboxError.usage("--screenshot writes PNG: name a .png file (got '\(path)')")
        }
        return try OutputFile(path: path)
    }
}
