import Foundation
import Testing
@testable import GestureKit

/// zoom(to:animated:) (what a double tap calls) and the pinch springing back into the zoom limits at the lift
/// (https://developer.apple.com/documentation/uikit/uiscrollview/zoom(to:animated:),
/// https://developer.apple.com/documentation/uikit/uiscrollview/bounceszoom: "the scroll view temporarily animates
/// the scaling beyond these limits before returning to them").
@MainActor
@Suite struct ZoomAnimationTests {
    let window: Window, scroll: ScrollView, image: View, delegate: ScrollDelegateLog, fingers: Fingers

    init() {
        (window, scroll, image, delegate, fingers) = PhotoZoomFixture.make()
    }

    /// A 160-point square off the centre fills the 400-point bounds: scale 2.5, its centre (120, 140) brought to
    /// the bounds' centre, eased over the animation, with willBeginZooming and didEndZooming around it.
    @Test func zoomToRectFillsTheBoundsWithIt() {
        window.advance(to: 1)
        scroll.zoom(to: CGRect(x: 40, y: 60, width: 160, height: 160), animated: true)
        #expect(scroll.zoomScale == 1)
        window.advance(to: 1 + ScrollView.animationDuration / 2)
        #expect(scroll.zoomScale > 1 && scroll.zoomScale < 2.5)
        window.advance(to: 1 + ScrollView.animationDuration + 0.05)
        #expect(abs(scroll.zoomScale - 2.5) < 1e-9)
        #expect(abs(scroll.contentOffset.x - (120 * 2.5 - 200)) < 1e-6)
        #expect(abs(scroll.contentOffset.y - (140 * 2.5 - 200)) < 1e-6)
        let centre = image.convert(CGPoint(x: 120, y: 140), to: nil)
        #expect(abs(centre.x - 200) < 1e-6 && abs(centre.y - 200) < 1e-6)
        #expect(delegate.calls == ["willBeginZooming", "didEndZooming(2.5)"])
    }

    /// A rect smaller than the bounds allow at the maximum scale zooms to the maximum only.
    @Test func zoomToATinyRectStopsAtTheMaximum() {
        scroll.zoom(to: CGRect(x: 190, y: 190, width: 20, height: 20), animated: false)
        #expect(scroll.zoomScale == 4)
        #expect(scroll.contentOffset == CGPoint(x: 600, y: 600))
        #expect(delegate.calls == ["didEndZooming(4.0)"])
    }

    /// Pinched past the maximum, the scale is stretched above 4 while the fingers are down and springs back to
    /// exactly 4 after the lift, over the animation, then didEndZooming(4.0).
    @Test func pinchPastTheMaximumSpringsBackAtTheLift() {
        fingers.batch([(1, .down, 170, 200), (2, .down, 230, 200)], at: 1)
        for step in 1...9 {
            let half = 30 + CGFloat(step) * 30
            fingers.batch([(1, .move, 200 - half, 200), (2, .move, 200 + half, 200)], at: 1 + 0.02 * Double(step))
        }
        let stretched = scroll.zoomScale
        #expect(stretched > 4 && stretched < 4 * exp(0.5))
        fingers.batch([(1, .up, -100, 200), (2, .up, 500, 200)], at: 1.2)
        #expect(!scroll.isZooming)
        window.advance(to: 1.2 + ScrollView.animationDuration / 2)
        #expect(scroll.zoomScale > 4 && scroll.zoomScale < stretched)
        window.advance(to: 1.2 + ScrollView.animationDuration + 0.05)
        #expect(scroll.zoomScale == 4)
        #expect(delegate.calls.first == "willBeginZooming")
        #expect(delegate.calls.last == "didEndZooming(4.0)")
        #expect(!delegate.calls.contains("didEndZooming(\(stretched))"), "no end before the spring back")
    }

    /// Pinched below the minimum, it springs back up to it.
    @Test func pinchBelowTheMinimumSpringsBackAtTheLift() {
        fingers.batch([(1, .down, 100, 200), (2, .down, 300, 200)], at: 1)
        for step in 1...6 {
            let half = 100 - CGFloat(step) * 13
            fingers.batch([(1, .move, 200 - half, 200), (2, .move, 200 + half, 200)], at: 1 + 0.02 * Double(step))
        }
        #expect(scroll.zoomScale < 1 && scroll.zoomScale > exp(-0.5))
        fingers.batch([(1, .up, 178, 200), (2, .up, 222, 200)], at: 1.2)
        window.advance(to: 1.2 + ScrollView.animationDuration + 0.05)
        #expect(scroll.zoomScale == 1)
        #expect(scroll.contentOffset == .zero)
        #expect(delegate.calls.last == "didEndZooming(1.0)")
    }
}
