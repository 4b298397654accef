import Foundation
import GestureKit
import SandboxInspector
import Testing
@testable import SandboxChrome

/// The recording indicator takes a badge row of its own while it shows, so a long recording name in a narrow window
/// lies over neither a badge nor F5. Before, it sat in the first badge row at the right whatever was at the left, and
/// at 640 pt wide "● REC" with a long name ran over the slow-animations badge and F5's box.
@MainActor
@Suite struct RecordingIndicatorPlacementTests {
    static let longName = "pinch-on-the-monkey-after-a-two-finger-tap-with-the-stylus-on-the-left-screen.jsonl"

    /// The boxes each layer given an area fills, joined, by name.
    static func boxes(_ layers: [(String, ChromeLayer)], stack: ChromeStack, size: CGSize, now: TimeInterval)
        -> [(String, CGRect)] {
        let layout = stack.layout(size: size, now: now)
        let frame = ChromeFrame(window: Window(frame: CGRect(origin: .zero, size: size)), now: now)
        return layers.compactMap { name, layer in
            guard let area = layout.area(of: layer) else { return nil }
            let context = FilledRects()
            layer.draw(in: context, area: area, frame: frame)
            guard let first = context.fills.first else { return nil }
            return (name, context.fills.dropFirst().reduce(first) { $0.union($1) })
        }
    }

    @Test(arguments: [CGSize(width: 640, height: 400), CGSize(width: 1280, height: 800)], [false, true])
    func aLongRecordingNameLiesOverNeitherABadgeNorF5(size: CGSize, badge: Bool) throws {
        let indicator = RecordingIndicatorLayer()
        indicator.indicator.state = .recording(file: Self.longName)
        let slow = SlowAnimationBadge()
        let health = InputHealthLayer(health: { InputHealth() })
        let stack = ChromeStack([indicator, slow, health])
        if badge { _ = stack.handle(.toggleSlowAnimations) }
        _ = stack.handle(.toggleInputHealth)
        let boxes = Self.boxes([("indicator", indicator), ("badge", slow), ("F5", health)], stack: stack, size: size,
                                   now: 1)
        #expect(boxes.map(\.0) == (badge ? ["indicator", "badge", "F5"] : ["indicator", "F5"]))
        for (index, (name, box)) in boxes.enumerated() {
            #expect(CGRect(origin: .zero, size: size).contains(box), "\(name) \(box) outside the window at \(size)")
            for (other, otherBox) in boxes[(index + 1)...] {
                #expect(!box.intersects(otherBox), "\(name) \(box) over \(other) \(otherBox) at \(size)")
            }
        }
    }

    /// With no recording the indicator takes no row: the badge stays in the first one.
    @Test func withoutARecordingTheBadgeKeepsTheFirstRow() throws {
        let indicator = RecordingIndicatorLayer()
        let slow = SlowAnimationBadge()
        let stack = ChromeStack([indicator, slow])
        _ = stack.handle(.toggleSlowAnimations)
        let boxes = Self.boxes([("indicator", indicator), ("badge", slow)], stack: stack,
                                   size: CGSize(width: 640, height: 400), now: 1)
        #expect(boxes.map(\.0) == ["badge"])
        #expect(boxes.first?.1.minY == OverlayBadge.top(row: 0))
    }
}
