internal import CSDL2
import Foundation
import SandboxFormats

/// Plays the WAV sound effects through SDL audio. Every `*.wav` in the folder is loaded up front; one that can't be
/// read is reported then, once, and left silent, as a broken image is. With no audio device (or headless) playing is
/// silent, never an error. A new sound replaces the one still playing.
@MainActor
public final class SoundPlayer {
    private struct Sound {
        var spec: SDL_AudioSpec
        var bytes: [UInt8]
    }

    private let directory: URL
    private let report: (String) -> Void
    private var sounds: [String: Sound] = [:]
    /// Sounds whose file was there but unreadable (already reported).
    private var broken: Set<String> = []
    private var device: SDL_AudioDeviceID = 0
    private var warned: Set<String> = []

    /// Loads the folder's sounds; opens the audio device only if `audio` is true and one exists. `report` gets each
    /// problem as one line (by default `ErrorLine.write`).
    public init(directory: URL, audio: Bool, report: @escaping (String) -> Void = ErrorLine.write) {
        self.directory = directory
        self.report = report
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for file in files.sorted() where file.hasSuffix(".wav") {
            let path = directory.appendingPathComponent(file).path
            let name = String(file.dropLast(4))
            var spec = SDL_AudioSpec()
            var buffer: UnsafeMutablePointer<UInt8>?
            var length: UInt32 = 0
            guard let stream = SDL_RWFromFile(path, "rb"),
                  SDL_LoadWAV_RW(stream, 1, &spec, &buffer, &length) != nil, let buffer
            else {
                broken.insert(name)
                report("can't read sound \(path): \(String(cString: SDL_GetError()))")
                continue
            }
            sounds[name] = Sound(spec: spec, bytes: Array(UnsafeBufferPointer(start: buffer, count: Int(length))))
            SDL_FreeWAV(buffer)
        }
        guard audio, Self.mayHaveAudioOutput, var wanted = sounds.values.first?.spec,
              SDL_InitSubSystem(SDL_INIT_AUDIO) == 0
        else { return }
        device = SDL_OpenAudioDevice(nil, 0, &wanted, nil, 0)
        if device != 0 { SDL_PauseAudioDevice(device, 0) }
    }

    /// Whether opening audio can find anything: a sound card (`/dev/snd`), a PulseAudio or PipeWire server, or a
    /// driver named in `SDL_AUDIODRIVER`. Without one SDL's ALSA backend only prints errors on stderr (and loads
    /// the audio libraries for nothing), so the app stays silent without asking.
    static var mayHaveAudioOutput: Bool {
        let environment = ProcessInfo.processInfo.environment
        if let driver = environment["SDL_AUDIODRIVER"], !driver.isEmpty { return true }
        if environment["PULSE_SERVER"] != nil { return true }
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: "/dev/snd") { return true }
        guard let runtime = environment["XDG_RUNTIME_DIR"] else { return false }
        return ["pulse/native", "pipewire-0"].contains { fileManager.fileExists(atPath: "\(runtime)/\($0)") }
    }

    /// Whether sounds are audible (an audio device is open).
    public var isAudible: Bool { device != 0 }

    public func play(_ name: String) {
        guard let sound = sounds[name] else {
            if !broken.contains(name), warned.insert(name).inserted {
                report("missing sound file: \(directory.appendingPathComponent(name + ".wav").path)")
            }
            return
        }
        guard device != 0 else { return }
        SDL_ClearQueuedAudio(device)
        _ = sound.bytes.withUnsafeBytes { SDL_QueueAudio(device, $0.baseAddress, UInt32($0.count)) }
    }

    /// The loaded sound names, sorted.
    public var soundNames: [String] { sounds.keys.sorted() }

    deinit {
        if device != 0 { SDL_CloseAudioDevice(device) }
    }
}
