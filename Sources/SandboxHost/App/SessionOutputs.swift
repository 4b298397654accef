import Foundation
import GestureKit
import SandboxFormats

/// What a session writes (`--trace`, `--record`, `--dump-views`, `--screenshot`): each opened at start through
/// `OutputFile`, so an unwritable path fails before the window opens, and flushed every frame.
@MainActor
final class SessionOutputs {
    let trace: TraceWriter?
    let recorder: RecordingWriter?
    let dump: OutputFile?
    let screenshot: OutputFile?

    init(trace: TraceWriter?, recorder: RecordingWriter?, dump: OutputFile?, screenshot: OutputFile?) {
        self.trace = trace
        self.recorder = recorder
        self.dump = dump
        self.screenshot = screenshot
    }

    var all: [OutputFile] {
        [trace?.output, recorder?.output, dump, screenshot].compactMap { $0 }
    }

    /// Writes what the trace and the recording buffered (once a frame, and at exit).
    func flush() {
        trace?.flush()
        recorder?.flush()
    }

    /// An output naming the recording being replayed (or the tuning file) would truncate it when opened: refused
    /// before anything is read or written.
    static func refuseOverwritingReplay(_ options: SandboxOptions) throws {
        try FileIdentity.refuseOverwriting(options.inputFiles, by: options.outputFiles)
    }

    /// `--screenshot` writes PNG, so its name says so (or it is one of the app's own descriptors, like `-`); it is
    /// opened at start like the other outputs, so an unwritable path fails before the session.
    static func openScreenshot(_ path: String) throws -> OutputFile {
        guard path.lowercased().hasSuffix(".png") || OutputFile.inheritedDescriptor(for: path) != nil else {
            throw SandboxError.usage("--screenshot writes PNG: name a .png file (got '\(path)')")
        }
        return try OutputFile(path: path)
    }
}
