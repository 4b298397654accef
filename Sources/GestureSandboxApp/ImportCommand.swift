import ArgumentParser
import Foundation
import SandboxHost
import SandboxFormats
import SandboxScenes
import SandboxSession

/// `gesture-sandbox import touch.yml -o touch.jsonl`: a Linux input recording (`libinput record`, evemu) as a
/// sandbox recording (format v2, every sample's source `imported`) to replay, trim or attach to a bug report.
struct ImportCommand: FileCommand, SceneCommand {
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

    var inputFiles: [CommandFile] {
        // An events-only evemu file reads its device from the .desc beside it unless --description names one.
        let descriptionPath = description ?? ((input as NSString).deletingPathExtension + ".desc")
        return [CommandFile("FILE", input, role: "the recording being imported"),
                CommandFile("--description", descriptionPath, role: "the device description")]
    }

    var outputFiles: [CommandFile] { [CommandFile("-o", output)] }

    func validate() throws {
        if let size, SandboxOptions.parseSize(size) == nil {
            throw ValidationError("--window must be WxH with whole numbers from 1 to 16384, e.g. 1280x800")
        }
    }

    func run() throws {
        try MainActor.assumeIsolated { try run(with: SceneRegistry()) }
    }

    @MainActor
    func run(with registry: SceneRegistry) throws {
        // The app's own check of a scene id, made before anything is read: the recording would name a scene the app
        // then refuses.
        if let scene, !registry.scenes.contains(where: { $0.id == scene }) {
            throw ValidationError("--scene-id: " + SceneDescriptor.unknownScene(scene, among: registry.scenes))
        }
        let window = size.flatMap(SandboxOptions.parseSize) ?? LinuxInputImporter.defaultWindowSize
        do {
            let recording = try LinuxInputImporter.recording(contentsOf: input, description: description,
                                                             scene: scene, windowSize: window)
            // Written through the path as every output is; `-` is standard output, whose failure is this line too.
            try OutputFile.write(RecordingWriter.text(of: recording), to: output)
        } catch let error as RecordingError {
            ErrorLine.write("import: \(error)")
            throw ExitCode.failure
        } catch let error as SandboxError {
            ErrorLine.write("import: \(error.message)")
            throw ExitCode.failure
        }
    }
}
