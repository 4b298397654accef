import Foundation
import GestureKit
import SandboxInspector
import Testing
@testable import SandboxChrome

/// The chrome layer protocol: a panel added with one file (`StickyNoteLayer`) and one line in the list gets its own
/// area clear of the other bars, its keys, its touches, its drawing, its frames and its place in the Esc order.
@MainActor
@Suite("Chrome layers")
struct ChromeLayerTests {
    let size = CGSize(width: 800, height: 600)
    let sceneBar = SceneBar(titles: ["One", "Two"], selectedIndex: 0)
    let transport = ReplayTransport(duration: 10)
    let stats = FrameStatsLayer()
    let note = StickyNoteLayer()
    var stack: ChromeStack {
        ChromeStack([
            stats,
            transport,
            sceneBar,
            note,
        ])
    }

    func frame() -> ChromeFrame { ChromeFrame(window: Window(frame: CGRect(origin: .zero, size: size)), now: 0) }

    @Test func aNewLayerGetsAnAreaClearOfTheOtherBars() {
        let stack = stack
        #expect(stack.layout(size: size, now: 0).area(of: note) == nil, "hidden: no area")
        #expect(stack.handle(.toggleHelp) && note.isVisible)
        let layout = stack.layout(size: size, now: 0)
        let noteArea = layout.area(of: note), barArea = layout.area(of: sceneBar)
        let transportArea = layout.area(of: transport)
        // The last in the list sits lowest; each bar stacks above the ones after it.
        #expect(noteArea == CGRect(x: 0, y: 560, width: 800, height: 40))
        #expect(barArea == CGRect(x: 0, y: 560 - SceneBar.height, width: 800, height: SceneBar.height))
        #expect(transportArea == CGRect(x: 0, y: 560 - SceneBar.height - ReplayTransport.height, width: 800,
                                        height: ReplayTransport.height))
        #expect(layout.content == CGRect(x: 0, y: 0, width: 800, height: 560 - SceneBar.height - ReplayTransport.height))
    }

    @Test func itDrawsInItsAreaTakesItsTouchesAndKeepsFramesComing() {
        let stack = stack
        _ = stack.handle(.toggleHelp)
        let context = FilledRects()
        stack.draw(in: context, size: size, frame: frame())
        #expect(context.fills.contains(CGRect(x: 0, y: 560, width: 800, height: 40)))
        #expect(context.texts.contains("note"))
        #expect(stack.keepsFramesComing(at: 0))
        let samples = [TouchSample(id: 1, phase: .down, location: CGPoint(x: 100, y: 580), timestamp: 0),
                       TouchSample(id: 2, phase: .down, location: CGPoint(x: 100, y: 100), timestamp: 0)]
        let passed = stack.takeTouches(samples, size: size, frame: frame())
        #expect(passed.map(\.id) == [2])
        #expect(note.taken == [1])
    }

    @Test func escClosesLayersInTheirEscOrder() {
        let stack = stack
        #expect(!stack.closeTopmost(), "nothing open")
        _ = stack.handle(.toggleFrameStats)
        _ = stack.handle(.toggleHelp)
        #expect(note.isVisible && stats.isVisible)
        #expect(stack.closeTopmost() && !note.isVisible && stats.isVisible, "the note's rank comes first")
        #expect(stack.closeTopmost() && !stats.isVisible)
        #expect(!stack.closeTopmost())
    }

    /// Badges stack at the top left of what the panels leave; F5, a column, lies apart from them (issue 35: F5
    /// and F2 docked left overlapped, as F5 and the badges would beside a column).
    @Test func badgesStackApartFromF5() throws {
        let health = InputHealthLayer { InputHealth() }
        let slow = SlowAnimationBadge()
        let stack = ChromeStack([stats, slow, health, sceneBar])
        _ = stack.handle(.toggleFrameStats)
        _ = stack.handle(.toggleSlowAnimations)
        _ = stack.handle(.toggleInputHealth)
        let layout = stack.layout(size: size, now: 0)
        #expect(layout.area(of: stats)?.minY == OverlayBadge.top(row: 0))
        #expect(layout.area(of: slow)?.minY == OverlayBadge.top(row: 1))
        let column = try #require(layout.area(of: health))
        // 520 points over an 800-point scene would leave it less than half: F5 takes the tabs' column on the right.
        #expect(column == CGRect(x: 800 - 12 - column.width, y: 12, width: column.width, height: 600 - SceneBar.height - 24))
        #expect(column.width * column.height <= 0.5 * layout.content.width * layout.content.height, "\(column)")
        for (row, badge) in ([stats, slow] as [ChromeLayer]).enumerated() {
            let area = try #require(layout.area(of: badge))
            #expect(!OverlayBadge.box(row: row, in: area).intersects(column), "\(area)")
        }
        #expect(layout.sceneShare >= 0.5)
    }
}
