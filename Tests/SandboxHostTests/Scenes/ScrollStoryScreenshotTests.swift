import Foundation
import GestureKit
@testable import SandboxHost
import SandboxScenes
import Testing
@testable import SandboxChrome
@testable import SandboxRendering
@testable import SandboxSession

/// F2 on screen after a press on the scroll scene's button held past the delay and dragged up: its "Scroll views"
/// rows (the touch held 0.15 s, then touchesShouldCancel(in:) false for the Control) are drawn, read back as
/// pixels from the software renderer where the panel lays them out. The PNG it writes (path printed) shows it.
@MainActor
@Suite("F2's scroll-view rows on screen", .serialized)
struct ScrollStoryScreenshotTests {
    @Test func theScrollViewRowsAreDrawn() throws {
        let recording = FileManager.default.temporaryDirectory.appendingPathComponent("gs-f2-\(UUID().uuidString).jsonl")
        let shot = URL(fileURLWithPath: try ScreenshotFolder.path("gesture-sandbox-scroll-f2.png"))
        defer { try? FileManager.default.removeItem(at: recording) }
        try """
            {"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"scroll"}
            {"t":0.1,"type":"down","id":1,"x":859,"y":170}
            {"t":0.4,"type":"move","id":1,"x":859,"y":160}
            {"t":0.42,"type":"move","id":1,"x":859,"y":140}
            {"t":0.44,"type":"move","id":1,"x":859,"y":120}
            {"t":0.5,"type":"up","id":1,"x":859,"y":120}
            """.write(to: recording, atomically: true, encoding: .utf8)
        var options = SandboxOptions()
        options.headless = true
        options.replayPath = recording.path
        options.settle = 0.2
        options.screenshotPath = shot.path
        options.panels = ["F2"]
        let scenes = [SceneDescriptor(id: ScrollScene.id, title: ScrollScene.title, hint: ScrollScene.hint) { window, services in
            ScrollScene(window: window, playSound: { services.playSound(named: $0) })
        }]
        let app = try SandboxApp(options: options, scenes: scenes)
        try app.run()
        print("F2 scroll screenshot: \(shot.path)")
        let story = app.chrome.inspector.inspector.story
        #expect(story.scrollDecisions.map(\.kind) == [.released, .kept])

        // Where the panel puts each line, drawn again into a recording context in the frame the app used.
        let now = app.window.clock.now
        let frame = app.chromeFrame(at: now)
        let area = try #require(app.chrome.stack.layout(size: app.chromeSize, now: now).area(of: app.chrome.inspector))
        let panelFrame = app.chrome.inspector.storyFrame(in: area, window: app.window, zoom: frame.zoom,
                                                         origin: frame.origin)
        let recorded = TextPlacingContext(measuring: app.context)
        app.chrome.inspector.inspector.panel.draw(story, in: recorded, frame: panelFrame)
        let lines = recorded.texts
        let heading = try #require(lines.first { $0.text == "Scroll views" })
        let kept = try #require(lines.first { $0.text.hasPrefix("list: touchesShouldCancel(in:) is false for a") })

        let pixels = try app.renderer.readPixels()
        /// Bright text pixels on the dark panel inside `rect`.
        func brightPixels(in rect: CGRect) -> Int {
            var count = 0
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(min(rect.maxX, rect.minX + 200)) where pixels[x, y].red > 180 {
                    count += 1
                }
            }
            return count
        }
        #expect(pixels[Int(panelFrame.maxX) - 6, Int(panelFrame.midY)].distance(to: PixelColor(red: 20, green: 20, blue: 20)) < 40,
                "the panel's dark background")
        #expect(brightPixels(in: heading.rect) > 20, "the heading is drawn at \(heading.rect)")
        #expect(brightPixels(in: kept.rect) > 20, "the control's row is drawn at \(kept.rect)")
        let gap = CGRect(x: heading.rect.minX, y: heading.rect.minY - 3, width: 200, height: 2)
        #expect(brightPixels(in: gap) < brightPixels(in: heading.rect), "text, not a bright block")
    }
}

/// Draws nothing; remembers where each text goes, measured as `measuring` (the app's renderer) measures it, so
/// lines wrap as they did on screen.
@MainActor
private final class TextPlacingContext: GraphicsContext {
    let measuring: GraphicsContext
    var transform = CGAffineTransform.identity
    var alpha: CGFloat = 1
    private(set) var texts: [(text: String, rect: CGRect)] = []

    init(measuring: GraphicsContext) { self.measuring = measuring }

    func fill(_ rect: CGRect, color: Color) {}
    func stroke(_ rect: CGRect, color: Color, lineWidth: CGFloat) {}
    func fillRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: Color) {}
    func strokeRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: Color, lineWidth: CGFloat) {}
    func fillEllipse(in rect: CGRect, color: Color) {}
    func strokeEllipse(in rect: CGRect, color: Color, lineWidth: CGFloat) {}
    func fillPolygon(_ points: [CGPoint], color: Color) {}
    func strokePolyline(_ points: [CGPoint], color: Color, lineWidth: CGFloat) {}
    func drawImage(named name: String, in rect: CGRect) {}
    func imageSize(named name: String) -> CGSize? { nil }
    func drawText(_ text: String, in rect: CGRect, font: Font, color: Color, alignment: TextAlignment) {
        texts.append((text, rect.applying(transform)))
    }
    func sizeOfText(_ text: String, font: Font) -> CGSize { measuring.sizeOfText(text, font: font) }
    func pushClip(_ rect: CGRect) {}
    func popClip() {}
}
