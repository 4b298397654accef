import Foundation
import GestureKit
import SandboxScenes
import SceneTestSupport
import Testing

@MainActor
@Suite struct GallerySceneTests {
    typealias Harness = SceneHarness<GalleryScene>
    let spot = CGPoint(x: 420, y: 380)

    @Test func sceneHasTheContractViewsAndRecognizers() {
        let h = Harness(GalleryScene.self)
        #expect(h.view("board") != nil && h.view("custom-subview") != nil && h.view("gallery.feedback") != nil)
        #expect(h.scene.board.gestureRecognizers.map(\.name) == [
            "gallery.tap", "gallery.double-tap", "gallery.swipe-left", "gallery.swipe-right", "gallery.rotation",
            "gallery.long-press", "gallery.pinch", "gallery.pan",
        ])
        #expect(h.scene.gestureRecognizers.map(\.name) == ["gallery.edge-pan"])
        #expect(h.scene.feedback.alpha == 0)
    }

    @Test func aFlickIsASwipeNotAPanAndItsImageFlies220Points() {
        let h = Harness(GalleryScene.self)
        h.stroke(Harness.line(spot, spot + CGPoint(x: 120, y: 4), step: 20), dt: 0.016)
        #expect(h.states(of: "gallery.swipe-right") == [.ended])
        #expect(h.states(of: "gallery.pan") == [.failed])
        #expect(h.scene.feedback.imageName == "label-swipe-right")
        h.wait(0.6)
        #expect(h.scene.feedback.center == spot + CGPoint(x: 220, y: 0) + GalleryScene.labelOffset)
        #expect(h.scene.feedback.alpha == 0)

        h.stroke(Harness.line(spot, spot - CGPoint(x: 120, y: 0), step: 20), dt: 0.016)
        #expect(h.states(of: "gallery.swipe-left") == [.failed, .ended])
        h.wait(0.6)
        #expect(h.scene.feedback.imageName == "label-swipe-left")
        #expect(h.scene.feedback.center == spot - CGPoint(x: 220, y: 0) + GalleryScene.labelOffset)
    }

    @Test func aSlowDragIsAPanOnceTheSwipesFail() {
        let h = Harness(GalleryScene.self)
        h.down(1, spot)
        for step in 1...12 { h.move(1, spot + CGPoint(x: CGFloat(step) * 2, y: 0), after: 1.0 / 30) }
        #expect(h.states(of: "gallery.pan").isEmpty)
        for step in 1...15 { h.move(1, spot + CGPoint(x: 24 + CGFloat(step) * 4, y: 0), after: 1.0 / 30) }
        #expect(h.states(of: "gallery.swipe-right") == [.failed])
        #expect(h.states(of: "gallery.swipe-left") == [.failed])
        #expect(h.states(of: "gallery.pan").first == .began)
        #expect(h.scene.feedback.imageName == "label-pan")
        #expect(h.scene.feedback.center == spot + CGPoint(x: 84, y: 0) + GalleryScene.labelOffset)
        h.up(1, spot + CGPoint(x: 84, y: 0))
        #expect(h.states(of: "gallery.pan").last == .ended)
        h.wait(0.6)
        #expect(h.scene.feedback.alpha == 0)
    }

    /// Issue 25 item 5: an ordinary mouse drag sideways, about 140 pt/s, is a swipe (the seed's pan waits for the
    /// swipes to fail; a swipe is 50 pt within 0.5 s, as reported for UIKit). The board says so, and how to pan, in
    /// the swipe's own numbers; the note fades after its hold.
    @Test func anOrdinaryDragTakenAsASwipeIsExplainedOnTheBoard() {
        let h = Harness(GalleryScene.self)
        #expect(h.scene.coach.alpha == 0)
        // 140 pt/s: 7 pt every 50 ms.
        h.down(1, spot)
        for step in 1...12 { h.move(1, spot + CGPoint(x: CGFloat(step) * 7, y: 0), after: 0.05) }
        #expect(h.states(of: "gallery.swipe-right") == [.ended])
        #expect(h.states(of: "gallery.pan") == [.failed])
        #expect(h.scene.coach.alpha == 1)
        #expect(h.scene.coach.text == "That was a swipe →: 50 pt sideways within 0.5 s. "
            + "To pan, drag slower than 100 pt/s (it starts after 0.5 s), or up or down.")
        h.up(1, spot + CGPoint(x: 84, y: 0))
        h.wait(PanCoach.holdTime + PanCoach.fadeTime + 0.1)
        #expect(h.scene.coach.alpha == 0)
    }

    /// The note follows the recognizer's values (a tuned swipe), and the hint's "under 100 pt/s" is the default's.
    @Test func theNoteAndTheHintSayTheSwipesNumbers() {
        let h = Harness(GalleryScene.self)
        h.scene.swipeLeft.minimumDistance = 80
        h.stroke(Harness.line(spot, spot - CGPoint(x: 120, y: 0), step: 20), dt: 0.016)
        #expect(h.states(of: "gallery.swipe-left").last == .ended)
        #expect(h.scene.coach.text == "That was a swipe ←: 80 pt sideways within 0.5 s. "
            + "To pan, drag slower than 160 pt/s (it starts after 0.5 s), or up or down.")
        #expect(GalleryScene.hint.contains("pan (drag under \(PanCoach.panSpeed(of: SwipeGestureRecognizer())) pt/s"))
    }

    /// The ways to a pan the note gives: up or down (the swipes fail off axis at once, no wait), or sideways under
    /// 100 pt/s (80 pt/s here), which begins when the swipe's 0.5 s are up.
    @Test func thePansTheNoteOffersAreRealPans() {
        let h = Harness(GalleryScene.self)
        h.down(1, spot)
        for step in 1...4 { h.move(1, spot + CGPoint(x: 0, y: CGFloat(step) * 7), after: 0.05) }
        #expect(h.states(of: "gallery.pan").first == .began)
        #expect(h.scene.coach.alpha == 0)
        h.up(1, spot + CGPoint(x: 0, y: 28))
        let slow = Harness(GalleryScene.self)
        slow.down(1, spot)
        for step in 1...9 { slow.move(1, spot + CGPoint(x: CGFloat(step) * 4, y: 0), after: 0.05) }
        #expect(slow.states(of: "gallery.pan").isEmpty, "0.45 s: the swipe may still happen")
        for step in 10...14 { slow.move(1, spot + CGPoint(x: CGFloat(step) * 4, y: 0), after: 0.05) }
        #expect(slow.states(of: "gallery.pan").first == .began)
        #expect(slow.scene.coach.alpha == 0)
    }

    @Test func aSingleTapFiresOnlyAfterTheDoubleTapGivesUp() {
        let h = Harness(GalleryScene.self)
        h.tap(spot)
        h.wait(0.2)
        #expect(h.states(of: "gallery.tap").isEmpty)
        #expect(h.scene.feedback.imageName == nil)
        h.wait(0.3)
        #expect(h.states(of: "gallery.double-tap") == [.failed])
        #expect(h.states(of: "gallery.tap") == [.ended])
        #expect(h.scene.feedback.imageName == "label-tap")
        // Above the finger, not under it, and readable for about a second before it has faded.
        #expect(h.scene.feedback.center == spot + GalleryScene.labelOffset)
        h.wait(0.2)
        #expect(h.scene.feedback.alpha == 1)
        h.wait(GalleryScene.tapLabelHold + GalleryScene.fadeDuration)
        #expect(h.scene.feedback.alpha == 0)
    }

    @Test func aDoubleTapWinsOverTheSingleTap() {
        let h = Harness(GalleryScene.self)
        h.tap(spot)
        h.wait(0.1)
        h.tap(spot)
        h.wait(0.6)
        #expect(h.states(of: "gallery.double-tap") == [.ended])
        #expect(h.states(of: "gallery.tap") == [.failed])
        #expect(h.scene.feedback.imageName == "label-double-tap")
    }

    @Test func theTapDoesNotReceiveTouchesInTheCustomSubview() {
        let h = Harness(GalleryScene.self)
        let inside = h.scene.customSubview.centerInWindow
        h.tap(inside)
        h.wait(0.8)
        #expect(h.states(of: "gallery.tap").isEmpty)
        #expect(h.states(of: "gallery.double-tap") == [.failed])
        #expect(h.scene.feedback.imageName == nil)

        h.tap(inside)
        h.wait(0.1)
        h.tap(inside)
        #expect(h.states(of: "gallery.double-tap").last == .ended)
    }

    @Test func anEdgePanFromTheLeftEdgeWinsAndTheOthersWait() {
        let h = Harness(GalleryScene.self)
        let edge = CGPoint(x: 4, y: 400)
        h.down(1, edge)
        h.move(1, edge + CGPoint(x: 8, y: 0))
        #expect(h.states(of: "gallery.edge-pan").isEmpty)
        for step in 1...12 { h.move(1, edge + CGPoint(x: 8 + CGFloat(step) * 12, y: 0)) }
        #expect(h.states(of: "gallery.edge-pan").first == .began)
        h.up(1, edge + CGPoint(x: 152, y: 0))
        #expect(h.states(of: "gallery.edge-pan").last == .ended)
        #expect(!h.states(of: "gallery.swipe-right").contains(.ended))
        #expect(h.states(of: "gallery.pan") == [.failed])
        #expect(h.scene.feedback.imageName == "label-edge-pan")
    }

    @Test func theSameFlickAwayFromTheEdgeIsASwipeAtOnce() {
        let h = Harness(GalleryScene.self)
        h.down(1, spot)
        #expect(h.states(of: "gallery.edge-pan") == [.failed])
        for step in 1...5 { h.move(1, spot + CGPoint(x: CGFloat(step) * 12, y: 0)) }
        #expect(h.states(of: "gallery.swipe-right") == [.ended])
    }

    @Test func theRotationImageTurnsWithTheFingersThenTurnsBackAndFades() {
        let h = Harness(GalleryScene.self)
        func fingers(_ degrees: CGFloat, _ phase: TouchSample.Phase) -> [(id: Int, phase: TouchSample.Phase, point: CGPoint)] {
            let a = degrees * .pi / 180, offset = CGPoint(x: 80 * cos(a), y: 80 * sin(a))
            return [(1, phase, spot + offset), (2, phase, spot - offset)]
        }
        h.samples(fingers(0, .down))
        for step in 1...10 { h.samples(fingers(CGFloat(step) * 4, .move)) }
        #expect(h.states(of: "gallery.rotation").first == .began)
        #expect(h.scene.feedback.imageName == "label-rotate")
        let turned = h.scene.feedback.transform.angle
        #expect(abs(turned - h.scene.rotation.rotation) < 1e-9)
        #expect(turned > 20 * .pi / 180 && turned < 40 * .pi / 180)
        h.samples(fingers(40, .up))
        h.wait(0.6)
        #expect(abs(h.scene.feedback.transform.angle) < 1e-9)
        #expect(h.scene.feedback.alpha == 0)
    }

    @Test func aLongPressShowsItsImage() {
        let h = Harness(GalleryScene.self)
        h.down(1, spot)
        h.wait(0.6)
        #expect(h.states(of: "gallery.long-press") == [.began])
        #expect(h.scene.feedback.imageName == "label-long-press")
        h.up(1, spot)
        #expect(h.states(of: "gallery.tap").allSatisfy { $0 == .failed })
    }

    @Test func aPinchScalesItsImage() {
        let h = Harness(GalleryScene.self)
        h.samples([(1, .down, spot - CGPoint(x: 50, y: 0)), (2, .down, spot + CGPoint(x: 50, y: 0))])
        for step in 1...10 {
            let r = 50 + CGFloat(step) * 5
            h.samples([(1, .move, spot - CGPoint(x: r, y: 0)), (2, .move, spot + CGPoint(x: r, y: 0))])
        }
        #expect(h.states(of: "gallery.pinch").first == .began)
        #expect(h.scene.feedback.imageName == "label-pinch")
        #expect(abs(h.scene.feedback.transform.scale - h.scene.pinch.scale) < 1e-9)
        #expect(h.scene.feedback.transform.scale > 1.2)
    }
}
