import Foundation
import Testing
@testable import GestureKit

/// Where Control, Switch and Slider differed from Apple's UIControl, UISwitch and UISlider pages (the audit of issue
/// 34): each test whose comment says what the code did instead failed on the code before its fix; the others cover a
/// documented behaviour that had no test.
@MainActor
@Suite struct ControlAuditTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    let fingers: Fingers

    init() { fingers = Fingers(window: window) }

    /// Apple, isContinuous (https://developer.apple.com/documentation/uikit/uislider/iscontinuous): continuous, "the
    /// slider triggers the associated target's action method repeatedly, as the user moves the thumb". A lift away
    /// from the last move moves the thumb once more: that change is sent too (it was made silently).
    @Test func continuousSliderSendsTheLiftsChange() {
        let slider = Slider(frame: CGRect(x: 100, y: 100, width: 228, height: 40), name: "slider")
        window.addSubview(slider)
        var values: [Float] = []
        slider.addAction(for: .valueChanged) { control in values.append((control as! Slider).value) }
        let thumb = slider.convert(slider.thumbCenter, to: nil)
        fingers.down(1, thumb.x, thumb.y, at: 0)
        fingers.move(1, thumb.x + 50, thumb.y, at: 0.05)
        fingers.up(1, thumb.x + 100, thumb.y, at: 0.1)
        #expect(values == [0.75, 1])
    }

    /// Apple, isOn (https://developer.apple.com/documentation/uikit/uiswitch/ison): "allows you to retrieve and set
    /// (without animation)" the switch's state; setting it sends nothing (setOn(_:animated:): "doesn't result in an
    /// action message being sent"). It could not be set.
    @Test func switchIsOnIsSettable() {
        let toggle = Switch(frame: CGRect(origin: CGPoint(x: 100, y: 100), size: Switch.size), name: "switch")
        window.addSubview(toggle)
        var events = 0
        toggle.addAction(for: .allEvents) { _ in events += 1 }
        toggle.isOn = true
        #expect(toggle.isOn && toggle.thumbPosition == 1)
        toggle.isOn = false
        #expect(!toggle.isOn && toggle.thumbPosition == 0)
        #expect(events == 0)
    }

    /// Apple, isEnabled (https://developer.apple.com/documentation/uikit/uicontrol/isenabled): "a disabled control
    /// ignores touch events". Disabled while tracking, the control stops tracking then (cancelTracking(with:),
    /// https://developer.apple.com/documentation/uikit/uicontrol/canceltracking(with:)), unhighlights, and sends
    /// nothing for the rest of the touch; it stayed tracking and highlighted for good.
    @Test func disabledWhileTracking() {
        let control = EventLoggingControl(frame: CGRect(x: 200, y: 200, width: 100, height: 50), name: "control")
        window.addSubview(control)
        fingers.down(1, 250, 225, at: 0)
        control.isEnabled = false
        #expect(!control.isTracking && !control.isHighlighted && !control.isTouchInside)
        fingers.move(1, 260, 225, at: 0.05)
        fingers.up(1, 260, 225, at: 0.1)
        #expect(control.log == ["beginTracking", "touchDown", "cancelTracking"])
        control.isEnabled = true
        fingers.tap(1, 250, 225, at: 1)
        #expect(control.log.suffix(3) == ["touchDown", "endTracking", "touchUpInside"])
    }

    /// Apple, isMultipleTouchEnabled (https://developer.apple.com/documentation/uikit/uiview/ismultipletouchenabled):
    /// false, "the view receives only the first touch event in a multi-touch sequence". A control whose first
    /// finger has lifted but whose touchesEnded a recognizer still holds back (delaysTouchesEnded, a pan above it
    /// following a second finger) is not finished with that touch: a third finger on it gets nothing. It got a
    /// second touchesBegan, so beginTracking ran twice and the first tracking never ended.
    @Test func aNewFingerWaitsForTheHeldEnd() {
        let board = View(frame: CGRect(x: 0, y: 0, width: 600, height: 600), name: "board")
        window.addSubview(board)
        let pan = PanGestureRecognizer()
        board.addGestureRecognizer(pan)
        let control = EventLoggingControl(frame: CGRect(x: 200, y: 200, width: 100, height: 50), name: "control")
        board.addSubview(control)
        fingers.down(1, 250, 225, at: 0)
        fingers.down(2, 50, 50, at: 0.05)
        fingers.up(1, 250, 225, at: 0.1)
        #expect(control.log == ["beginTracking", "touchDown"])
        fingers.down(3, 250, 225, at: 0.15)
        #expect(control.log == ["beginTracking", "touchDown"])
        fingers.up(3, 250, 225, at: 0.2)
        fingers.up(2, 50, 50, at: 0.25)
        #expect(control.log == ["beginTracking", "touchDown", "endTracking", "touchUpInside"])
        #expect(!control.isTracking)
    }

    /// The same when the first finger lifts in the very event the second lands: the control has not had that
    /// touchesEnded yet, so the new finger gets nothing. Its began went out before the first touch's end, so the
    /// control tracked twice and ended once.
    @Test func aLiftAndANewFingerInOneEvent() {
        let control = EventLoggingControl(frame: CGRect(x: 200, y: 200, width: 100, height: 50), name: "control")
        window.addSubview(control)
        fingers.down(1, 250, 225, at: 0)
        fingers.batch([(1, .up, 250, 225), (2, .down, 260, 225)], at: 0.1)
        fingers.up(2, 260, 225, at: 0.2)
        #expect(control.log == ["beginTracking", "touchDown", "endTracking", "touchUpInside"])
        #expect(!control.isTracking)
    }

    /// Apple, isEnabled: "a disabled control ignores touch events". A tap on a disabled control: no tracking call,
    /// no event, never highlighted; the touch goes up the responder chain (here, to the view under it).
    @Test func disabledControlIgnoresATap() {
        let board = RecordingView(frame: CGRect(x: 0, y: 0, width: 600, height: 600), name: "board")
        window.addSubview(board)
        let control = EventLoggingControl(frame: CGRect(x: 200, y: 200, width: 100, height: 50), name: "control")
        board.addSubview(control)
        control.isEnabled = false
        fingers.down(1, 250, 225, at: 0)
        #expect(!control.isHighlighted && !control.isTracking)
        fingers.up(1, 250, 225, at: 0.05)
        #expect(control.log.isEmpty)
        #expect(board.messages == ["began 1", "ended 1"])
    }
}
