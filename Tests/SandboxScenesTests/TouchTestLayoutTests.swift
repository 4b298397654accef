import Foundation
import GestureKit
@testable import SandboxScenes
import Testing
@testable import SandboxChrome

/// Issue 11, item 3, for the host's own scene: the pads and the puck stay inside the window and clear of the scene
/// bar at every size and after a resize, and every counter line fits its pad (at 640x400 they overflowed).
@MainActor
@Suite struct TouchTestLayoutTests {
    static let sizes = [CGSize(width: 640, height: 400), CGSize(width: 1280, height: 800),
                        CGSize(width: 1920, height: 1080), CGSize(width: 3840, height: 2160)]

    static func problems(in window: Window) -> [String] {
        let size = window.bounds.size
        let usable = CGRect(x: 0, y: 0, width: size.width, height: size.height - SceneBar.height)
        var found: [String] = []
        for view in window.subviews[0].subviews where view is TouchPadView || view is PuckView {
            let frame = view.convert(view.bounds, to: nil)
            if !usable.contains(frame) { found.append("\(view.name) at \(frame) outside \(usable)") }
        }
        for pad in window.subviews[0].subviews.compactMap({ $0 as? TouchPadView }) {
            let label = pad.label
            label.text = "began 1234 · moved 56789 · ended 1234 · cancelled 1234"
            for line in label.lines {
                let width = CGFloat(line.count) * label.font.size * CounterLabel.emPerCharacter
                if width > label.bounds.width { found.append("\(pad.name): '\(line)' \(width) > \(label.bounds.width)") }
            }
            if !pad.bounds.contains(label.frame) { found.append("\(pad.name): label \(label.frame) outside the pad") }
        }
        return found
    }

    @Test func padsAndPuckFitEverySizeAndResize() {
        for size in Self.sizes {
            let window = Window(frame: CGRect(origin: .zero, size: size))
            _ = TouchTestScene(window: window, services: SceneServices { _ in })
            window.layoutHierarchy()
            #expect(Self.problems(in: window).isEmpty, "\(size): \(Self.problems(in: window))")
            for other in Self.sizes where other != size {
                window.frame = CGRect(origin: .zero, size: other)
                window.layoutHierarchy()
                #expect(Self.problems(in: window).isEmpty, "\(size) → \(other): \(Self.problems(in: window))")
            }
        }
    }

    @Test func narrowPadsSplitTheCountersIntoTwoLinesAndWideOnesKeepOne() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 640, height: 400))
        _ = TouchTestScene(window: window, services: SceneServices { _ in })
        window.layoutHierarchy()
        let narrow = window.subviews[0].subviews.compactMap { $0 as? TouchPadView }[0].label
        #expect(narrow.text == "began 0 · moved 0 · ended 0 · cancelled 0")
        #expect(narrow.lines == ["began 0 · moved 0", "ended 0 · cancelled 0"])
        window.frame = CGRect(x: 0, y: 0, width: 1280, height: 800)
        window.layoutHierarchy()
        #expect(narrow.lines == ["began 0 · moved 0 · ended 0 · cancelled 0"])
    }

    @Test func thePuckKeepsItsPlaceAcrossAResize() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        _ = TouchTestScene(window: window, services: SceneServices { _ in })
        window.layoutHierarchy()
        let puck = window.subviews[0].subviews.first { $0.name == "puck" }!
        #expect(puck.center == CGPoint(x: 640, y: 400))
        puck.center = CGPoint(x: 320, y: 200)
        window.frame = CGRect(x: 0, y: 0, width: 1920, height: 1200)
        window.layoutHierarchy()
        #expect(puck.center == CGPoint(x: 480, y: 300))
    }
}
