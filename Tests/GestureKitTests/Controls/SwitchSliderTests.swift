import Foundation
import Testing
@testable import GestureKit

/// UISwitch (https://developer.apple.com/documentation/uikit/uiswitch, setOn(_:animated:)) and UISlider
/// (https://developer.apple.com/documentation/uikit/uislider, isContinuous).
@MainActor
@Suite struct SwitchSliderTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    let fingers: Fingers

    init() { fingers = Fingers(window: window) }

    /// A tap toggles the switch: valueChanged with primaryActionTriggered, before touchUpInside.
    @Test func switchTapToggles() {
        let toggle = Switch(frame: CGRect(origin: CGPoint(x: 100, y: 100), size: Switch.size), name: "switch")
        window.addSubview(toggle)
        var heard: [String] = []
        toggle.addAction(for: .valueChanged) { control in heard.append("valueChanged \((control as! Switch).isOn)") }
        toggle.addAction(for: .touchUpInside) { _ in heard.append("touchUpInside") }
        fingers.tap(1, 120, 115, at: 0)
        #expect(toggle.isOn)
        #expect(heard == ["valueChanged true", "touchUpInside"])
        window.advance(to: 0.05 + Switch.animationDuration)
        #expect(toggle.thumbPosition == 1)
        fingers.tap(1, 120, 115, at: 1)
        #expect(!toggle.isOn)
    }

    /// Dragging the thumb past the middle turns it on; dragging back less than half leaves it.
    @Test func switchThumbDrag() {
        let toggle = Switch(frame: CGRect(origin: CGPoint(x: 100, y: 100), size: Switch.size), name: "switch")
        window.addSubview(toggle)
        var changes = 0
        toggle.addAction(for: .valueChanged) { _ in changes += 1 }
        fingers.down(1, 112, 115, at: 0)
        fingers.move(1, 122, 115, at: 0.05)
        fingers.move(1, 132, 115, at: 0.1)
        #expect(toggle.thumbPosition == 1)
        fingers.up(1, 132, 115, at: 0.15)
        #expect(toggle.isOn && changes == 1)
        fingers.down(1, 135, 115, at: 1)
        fingers.move(1, 128, 115, at: 1.05)
        fingers.up(1, 128, 115, at: 1.1)
        #expect(toggle.isOn && changes == 1)
    }

    /// setOn(_:animated:) sends no events.
    @Test func setOnSendsNothing() {
        let toggle = Switch(frame: CGRect(origin: .zero, size: Switch.size), name: "switch")
        window.addSubview(toggle)
        var changes = 0
        toggle.addAction(for: .allEvents) { _ in changes += 1 }
        toggle.setOn(true, animated: false)
        #expect(toggle.isOn && toggle.thumbPosition == 1 && changes == 0)
    }

    /// The slider tracks only from its thumb; continuous sends valueChanged on each move, not continuous only at
    /// the lift.
    @Test func sliderTracksTheThumb() {
        let slider = Slider(frame: CGRect(x: 100, y: 100, width: 228, height: 40), name: "slider")
        window.addSubview(slider)
        var changes = 0
        slider.addAction(for: .valueChanged) { _ in changes += 1 }
        let thumb = slider.convert(slider.thumbCenter, to: nil)
        fingers.down(1, thumb.x, thumb.y, at: 0)
        fingers.move(1, thumb.x + 50, thumb.y, at: 0.05)
        fingers.move(1, thumb.x + 100, thumb.y, at: 0.1)
        fingers.up(1, thumb.x + 100, thumb.y, at: 0.15)
        #expect(abs(slider.value - 1) < 1e-6)
        #expect(changes == 2)
        slider.isContinuous = false
        fingers.down(1, thumb.x + 100, thumb.y, at: 1)
        fingers.move(1, thumb.x, thumb.y, at: 1.05)
        fingers.move(1, thumb.x - 50, thumb.y, at: 1.1)
        #expect(changes == 2)
        fingers.up(1, thumb.x - 50, thumb.y, at: 1.15)
        #expect(changes == 3)
        #expect(abs(slider.value - 0.25) < 1e-6)
        // Off the thumb: no tracking.
        fingers.down(1, 320, 120, at: 2)
        fingers.move(1, 300, 120, at: 2.05)
        fingers.up(1, 300, 120, at: 2.1)
        #expect(abs(slider.value - 0.25) < 1e-6)
    }
}
