import CSDL2
import Foundation
import GestureKit
@testable import SandboxHost
import Testing

/// Found by touch: with no keyboard, tapping the Teach scene's name brought up no on-screen keyboard, since SDL had
/// text input on from the start for no field; it is on while the name is edited, with the field as its rectangle.
@MainActor
@Suite("Text input follows the name field", .serialized)
struct TextInputFollowsFieldTests {
    @Test("text input is off until the name is tapped by finger, on while it is edited, off once a finger taps elsewhere")
    func followsTheField() throws {
        let app = try ChromeCoverTests.app(scene: "teach")
        try app.frame(wall: 0.05)
        #expect(SDL_IsTextInputActive() == SDL_FALSE, "no field: no keyboard")
        let name = try #require(app.window.viewWithName("teach.name"))
        let field = name.convert(name.bounds, to: nil)
        TouchChrome.tap(app, at: app.viewport.layoutPoint(fromScene: CGPoint(x: field.midX, y: field.midY)), finger: 1)
        try app.frame(wall: 0.1)
        #expect(app.window.firstResponder === name)
        #expect(SDL_IsTextInputActive() == SDL_TRUE, "the name is edited")
        let canvas = try #require(app.window.viewWithName("teach.canvas"))
        let paper = canvas.convert(canvas.bounds, to: nil)
        TouchChrome.tap(app, at: app.viewport.layoutPoint(fromScene: CGPoint(x: paper.midX, y: paper.midY)), finger: 2)
        try app.frame(wall: 0.2)
        try app.frame(wall: 0.3)
        #expect(app.window.firstResponder == nil)
        #expect(SDL_IsTextInputActive() == SDL_FALSE, "editing ended")
    }
}
