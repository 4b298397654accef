import CSDL2
import Foundation
import GestureKit
@testable import SandboxChrome
@testable import SandboxHost
import SandboxScenes
@testable import SandboxSession
import TestSupport

/// A windowed app (the offscreen driver stands in for a display) driven by fingers alone: taps pushed into SDL's
/// queue as finger events at a chrome target's centre, as a touch screen delivers them.
@MainActor
enum TouchChrome {
    static var allScenes: [SceneDescriptor] {
        SceneCatalog.all.map { type in
            SceneDescriptor(id: type.id, title: type.title, hint: type.hint) { window, services in
                type.init(window: window, playSound: { services.playSound(named: $0) })
            }
        }
    }

    static func app(size: CGSize, replay: String? = nil, scenes: [SceneDescriptor]? = nil) throws -> SandboxApp {
        GestureLibrary.keepsTaughtGestures = false
        GestureLibrary.shared = GestureLibrary()
        var options = SandboxOptions()
        options.size = size
        options.vsync = false
        options.replayPath = replay.map(RepositoryFiles.recording)
        let app = try SandboxApp(options: options, scenes: scenes ?? allScenes,
                                 environment: ["SDL_VIDEODRIVER": "offscreen"])
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
        return app
    }

    /// The chrome's targets now, by name.
    static func targets(_ app: SandboxApp, at time: TimeInterval) -> [String: CGRect] {
        Dictionary(app.chrome.stack.touchTargets(size: app.chromeSize, frame: app.chromeFrame(at: time))
            .map { ($0.name, $0.frame) }, uniquingKeysWith: { first, _ in first })
    }

    /// Pushes a finger down and up at `point` (window points) of `app`'s window.
    static func tap(_ app: SandboxApp, at point: CGPoint, finger: Int64 = 1) {
        let size = app.chromeSize
        for type in [SDL_FINGERDOWN, SDL_FINGERUP] {
            var event = SDLEventFactory.finger(type, finger: finger, x: Float(point.x / size.width),
                                               y: Float(point.y / size.height))
            event.tfinger.windowID = app.sdlWindow.id
            SDL_PushEvent(&event)
        }
    }

    /// Taps the target named `name` and runs a frame at `wall`; false when there is no such target.
    @discardableResult
    static func tap(_ app: SandboxApp, _ name: String, wall: TimeInterval) throws -> Bool {
        guard let frame = targets(app, at: app.window.clock.now)[name] else { return false }
        tap(app, at: CGPoint(x: frame.midX, y: frame.midY))
        try app.frame(wall: wall)
        return true
    }
}
