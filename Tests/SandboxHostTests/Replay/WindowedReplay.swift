import CSDL2
import Foundation
import TestSupport
@testable import SandboxHost
import SandboxScenes
@testable import SandboxSession

/// A windowed app replaying one of the demo recordings on the touch-test scene, as the replay tests need it: the
/// offscreen driver stands in for a display, so the replay gets its transport; no vsync; SDL's queue left empty.
@MainActor
enum WindowedReplay {
    /// `record`: the `--record` path, if the session records too.
    static func app(_ recording: String, size: CGSize, record: String? = nil) throws -> SandboxApp {
        var options = SandboxOptions()
        options.replayPath = RepositoryFiles.recording(recording)
        options.recordPath = record
        options.size = size
        options.vsync = false
        let app = try SandboxApp(options: options, scenes: [TouchTestScene.descriptor],
                                 environment: ["SDL_VIDEODRIVER": "offscreen"])
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
        return app
    }
}
