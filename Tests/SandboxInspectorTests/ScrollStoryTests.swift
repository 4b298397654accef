import Foundation
import GestureKit
@testable import SandboxInspector
import Testing

/// F2 tells the scroll view's decisions in rows of their own, with their numbers: content touches held and released,
/// dropped when the drag became a scroll, a plain view's touch cancelled by the scroll, a control keeping its touch
/// (touchesShouldCancel(in:) is false for a Control:
/// https://developer.apple.com/documentation/uikit/uiscrollview/touchesshouldcancel(in:)), a pan that failed because
/// its scroll view cannot move that way, and the tap that stopped a moving list.
@MainActor
@Suite struct ScrollStoryTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "list")
    let row = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100), name: "row")
    let button = Control(frame: CGRect(x: 100, y: 120, width: 200, height: 60), name: "button")
    let inspector = Inspector()

    init() {
        window.addSubview(list)
        list.contentSize = CGSize(width: 400, height: 2000)
        list.addSubview(row)
        list.addSubview(button)
        inspector.observe(window)
    }

    private func send(_ phase: TouchSample.Phase, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval, id: Int = 1) {
        window.advance(to: t)
        window.dispatch([TouchSample(id: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: t)])
    }

    /// A finger that rests, then drags: `dx`, `dy` per 10 ms, five moves.
    private func restThenDrag(_ x: CGFloat, _ y: CGFloat, dx: CGFloat, dy: CGFloat, rest: TimeInterval, at t: TimeInterval) {
        send(.down, x, y, at: t)
        for index in 1...5 {
            send(.move, x + dx * CGFloat(index), y + dy * CGFloat(index), at: t + rest + 0.01 * Double(index))
        }
        send(.up, x + dx * 5, y + dy * 5, at: t + rest + 0.1)
    }

    private var rows: [String] { inspector.story.scrollDecisions.map(\.text) }

    @Test func heldThenReleasedThenCancelledByTheScroll() {
        restThenDrag(200, 90, dx: 0, dy: -6, rest: 0.2, at: 0)
        #expect(rows == [
            "list: held 0.15 s: the scroll view was deciding whether this is a scroll (delaysContentTouches); "
                + "no scroll within 0.15 s, so the content gets the touches",
            "list: row's touch cancelled by list.pan: the drag became a scroll (canCancelContentTouches; "
                + "touchesShouldCancel(in:) is true for row)",
        ])
        #expect(inspector.story.scrollDecisions.map(\.kind) == [.released, .cancelled])
    }

    @Test func aQuickDragDropsTheHeldTouches() {
        restThenDrag(200, 90, dx: 0, dy: -6, rest: 0, at: 0)
        #expect(rows == ["list: the drag became a scroll after 0.02 s: the held touches are dropped, the content "
                         + "never sees them"])
    }

    @Test func aQuickTapIsReleasedAtTheLift() {
        send(.down, 200, 50, at: 0)
        send(.up, 200, 50, at: 0.08)
        #expect(rows == ["list: lifted after 0.08 s < 0.15 s: a tap, not a scroll; the content gets began and "
                         + "ended together"])
    }

    @Test func aControlKeepsItsTouch() {
        restThenDrag(200, 150, dx: 0, dy: -6, rest: 0.2, at: 0)
        #expect(rows.last == "list: touchesShouldCancel(in:) is false for a Control: no scroll (button keeps its touch)")
        #expect(inspector.story.scrollDecisions.last?.kind == .kept)
    }

    @Test func aPanThatCannotMoveThatWay() {
        restThenDrag(200, 300, dx: 6, dy: 0, rest: 0, at: 0)
        #expect(rows.first == "list: list.pan failed: moved 12 pt horizontally, 0 pt vertically: the scroll view "
                + "scrolls only vertically")
        #expect(inspector.story.scrollDecisions.first?.kind == .cannotMove)
    }

    @Test func theTapThatStoppedAMovingList() throws {
        for index in 0...10 { send(index == 0 ? .down : .move, 200, 380 - 20 * CGFloat(index), at: 0.01 * Double(index)) }
        send(.up, 200, 180, at: 0.101)
        window.advance(to: 0.3)
        #expect(list.isDecelerating)
        send(.down, 200, 200, at: 0.3)
        send(.up, 200, 200, at: 0.35)
        let decision = try #require(inspector.story.scrollDecisions.first)
        #expect(decision.kind == .stoppedMotion)
        #expect(decision.text.hasPrefix("list: the touch stopped the moving scroll view "))
        #expect(decision.text.hasSuffix(" pt short of where it was heading: it only stops the motion, the content "
                                        + "gets none of this touch"))
    }

    /// The panel draws the rows under "Scroll views", with the numbers.
    @Test func thePanelShowsTheRows() {
        restThenDrag(200, 90, dx: 0, dy: -6, rest: 0.2, at: 0)
        let context = RecordingContext()
        inspector.panel.isVisible = true
        inspector.panel.draw(inspector.story, in: context, size: CGSize(width: 1280, height: 800), bottomInset: 34)
        let texts = context.texts
        let heading = texts.firstIndex(of: "Scroll views")
        #expect(heading != nil, "\(texts)")
        // The rows wrap at the panel's width: compare the words.
        let after = texts[(heading ?? 0)...].joined(separator: " ").split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        #expect(after.contains("list: held 0.15 s: the scroll view was deciding whether this is a scroll"))
        #expect(after.contains("row's touch cancelled by list.pan"))
    }
}
