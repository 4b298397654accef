import Foundation
import GestureKit
import SandboxInspector
import Testing

/// The multi-finger mode's preview: a ring per finger, and the "N fingers (M)" label under all of them (it sat under
/// the first finger, which the ring layout put at the top, so the label ran over the rings below it).
@MainActor
@Suite struct FingerPreviewTests {
    @Test(arguments: [3, 4, 5])
    func theLabelSitsUnderEveryRing(count: Int) throws {
        let pointer = CGPoint(x: 400, y: 300)
        let radius = 24 / sin(CGFloat.pi / CGFloat(count))
        let preview = (0..<count).map { index -> CGPoint in
            let angle = -CGFloat.pi / 2 + 2 * .pi * CGFloat(index) / CGFloat(count)
            return CGPoint(x: pointer.x + radius * cos(angle), y: pointer.y + radius * sin(angle))
        }
        let context = RecordingContext()
        TouchOverlay().draw(in: context, fingers: [], preview: preview, now: 0)
        let rings = context.calls.compactMap { call -> CGRect? in
            if case .ellipse(let rect, _) = call { return rect } else { return nil }
        }
        let label = context.calls.compactMap { call -> CGRect? in
            if case .text(let text, let rect, _) = call, text == "\(count) fingers (M)" { return rect } else { return nil }
        }
        #expect(rings.count >= count)
        let frame = try #require(label.first)
        #expect(rings.allSatisfy { $0.maxY <= frame.minY }, "label \(frame) under \(rings)")
        #expect(abs(frame.midX - pointer.x) < 1e-6, "centred under the pointer")
    }
}
