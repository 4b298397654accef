import Foundation
import GestureKit
import SandboxScenes
import SceneTestSupport
import Testing

/// The scroll scene's photo: a double tap zooms with zoom(to:animated:) to 2.5× about the tapped point, which comes
/// to the photo's centre; a second double tap zooms back out
/// (https://developer.apple.com/documentation/uikit/uiscrollview/zoom(to:animated:)).
@MainActor
@Suite struct ScrollSceneZoomTests {
    @Test func doubleTapZoomsToTheTappedPointAndBack() throws {
        let h = SceneHarness(ScrollScene.self)
        let photo = h.scene.photo, image = h.scene.photoImage
        // Bring the photo fully on screen.
        h.scene.list.setContentOffset(CGPoint(x: 0, y: photo.frame.minY - 60), animated: false)
        h.window.layoutHierarchy()
        let viewport = CGPoint(x: photo.bounds.width * 0.3, y: photo.bounds.height * 0.4)
        let tapped = photo.convert(viewport, to: nil)
        let imagePoint = image.convert(tapped, from: nil)

        func doubleTap() {
            h.tap(tapped)
            h.wait(0.1)
            h.tap(tapped)
        }
        doubleTap()
        #expect(h.states(of: "photo.double-tap") == [.ended])
        #expect(photo.zoomScale < 2.5, "animated: not there yet")
        h.wait(ScrollView.animationDuration + 0.05)
        #expect(abs(photo.zoomScale - 2.5) < 1e-9)
        let shown = image.convert(imagePoint, to: photo)
        #expect(abs(shown.x - photo.bounds.midX) < 1e-6, "\(shown) \(photo.bounds)")
        #expect(abs(shown.y - photo.bounds.midY) < 1e-6, "\(shown) \(photo.bounds)")
        #expect((h.view("status") as? Label)?.text == "photo: zoomScale 2.50")

        h.wait(1)
        doubleTap()
        h.wait(ScrollView.animationDuration + 0.05)
        #expect(photo.zoomScale == 1)
        #expect(photo.contentOffset == .zero)
        #expect((h.view("status") as? Label)?.text == "photo: zoomScale 1.00")
    }

    /// A layout that leaves the photo its width (F2 docking beside a wide scene, a resize) keeps its zoom, as a
    /// UIScrollView's zoomScale outlives layoutSubviews; a new width starts the photo afresh at 1. Before, every
    /// layout reset it, so opening F2 snapped a zoomed photo back.
    @Test func aLayoutThatKeepsThePhotosWidthKeepsItsZoom() throws {
        let h = SceneHarness(ScrollScene.self)
        let photo = h.scene.photo
        photo.setZoomScale(2, animated: false)
        let width = photo.bounds.width
        let size = h.window.bounds.size
        h.window.frame = CGRect(x: 0, y: 0, width: size.width - 100, height: size.height)
        h.window.layoutHierarchy()
        #expect(photo.bounds.width == width, "the column's width is the same in both windows")
        #expect(photo.zoomScale == 2)
        h.window.frame = CGRect(x: 0, y: 0, width: 320, height: size.height)
        h.window.layoutHierarchy()
        #expect(photo.bounds.width < width)
        #expect(photo.zoomScale == 1)
        #expect(photo.contentOffset == .zero)
    }
}
