import Foundation
import GestureKit
import SandboxScenes
import SceneTestSupport
import Testing

/// Issue 10's seed scenarios give the reasons a person would expect: the gallery's tap waits for the double tap,
/// its pan loses to a swipe, an edge pan that didn't start at the edge says so, and the monkey's tap, lifted after
/// a short drag, fails because a pan it requires to fail began.
@MainActor
@Suite struct SceneReasonTests {
    /// Every engine event of one harness's window.
    final class Events {
        var all: [GestureTraceEvent] = []
        var waits: [RecognizerWait] { all.compactMap { if case let .wait(w) = $0 { w } else { nil } } }
        func reason(_ name: String, to state: GestureRecognizer.State) -> TransitionReason? {
            for case let .transition(t) in all where t.recognizer == name && t.to == state { return t.reason }
            return nil
        }
    }

    func watch(_ window: Window) -> Events {
        let events = Events()
        window.observers.append { events.all.append($0) }
        return events
    }

    @Test func galleryTapWaitsForTheDoubleTapThenGoesAhead() {
        let h = SceneHarness(GalleryScene.self)
        let events = watch(h.window)
        h.tap(CGPoint(x: 420, y: 380))
        let started = events.waits.first { $0.recognizer == "gallery.tap" }
        #expect(started?.phase == .started)
        #expect(started?.waitingFor == ["gallery.double-tap"])
        #expect(started?.text == "waiting for gallery.double-tap to fail")
        h.wait(0.5)
        #expect(events.waits.filter { $0.recognizer == "gallery.tap" }.map(\.phase) == [.started, .proceeded])
        #expect(events.reason("gallery.double-tap", to: .failed)?.code == .tapNoNextTap)
        #expect(h.states(of: "gallery.tap") == [.ended])
    }

    @Test func galleryPanLosesToASwipe() {
        let h = SceneHarness(GalleryScene.self)
        let events = watch(h.window)
        let spot = CGPoint(x: 420, y: 380)
        h.stroke(SceneHarness<GalleryScene>.line(spot, CGPoint(x: 540, y: 384), step: 20), dt: 0.016)
        let reason = events.reason("gallery.pan", to: .failed)
        #expect(reason?.code == .requiredRecognizerSucceeded)
        #expect(reason?.other == "gallery.swipe-right")
        #expect(reason?.text == "required gallery.swipe-right to fail, but gallery.swipe-right recognized")
        #expect(events.reason("gallery.swipe-left", to: .failed)?.code == .swipeWrongDirection)
    }

    @Test func galleryEdgePanAwayFromTheEdge() {
        let h = SceneHarness(GalleryScene.self)
        let events = watch(h.window)
        h.tap(CGPoint(x: 420, y: 380))
        let reason = events.reason("gallery.edge-pan", to: .failed)
        #expect(reason?.code == .edgePanNotAtEdge)
        #expect(reason?.number("edgeRegion") == 13)
        #expect(reason?.text.hasPrefix("did not start within 13 pt of the left edge") == true)
    }

    @Test func monkeyTapFailsOnceItsPanBegan() {
        let h = SceneHarness(MonkeyBananaScene.self)
        let events = watch(h.window)
        let start = h.scene.monkey.center
        h.stroke(SceneHarness<MonkeyBananaScene>.line(start, start + CGPoint(x: 20, y: 0), step: 3), dt: 1.0 / 60)
        let reason = events.reason("monkey.tap", to: .failed)
        #expect(reason == TransitionReason(.requiredRecognizerSucceeded, other: "monkey.pan", detail: "recognized"))
        #expect(reason?.text == "required monkey.pan to fail, but monkey.pan recognized")
        #expect(h.states(of: "monkey.pan").first == .began)
        #expect(events.reason("banana.pan", to: .failed) == nil)
    }
}
