import Foundation
import Testing
@testable import GestureKit

/// Scroll views inside scroll views, across and along the same axis: the inner one keeps a drag along its axis, a
/// drag across it scrolls the outer one (Apple's Scroll View Programming Guide, "Nesting Scroll Views":
/// https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/UIScrollView_pg/NestedScrollViews/NestedScrollViews.html).
@MainActor
@Suite struct NestedScrollTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600), name: "list")
    let carousel = ScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 200), name: "carousel")
    let card = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 200), name: "card")
    let fingers: Fingers
    let probe: ReasonProbe

    init() {
        window.addSubview(list)
        list.contentSize = CGSize(width: 400, height: 3000)
        list.addSubview(carousel)
        carousel.contentSize = CGSize(width: 1600, height: 200)
        carousel.isPagingEnabled = true
        carousel.addSubview(card)
        fingers = Fingers(window: window)
        probe = ReasonProbe(window)
    }

    /// A vertical drag on the horizontal carousel scrolls the list: the carousel's pan fails with the reason.
    @Test func dragAcrossTheInnerAxisScrollsTheOuter() {
        fingers.down(1, 200, 250, at: 0)
        for index in 1...6 { fingers.move(1, 201, 250 - 8 * CGFloat(index), at: 0.01 * Double(index)) }
        #expect(carousel.contentOffset == .zero)
        #expect(list.contentOffset.y > 0)
        let reason = probe.reason("carousel.pan", to: .failed)
        #expect(reason?.code == .scrollCannotMoveThatWay)
        #expect(reason?.detail == "scrolls only horizontally")
        #expect(probe.transitions.first { $0.recognizer == "list.pan" }?.to == .began)
        #expect(card.messages.isEmpty)
        fingers.up(1, 201, 202, at: 0.1)
    }

    /// A horizontal drag on the carousel moves the carousel; the list's pan is prevented and the list stays.
    @Test func dragAlongTheInnerAxisStaysInside() {
        fingers.down(1, 300, 200, at: 0)
        for index in 1...6 { fingers.move(1, 300 - 8 * CGFloat(index), 201, at: 0.01 * Double(index)) }
        #expect(carousel.contentOffset.x > 0)
        #expect(list.contentOffset == .zero)
        #expect(probe.reason("list.pan", to: .failed)?.code == .prevented)
        fingers.up(1, 252, 201, at: 0.1)
    }

    /// Along the same axis: an inner vertical list keeps a vertical drag, the outer one doesn't move, also once the
    /// inner one reaches its end (no hand-off in the middle of a drag).
    @Test func sameAxisInnerKeepsTheDrag() {
        let inner = ScrollView(frame: CGRect(x: 0, y: 300, width: 400, height: 200), name: "inner")
        inner.contentSize = CGSize(width: 400, height: 260)
        inner.bounces = false
        list.addSubview(inner)
        fingers.down(1, 200, 450, at: 0)
        for index in 1...10 { fingers.move(1, 200, 450 - 15 * CGFloat(index), at: 0.01 * Double(index)) }
        #expect(inner.contentOffset.y == 60)
        #expect(list.contentOffset == .zero)
        fingers.up(1, 200, 300, at: 0.2)
    }

    /// A slider in a vertical list: a horizontal drag moves the thumb, never the list; the list's pan fails because
    /// the list cannot move that way, and its delay ends with it.
    @Test func sliderInAListTakesHorizontalDrags() {
        let slider = Slider(frame: CGRect(x: 50, y: 400, width: 300, height: 40), name: "slider")
        list.addSubview(slider)
        var changes = 0
        slider.addAction(for: .valueChanged) { _ in changes += 1 }
        let thumb = slider.thumbCenter.x + 50
        fingers.down(1, thumb, 420, at: 0)
        for index in 1...8 { fingers.move(1, thumb + 12 * CGFloat(index), 421, at: 0.01 * Double(index)) }
        fingers.up(1, thumb + 96, 421, at: 0.1)
        #expect(list.contentOffset == .zero)
        let expected = 0.5 + Float(96 / slider.trackLength)
        #expect(abs(slider.value - expected) < 0.02)
        #expect(changes > 0)
        #expect(probe.reason("list.pan", to: .failed)?.code == .scrollCannotMoveThatWay)
    }
}
