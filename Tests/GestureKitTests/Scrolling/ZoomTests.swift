import Foundation
import Testing
@testable import GestureKit

/// Zooming the delegate's viewForZooming(in:) with the scroll view's pinch and setZoomScale(_:animated:)
/// (https://developer.apple.com/documentation/uikit/uiscrollview/zoomscale,
/// https://developer.apple.com/documentation/uikit/uiscrollview/setzoomscale(_:animated:),
/// https://developer.apple.com/documentation/uikit/uiscrollview/bounceszoom,
/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/viewforzooming(in:)).
@MainActor
@Suite struct ZoomTests {
    let window: Window, scroll: ScrollView, image: View, delegate: ScrollDelegateLog, fingers: Fingers

    init() {
        (window, scroll, image, delegate, fingers) = PhotoZoomFixture.make()
    }

    /// Zoom needs a zoom view and different limits: without them the pinch is off.
    @Test func pinchNeedsAZoomViewAndLimits() {
        #expect(scroll.pinchGestureRecognizer.isEnabled)
        scroll.maximumZoomScale = 1
        #expect(!scroll.pinchGestureRecognizer.isEnabled)
        scroll.maximumZoomScale = 4
        delegate.zoomView = nil
        scroll.delegate = delegate
        #expect(!scroll.pinchGestureRecognizer.isEnabled)
    }

    /// A pinch about (100, 100) doubling the finger distance: scale 2 and the image point under the fingers stays
    /// under them; the content grows with the scale.
    @Test func pinchZoomsAboutTheCentroid() {
        fingers.batch([(1, .down, 80, 100), (2, .down, 120, 100)], at: 0)
        fingers.batch([(1, .move, 70, 100), (2, .move, 130, 100)], at: 0.02)
        fingers.batch([(1, .move, 60, 100), (2, .move, 140, 100)], at: 0.04)
        #expect(scroll.isZooming)
        // The pinch began at a distance of 60: 80 / 60 since.
        #expect(abs(scroll.zoomScale - 80 / 60) < 1e-9)
        let underFingers = image.convert(CGPoint(x: 100, y: 100), from: nil)
        #expect(abs(underFingers.x - 100) < 1e-6 && abs(underFingers.y - 100) < 1e-6)
        #expect(abs(scroll.contentOffset.x - (100 * 80 / 60 - 100)) < 1e-6)
        #expect(scroll.contentSize.width == 400 * scroll.zoomScale)
        fingers.batch([(1, .up, 60, 100), (2, .up, 140, 100)], at: 0.06)
        #expect(!scroll.isZooming)
        #expect(delegate.calls == ["willBeginZooming", "didEndZooming(\(scroll.zoomScale))"])
    }

    /// setZoomScale animated: eased over 0.3 s about the centre, then didEndZooming; clamped to the limits.
    @Test func setZoomScaleAnimated() {
        scroll.setZoomScale(9, animated: true)
        window.advance(to: 0.3)
        #expect(scroll.zoomScale == 4)
        #expect(delegate.calls == ["willBeginZooming", "didEndZooming(4.0)"])
        // About the centre: the image's centre stays at the view's centre.
        #expect(scroll.contentOffset == CGPoint(x: 600, y: 600))
    }

    /// Past the maximum the pinch rubber-bands (bouncesZoom) and springs back to the limit after the lift; without
    /// bouncesZoom it stops at the limit.
    @Test func bouncesZoom() {
        scroll.zoomScale = 4
        #expect(scroll.stretchedScale(8) > 4 && scroll.stretchedScale(8) < 4 * exp(0.5))
        scroll.bouncesZoom = false
        #expect(scroll.stretchedScale(8) == 4)
    }
}
