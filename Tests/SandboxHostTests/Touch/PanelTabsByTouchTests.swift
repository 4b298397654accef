import CSDL2
import Foundation
import GestureKit
@testable import SandboxChrome
@testable import SandboxHost
import SandboxRendering
import Testing

/// Issue 35 point 6, by touch alone (SDL finger events, as a touch screen sends them): at 640×400 F6, F4 and F2,
/// opened from the bar's drawer, are tabs of one column; a tab shows its panel, the shown panel's × closes it, and
/// the scene sees none of those fingers. Each step's frame is kept in the screenshots folder to look at.
@MainActor
@Suite("Panel tabs by touch", .serialized)
struct PanelTabsByTouchTests {
    @Test func openSwitchAndCloseByFinger() throws {
        let size = CGSize(width: 640, height: 400)
        let app = try TouchChrome.app(size: size)
        try app.frame(wall: 0)
        var wall = 0.1
        func tap(_ name: String) throws {
            #expect(try TouchChrome.tap(app, name, wall: wall), "no \(name) in \(TouchChrome.targets(app, at: app.window.clock.now).keys.sorted())")
            wall += 0.1
        }
        func shot(_ name: String) throws {
            app.draw(at: app.window.clock.now)
            let path = try ScreenshotFolder.path("panel-tabs-touch-\(name).png")
            try app.renderer.savePNG(to: path)
            print("panel tabs by touch: \(path)")
        }
        for panel in ["f6", "f4", "f2"] {
            try tap("chrome.more")
            try tap("chrome.\(panel)")
        }
        #expect(app.chrome.tuning.isVisible && app.inspector.showsTimeline && app.inspector.inspector.panel.isVisible)
        var layout = app.chrome.stack.layout(size: app.chromeSize, now: app.window.clock.now)
        #expect(layout.tabs.map(\.name) == ["chrome.tab.f2", "chrome.tab.f4", "chrome.tab.f6"])
        #expect(layout.tabs.first(where: \.isShown)?.name == "chrome.tab.f2", "the last opened shown")
        #expect(layout.sceneShare >= 0.5)
        try shot("f2")
        try tap("chrome.tab.f6")
        layout = app.chrome.stack.layout(size: app.chromeSize, now: app.window.clock.now)
        #expect(layout.tabs.first(where: \.isShown)?.name == "chrome.tab.f6")
        #expect(layout.shows(app.chrome.tuning) && !layout.shows(app.inspector))
        try shot("f6")
        try tap("chrome.f6.close")
        #expect(!app.chrome.tuning.isVisible && app.inspector.showsTimeline && app.inspector.inspector.panel.isVisible)
        try tap("chrome.tab.f4")
        layout = app.chrome.stack.layout(size: app.chromeSize, now: app.window.clock.now)
        #expect(layout.tabs.map(\.name) == ["chrome.tab.f2", "chrome.tab.f4"])
        #expect(layout.tabs.first(where: \.isShown)?.name == "chrome.tab.f4")
        try shot("f4")
        #expect(app.inspector.inspector.story.touches.isEmpty, "the scene saw none of the chrome's fingers")
        #expect(app.window.heldTouchCount == 0)
    }
}
