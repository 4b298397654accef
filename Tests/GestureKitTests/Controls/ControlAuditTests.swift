import Foundation
import Testing
@testable import GestureKit

/// Where Control, Switch and Slider differed from Apple's UIControl, UISwitch and UISlider pages (the audit of issue
/// 34); each test failed on the code before its fix.
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
}
