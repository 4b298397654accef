internal import CSDL2
import Foundation

/// Plays the WAV sound effects through SDL audio. Every `*.wav` in the folder is loaded up front so an unreadable
/// file is reported at start; with no audio device (or headless) playing is silent, never an error. A new sound
/// replaces the one still playing.
@MainActor
public final class SoundPlayer {
    private struct Sound {
        var spec: SDL_AudioSpec
        var bytes: [UInt8]
    }

    private var sounds: [String: Sound] = [:]
    private var device: SDL_AudioDeviceID = 0
    private var warned: Set<String> = []

    /// Loads the folder's sounds; opens the audio device only if `audio` is true and one exists.
    public init(directory: URL, audio: Bool) throws {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for file in files.sorted() where file.hasSuffix(".wav") {
            let path = directory.appendingPathComponent(file).path
            var spec = SDL_AudioSpec()
            var buffer: UnsafeMutablePointer<UInt8>?
            var length: UInt32 = 0
            guard let stream = SDL_RWFromFile(path, "rb"),
                  SDL_LoadWAV_RW(stream, 1, &spec, &buffer, &length) != nil, let buffer
            else { throw SandboxError("can't read sound \(path): \(String(cString: SDL_GetError()))") }
            sounds[String(file.dropLast(4))] = Sound(spec: spec, bytes: Array(UnsafeBufferPointer(start: buffer,
                                                                                                  count: Int(length))))
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
            if warned.insert(name).inserted { FileHandle.standardError.write(Data("no sound named \(name)\n".utf8)) }
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
