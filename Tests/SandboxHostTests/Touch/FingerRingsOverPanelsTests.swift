import CSDL2
import Foundation
import GestureKit
@testable import SandboxChrome
@testable import SandboxHost
import SandboxScenes
@testable import SandboxSession
import Testing

/// Issue 35: F5 (input health) covered F1's finger rings. The rings are drawn over the chrome: a finger down under
/// F5's box (an SDL finger event) shows its blue ring there, read back from the frame's pixels.
@MainActor
@Suite("Finger rings over the panels", .serialized)
struct FingerRingsOverPanelsTests {
    @Test func f1sRingShowsOverF5() throws {
        var options = SandboxOptions()
        options.headless = true
        options.size = CGSize(width: 1280, height: 800)
        let app = try SandboxApp(options: options, scenes: TouchChrome.allScenes, environment: ["SDL_VIDEODRIVER": "offscreen"])
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
        app.touchOverlay.showsAllFingers = true
        app.perform(.toggleInputHealth, at: 0)
        try app.step(to: 0.1, render: true)
        let close = try #require(TouchChrome.targets(app, at: 0.1)["chrome.f5.close"])
        let finger = CGPoint(x: close.minX - 150, y: close.maxY + 10)
        var down = SDLEventFactory.finger(SDL_FINGERDOWN, finger: 3, x: Float(finger.x / 1280), y: Float(finger.y / 800))
        down.tfinger.windowID = app.sdlWindow.id
        SDL_PushEvent(&down)
        try app.step(to: 0.2, render: true)
        #expect(app.translator.activeFingers.count == 1)
        let pixels = try app.renderer.readPixels()
        let scale = CGFloat(pixels.width) / 1280
        // The ring's right edge (48 points across, 3 wide), and the box beside it.
        let ring = (-2...2).map { pixels[Int((finger.x + 24) * scale) + $0, Int(finger.y * scale)] }
        #expect(ring.contains { $0.blue > 200 && $0.red < 60 }, "the ring over F5: \(ring)")
        let box = pixels[Int((finger.x + 60) * scale), Int(finger.y * scale)]
        #expect(box.red < 60 && box.blue < 60, "F5's dark box beside it: \(box)")
    }
}
