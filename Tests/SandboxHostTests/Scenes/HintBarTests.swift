import Foundation
import GestureKit
@testable import SandboxHost
@testable import SandboxRendering
@testable import SandboxSession
@testable import SandboxScenes
import Testing

/// Issue 25 (a scene's explanation lines stay readable, not cut by the window's edge): every scene's hint, measured
/// with the app's font, is shown whole in the hint bar of a 480 to 1920 pt window: on one line where it fits (the
/// mouse's part may be left to the help), else the fingers' part on two lines, every line inside the bar.
@MainActor
@Suite("Hint bar", .serialized)
struct HintBarTests {
    @Test(arguments: [480.0, 640.0, 900.0, 1280.0, 1920.0])
    func everyHintIsShownWholeInsideTheBar(width: Double) throws {
        try SDLSystem.start()
        let sdlWindow = try SDLWindow(title: "hint", width: 64, height: 64, resizable: false, hidden: true)
        let renderer = try SDLRenderer(window: sdlWindow)
        let context = SDLGraphicsContext(renderer: renderer, assets: try AssetCatalog.locate(), scale: 1)
        // The bar's width in a window of `width`, less the pill's padding (as `HintBar.draw` lays it out).
        let room = CGFloat(width) - 2 * HintBar.margin - 40
        for scene in SceneCatalog.all {
            let hint = scene.hint
            let fingers = hint.components(separatedBy: " · Mouse:")[0]
            let (lines, font) = HintBar.lines(hint, font: ScenePalette.hintFont, width: room, context: context)
            let shown = lines.joined(separator: " ")
            #expect(shown == hint || shown == fingers, "\(scene.id) at \(width): \(lines)")
            #expect(lines.count <= 2 && font.size >= 11, "\(scene.id) at \(width): \(lines.count) lines at \(font.size) pt")
            for line in lines {
                #expect(context.sizeOfText(line, font: font).width <= room, "\(scene.id) at \(width) cut: \(line)")
            }
            if width >= 1280 { #expect(lines.count == 1, "\(scene.id) fits one line at \(width)") }
        }
    }
}
