import CSDL2
import Foundation
import GestureKit
@testable import SandboxChrome
@testable import SandboxHost
import Testing

/// Issue 35: opening F2 moved the scene under a finger. With a finger down on the scene (SDL finger events, as a
/// touch screen sends them), a panel that docks leaves the scene where it is until the finger lifts; then the scene
/// gives up the panel's width.
@MainActor
@Suite("Docking waits for the fingers", .serialized)
struct DockingWaitsForFingersTests {
    func push(_ type: SDL_EventType, _ app: SandboxApp, at point: CGPoint) {
        let size = app.chromeSize
        var event = SDLEventFactory.finger(type, finger: 5, x: Float(point.x / size.width), y: Float(point.y / size.height))
        event.tfinger.windowID = app.sdlWindow.id
        SDL_PushEvent(&event)
    }

    @Test func f2OpenedUnderAFingerDocksWhenItLifts() throws {
        let size = CGSize(width: 1280, height: 800)
        let app = try TouchChrome.app(size: size)
        try app.frame(wall: 0)
        let whole = CGRect(origin: .zero, size: size)
        #expect(app.window.frame == whole)
        push(SDL_FINGERDOWN, app, at: CGPoint(x: 600, y: 400))
        try app.frame(wall: 0.1)
        #expect(app.window.heldTouchCount == 1, "the finger is the scene's")
        app.perform(.toggleRecognizerPanel, at: app.window.clock.now)
        push(SDL_FINGERMOTION, app, at: CGPoint(x: 620, y: 400))
        try app.frame(wall: 0.2)
        try app.frame(wall: 0.3)
        #expect(app.inspector.inspector.panel.isVisible)
        #expect(app.window.frame == whole, "the scene keeps its size under the finger: \(app.window.frame)")
        #expect(app.viewport.sceneArea == whole)
        push(SDL_FINGERUP, app, at: CGPoint(x: 620, y: 400))
        try app.frame(wall: 0.4)
        try app.frame(wall: 0.5)
        #expect(app.window.heldTouchCount == 0)
        let layout = app.chrome.stack.layout(size: app.chromeSize, now: app.window.clock.now)
        #expect(layout.reservedRight > 0, "F2 alone docks at 1280")
        #expect(app.window.frame.width == size.width - layout.reservedRight, "docked once the finger lifted")
    }
}
