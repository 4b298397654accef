import Foundation
import Testing
@testable import GestureKit

/// UIControl's touch events and tracking calls, in UIKit's order.
/// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event (touchDown, touchDownRepeat,
/// touchDragInside/Outside/Enter/Exit, touchUpInside/Outside, touchCancel, primaryActionTriggered, allTouchEvents),
/// https://developer.apple.com/documentation/uikit/uicontrol/begintracking(_:with:) and its siblings,
/// https://developer.apple.com/documentation/uikit/uicontrol/istouchinside.
@MainActor
@Suite struct ControlEventTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    let control = EventLoggingControl(frame: CGRect(x: 200, y: 200, width: 100, height: 50), name: "control")
    let fingers: Fingers

    init() {
        window.addSubview(control)
        fingers = Fingers(window: window)
    }

    /// A press and lift inside: beginTracking, touchDown, a drag inside, endTracking, touchUpInside.
    @Test func pressInside() {
        fingers.down(1, 250, 225, at: 0)
        #expect(control.isTracking && control.isHighlighted && control.isTouchInside)
        fingers.move(1, 255, 226, at: 0.05)
        fingers.up(1, 255, 226, at: 0.1)
        #expect(control.log == ["beginTracking", "touchDown", "continueTracking", "touchDragInside", "endTracking",
                                "touchUpInside"])
        #expect(!control.isTracking && !control.isHighlighted && !control.isTouchInside)
    }

    /// Out past the 70 pt slop and back: touchDragOutside with touchDragExit on leaving, touchDragInside with
    /// touchDragEnter on coming back ("delivered only if the touch originated inside…, exited…, and then entered
    /// the bounds again"); a lift outside is touchUpOutside. Apple's event pages say "the bounds"
    /// (https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragexit,
    /// https://developer.apple.com/documentation/uikit/uicontrol/istouchinside); the 70 pt is UIKit's measured area,
    /// kept on purpose (docs/recognizers.md, "Scroll views and controls").
    @Test func dragOutAndBack() {
        fingers.down(1, 250, 225, at: 0)
        fingers.move(1, 360, 225, at: 0.05)   // 60 pt right of the bounds: still inside the 70 pt slop
        fingers.move(1, 380, 225, at: 0.1)    // 80 pt: outside
        #expect(!control.isTouchInside && !control.isHighlighted)
        fingers.move(1, 390, 225, at: 0.15)
        fingers.move(1, 300, 225, at: 0.2)
        fingers.move(1, 400, 225, at: 0.25)
        fingers.up(1, 400, 225, at: 0.3)
        #expect(control.log.filter { !$0.hasSuffix("Tracking") } == [
            "touchDown", "touchDragInside", "touchDragOutside+touchDragExit", "touchDragOutside",
            "touchDragInside+touchDragEnter", "touchDragOutside+touchDragExit", "touchUpOutside",
        ])
    }

    /// A second tap within the tap interval: touchDown with touchDownRepeat (the touch's tapCount is 2).
    @Test func touchDownRepeat() {
        fingers.tap(1, 250, 225, at: 0)
        fingers.tap(1, 252, 226, at: 0.2)
        #expect(control.log.filter { !$0.hasSuffix("Tracking") } == [
            "touchDown", "touchUpInside", "touchDown+touchDownRepeat", "touchUpInside",
        ])
    }

    /// beginTracking returning false: highlighted, but no events at all for the touch.
    @Test func beginTrackingFalse() {
        control.beginAnswer = false
        fingers.down(1, 250, 225, at: 0)
        #expect(control.isHighlighted && !control.isTracking)
        fingers.move(1, 260, 225, at: 0.05)
        fingers.up(1, 260, 225, at: 0.1)
        #expect(control.log == ["beginTracking"])
    }

    /// continueTracking returning false stops tracking: no more drag events, and no touch-up event.
    @Test func continueTrackingFalse() {
        control.continueAnswer = false
        fingers.down(1, 250, 225, at: 0)
        fingers.move(1, 260, 225, at: 0.05)
        fingers.move(1, 270, 225, at: 0.1)
        fingers.up(1, 270, 225, at: 0.15)
        #expect(control.log == ["beginTracking", "touchDown", "continueTracking"])
    }

    /// A cancelled touch: cancelTracking, then touchCancel.
    @Test func cancel() {
        fingers.down(1, 250, 225, at: 0)
        fingers.cancel(1, 250, 225, at: 0.05)
        #expect(control.log == ["beginTracking", "touchDown", "cancelTracking", "touchCancel"])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    /// A button's lift inside is also its primary action; allTouchEvents hears every touch event, not valueChanged.
    @Test func buttonPrimaryActionAndGroups() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 50), title: "B", name: "button")
        window.addSubview(button)
        var heard: [String] = []
        button.addAction(for: .primaryActionTriggered) { _ in heard.append("primary") }
        button.addAction(for: .allTouchEvents) { _ in heard.append("touch") }
        button.addAction(for: .valueChanged) { _ in heard.append("value") }
        fingers.tap(1, 50, 25, at: 0)
        #expect(heard == ["touch", "primary", "touch"])
        #expect(Control.Events.allTouchEvents.names == [
            "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
            "touchUpInside", "touchUpOutside", "touchCancel",
        ])
    }

    /// isSelected is the app's: touches don't change it.
    @Test func selectedIsTheApps() {
        control.isSelected = true
        fingers.tap(1, 250, 225, at: 0)
        #expect(control.isSelected)
    }
}

/// UIView.isExclusiveTouch: https://developer.apple.com/documentation/uikit/uiview/isexclusivetouch
@MainActor
@Suite struct ExclusiveTouchTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    let left = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), name: "left")
    let right = RecordingView(frame: CGRect(x: 300, y: 0, width: 300, height: 600), name: "right")
    let fingers: Fingers

    init() {
        window.addSubview(left)
        window.addSubview(right)
        fingers = Fingers(window: window)
    }

    /// A finger on an exclusive-touch view keeps a second finger on another view from everyone.
    @Test func exclusiveViewBlocksOthers() {
        left.isExclusiveTouch = true
        let tap = TapGestureRecognizer()
        right.addGestureRecognizer(tap)
        fingers.down(1, 100, 100, at: 0)
        fingers.tap(2, 400, 100, at: 0.05)
        fingers.up(1, 100, 100, at: 0.2)
        #expect(left.messages == ["began 1", "ended 1"])
        #expect(right.messages.isEmpty)
        #expect(tap.state == .possible)
    }

    /// A finger landing on an exclusive-touch view while another view holds one gets nothing.
    @Test func exclusiveViewTouchedSecondGetsNothing() {
        right.isExclusiveTouch = true
        fingers.down(1, 100, 100, at: 0)
        fingers.tap(2, 400, 100, at: 0.05)
        fingers.up(1, 100, 100, at: 0.2)
        #expect(right.messages.isEmpty)
        #expect(left.messages == ["began 1", "ended 1"])
    }

    /// Without it both views get their fingers.
    @Test func withoutExclusiveBothGetTouches() {
        fingers.down(1, 100, 100, at: 0)
        fingers.tap(2, 400, 100, at: 0.05)
        fingers.up(1, 100, 100, at: 0.2)
        #expect(right.messages == ["began 1", "ended 1"])
    }
}
