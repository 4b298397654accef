import Foundation
import GestureKit
@testable import SandboxChrome
@testable import SandboxHost
import Testing

/// Issue 35: at 1280×800 the slow-animation badge covered the gallery's Pan card (the feedback shown where a pan is
/// recognized, at the top left for a pan there). With the bar's Slow button in view, the button lit says slow
/// animations are on and the chrome draws nothing over the scene; where the button is in the bar's drawer (640×400)
/// the badge still says so.
@MainActor
@Suite("Slow animations shown by the bar's button", .serialized)
struct SlowAnimationButtonTests {
    @Test(arguments: [(1280.0, false), (640.0, true)])
    func theLitButtonReplacesTheBadge(width: Double, badge: Bool) throws {
        let size = CGSize(width: width, height: width / 1.6)
        let app = try TouchChrome.app(size: size)
        try app.frame(wall: 0)
        app.perform(.toggleSlowAnimations, at: 0.05)
        try app.frame(wall: 0.1)
        try app.frame(wall: 0.2)
        #expect(app.slowAnimations)
        #expect(app.chrome.sceneBar?.isOn(.toggleSlowAnimations) == true)
        let layout = app.chrome.stack.layout(size: size, now: app.window.clock.now)
        #expect(layout.badgeRows == (badge ? 1 : 0))
        let context = MeasuredRecordingContext(measuringWith: try RenderHarness(width: 64, height: 64))
        app.chrome.stack.draw(in: context, size: size, frame: app.chromeFrame(at: app.window.clock.now))
        let texts = context.texts.map(\.text)
        #expect(texts.contains { $0.hasPrefix("slow animations") } == badge, "\(texts)")
        if !badge {
            let bar = size.height - SceneBar.height
            #expect(context.shapes.allSatisfy { $0.minY >= bar - 0.5 }, "nothing over the scene: \(context.shapes.filter { $0.minY < bar })")
            #expect(texts.contains("Slow"), "the Slow button in the bar: \(texts)")
        }
    }
}
