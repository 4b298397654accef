import CSDL2
import Foundation
import TestSupport
import GestureKit
@testable import SandboxHost
@testable import SandboxSession
import Testing
@testable import SandboxChrome

/// Issue 25 item 1 through SDL's queue and the frame loop, as a user scrolls F6: ↓ and ↑, PgDn, and the wheel over
/// the panel scroll its list; the wheel elsewhere doesn't; closed, F6 leaves ↑ alone (`PanelInterplayTests`: F2 then
/// takes it).
@MainActor
@Suite("F6 scrolling through SDL events", .serialized)
struct TuningScrollInputTests {
    @Test func keysAndTheWheelOverThePanelScrollIt() throws {
        let app = try WindowedReplay.app("touch-test-drag.jsonl", size: CGSize(width: 640, height: 400))
        for recognizer: GestureRecognizer in [LongPressGestureRecognizer(), SwipeGestureRecognizer(),
                                              PinchGestureRecognizer(), RotationGestureRecognizer(),
                                              ScreenEdgePanGestureRecognizer(), TapGestureRecognizer()] {
            app.window.subviews[0].addGestureRecognizer(recognizer)
        }
        push(SDLEventFactory.key(SDL_KEYDOWN, SDLK_F6))
        try app.frame(wall: 0)
        let panel = app.tuningPanel
        #expect(panel.isVisible)
        let frame = app.chromeFrame(at: 0)
        let area = app.chrome.tuning.clear(try #require(app.chrome.stack.layout(size: app.chromeSize, now: 0)
            .area(of: app.chrome.tuning)), frame)
        let rows = panel.rows(in: app.window)
        let capacity = panel.rowCapacity(rows: rows.count, in: area)
        try #require(rows.count > capacity + 3, "\(rows.count) rows, room for \(capacity)")
        push(SDLEventFactory.key(SDL_KEYDOWN, SDLK_DOWN))
        try app.frame(wall: 0.01)
        #expect(panel.scrollOffset == 1, "↓ a row")
        let box = panel.frame(rows: rows.count, in: area)
        push(SDLEventFactory.wheel(-1, x: Int32(box.midX), y: Int32(box.midY)))
        try app.frame(wall: 0.02)
        #expect(panel.scrollOffset == 2, "the wheel towards the user: down a row")
        push(SDLEventFactory.wheel(-1, x: 5, y: Int32(box.midY)))
        try app.frame(wall: 0.03)
        #expect(panel.scrollOffset == 2, "the wheel off the panel leaves it")
        push(SDLEventFactory.key(SDL_KEYDOWN, SDLK_PAGEDOWN))
        try app.frame(wall: 0.04)
        #expect(panel.scrollOffset == min(2 + max(1, capacity), rows.count - capacity), "PgDn a page")
        push(SDLEventFactory.key(SDL_KEYDOWN, SDLK_UP))
        try app.frame(wall: 0.05)
        #expect(panel.scrollOffset == min(2 + max(1, capacity), rows.count - capacity) - 1, "↑ a row back")
        push(SDLEventFactory.key(SDL_KEYDOWN, SDLK_F6))
        push(SDLEventFactory.key(SDL_KEYDOWN, SDLK_UP))
        try app.frame(wall: 0.06)
        #expect(!panel.isVisible)
        #expect(panel.scrollOffset == min(2 + max(1, capacity), rows.count - capacity) - 1, "F6 closed keeps its scroll")
    }
}
