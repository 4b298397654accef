import ArgumentParser
import Foundation
import SandboxHost
import SandboxFormats

/// `gesture-sandbox import touch.yml -o touch.jsonl`: a Linux input recording (`libinput record`, evemu) as a
/// sandbox recording (format v2, every sample's source `imported`) to replay, trim or attach to a bug report.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert a libinput record (YAML) or evemu recording into a sandbox recording (v2).",
        discussion: """
        Reads libinput record file version 1 (one or more devices) and evemu recordings (one file holding the \
        description and the events, or an events file with its .desc beside it or given by --description). Every \
        device with ABS_MT_POSITION_X/Y takes part; contacts follow multitouch protocol B (slots, tracking ids, a \
        frame per SYN_REPORT; SYN_DROPPED cancels the fingers down). A touchscreen is fitted to the window keeping \
        its aspect; a touchpad keeps its own size (millimetres at 96 points per inch), centred. --replay reads \
        these files directly too. A malformed file is one error line naming the file and line.
        """)

    @Argument(help: ArgumentHelp("The Linux input recording.", valueName: "FILE"))
    var input: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where to write the recording (- for standard output).",
                                                                     valueName: "FILE.jsonl"))
    var output: String

    @Option(help: ArgumentHelp("evemu device description for an events-only file (default: FILE's .desc).",
                               valueName: "FILE.desc"))
    var description: String?

    /// Not `--scene` and `--size`: the app's own options of those names would take them.
    @Option(name: .customLong("scene-id"), help: "Scene written into the recording's header (see --list-scenes).")
    var scene: String?

    @Option(name: .customLong("window"),
            help: ArgumentHelp("The recording's window, which a touchscreen is fitted to, in points (default 1280x800).",
                               valueName: "WxH"))
    var size: String?

    func run() throws {
        var window = LinuxInputImporter.defaultWindowSize
        if let size {
            guard let parsed = SandboxOptions.parseSize(size) else {
                throw ValidationError("--window must be WxH with whole numbers from 1 to 16384, e.g. 1280x800")
            }
            window = parsed
        }
        do {
            let recording = try LinuxInputImporter.recording(contentsOf: input, description: description,
                                                             scene: scene, windowSize: window)
            let text = RecordingWriter.text(of: recording)
            if output == "-" {
                FileHandle.standardOutput.write(Data(text.utf8))
            } else {
                try text.write(toFile: output, atomically: true, encoding: .utf8)
            }
        } catch let error as RecordingError {
            FileHandle.standardError.write(Data("gesture-sandbox: import: \(error)\n".utf8))
            throw ExitCode.failure
        } catch {
            FileHandle.standardError.write(Data("gesture-sandbox: import: can't write \(output): \(error.localizedDescription)\n".utf8))
            throw ExitCode.failure
        }
    }
}
