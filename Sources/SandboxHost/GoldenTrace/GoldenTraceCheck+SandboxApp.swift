import Foundation
internal import CSDL2
import GestureTuning
import SandboxFormats
import SandboxScenes
import SandboxSession

extension GoldenTraceCheck {
    /// A check whose replays are headless `SandboxApp` runs of `scenes` with `options` (headless, replay and trace are
    /// set per recording); `tunables` are the custom recognizers' parameters, for `options.tuningPath`.
    public init(scenes: [SceneDescriptor], options: SandboxOptions = SandboxOptions(), update: Bool = false,
                tunables: [TunableParameter] = []) {
        self.init(update: update) { recording in
            try Self.replay(recording, scenes: scenes, options: options, tunables: tunables)
        }
    }

    /// The trace a headless replay of `recording` writes, as `--headless --replay R --trace FILE` would.
    static func replay(_ recording: String, scenes: [SceneDescriptor], options: SandboxOptions,
                       tunables: [TunableParameter]) throws -> String {
        let tracePath = FileManager.default.temporaryDirectory
            .appendingPathComponent("gesture-sandbox-check-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: tracePath) }
        var options = options
        options.headless = true
        options.replayPath = recording
        options.tracePath = tracePath
        // Events left from an earlier replay in this process (its window's) must not reach this one.
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        try SandboxApp(options: options, scenes: scenes, tunables: tunables).run()
        // Cut short, its trace is neither compared nor written as the expected one.
        if TerminationSignals.wasReceived { throw SandboxError("stopped by a signal") }
        guard let data = FileManager.default.contents(atPath: tracePath) else {
            throw SandboxError("the replay of \(recording) wrote no trace")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
