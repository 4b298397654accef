import Foundation
import GestureKit
@testable import SandboxInspector
import Testing

@MainActor
@Suite("Touch-sequence story")
struct TouchSequenceStoryTests {
    @Test("a single tap waits for the double tap, then recognizes once it fails; the story names both and why")
    func tapWaitsForDoubleTap() throws {
        var rig = GalleryRig()
        rig.tap()
        let story = rig.inspector.story
        let tap = try #require(story.recognizers.first { $0.name == "gallery.tap" })
        #expect(tap.isWaiting)
        #expect(tap.summary == "waiting for gallery.double-tap to fail")
        // Delivery order: the board's recognizers in the order added, tap first.
        #expect(story.recognizers.first?.name == "gallery.tap")
        #expect(story.recognizers.contains { $0.name == "gallery.double-tap" && $0.state == .possible })

        rig.wait(0.5)
        let after = try #require(story.recognizers.first { $0.name == "gallery.tap" })
        #expect(after.state == .ended)
        #expect(after.summary == "ended (after waiting for gallery.double-tap)")
        let doubleTap = try #require(story.recognizers.first { $0.name == "gallery.double-tap" })
        #expect(doubleTap.state == .failed)
        #expect(doubleTap.reason?.code == .tapNoNextTap)
        #expect(doubleTap.summary == "failed: no next tap within 0.35 s")
        let edge = try #require(story.relationships.first { $0.from == "gallery.tap" && $0.to == "gallery.double-tap" })
        #expect(edge.kind == .requiresStatic)
        #expect(edge.isDecisive)
    }

    @Test("a swipe right makes the pan that requires it fail, and the edge that decided it stands out")
    func swipeBeatsPan() throws {
        var rig = GalleryRig()
        rig.swipeRight()
        rig.wait(0.5)
        let story = rig.inspector.story
        let swipe = try #require(story.recognizers.first { $0.name == "gallery.swipe-right" })
        #expect(swipe.state == .ended)
        let pan = try #require(story.recognizers.first { $0.name == "gallery.pan" })
        #expect(pan.state == .failed)
        #expect(pan.reason?.other == "gallery.swipe-right")
        #expect(pan.summary.hasPrefix("failed: "))
        #expect(pan.summary.contains("gallery.swipe-right"))
        // In the words: the recognizers the swipe beat were prevented by it.
        let rotation = try #require(story.recognizers.first { $0.name == "gallery.rotation" })
        #expect(rotation.summary == "failed: prevented by gallery.swipe-right (recognized)")
        // The history says it in the same few words; who could have allowed it is in the graph's legend and the trace.
        #expect(story.entries.map(\.text).contains("gallery.rotation possible → failed: prevented by gallery.swipe-right (recognized)"),
                "\(story.entries.map(\.text))")
        #expect(RelationshipGraph.legend.contains("shouldRecognizeSimultaneouslyWith"))
        #expect(story.relationships.contains { $0.kind == .prevented && $0.from == "gallery.swipe-right"
            && $0.to == "gallery.rotation" && $0.isDecisive })
        let decisive = story.relationships.filter(\.isDecisive)
        #expect(decisive.contains { $0.from == "gallery.pan" && $0.to == "gallery.swipe-right" && $0.kind == .requiresStatic })
        #expect(!story.relationships.contains { $0.from == "gallery.pan" && $0.to == "gallery.swipe-left" && $0.isDecisive })
        // Every board recognizer waits for the edge pan through its delegate (listing 1-6).
        #expect(story.relationships.contains { $0.kind == .requiresDelegate && $0.to == "gallery.edge-pan" })
    }

    @Test("a double tap's two taps are one story; the next tap after it settles starts a new one")
    func storyBoundaries() {
        var rig = GalleryRig()
        rig.tap()
        let number = rig.inspector.story.number
        rig.tap()
        #expect(rig.inspector.story.number == number, "the single tap still waited, so the story goes on")
        #expect(rig.inspector.story.recognizers.first { $0.name == "gallery.double-tap" }?.state == .ended)
        rig.wait(0.5)
        rig.tap()
        #expect(rig.inspector.story.number == number + 1)
        #expect(rig.inspector.story.touches.count == 1)
    }

    @Test("touch deliveries: the view's ended is delayed until the double tap fails")
    func deliveriesMarked() throws {
        var rig = GalleryRig()
        rig.tap()
        let touch = try #require(rig.inspector.story.touches.first)
        #expect(touch.summary.hasSuffix("ended withheld"), "\(touch.summary)")
        rig.wait(0.5)
        let settled = try #require(rig.inspector.story.touches.first)
        #expect(settled.isUnusual)
        #expect(settled.summary.contains("ended (delayed)") || settled.summary.contains("cancelled"), "\(settled.summary)")
    }

    @Test("nothing is lost after a hundred transitions, and a new window (scene switch) clears the story and timeline")
    func keepsEverythingThenClears() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let view = View(frame: window.bounds, name: "board")
        window.addSubview(view)
        for index in 0..<120 {
            let tap = TapGestureRecognizer()
            tap.numberOfTouchesRequired = 2
            tap.name = "two-finger-\(index)"
            view.addGestureRecognizer(tap)
        }
        let inspector = Inspector()
        inspector.observe(window)
        for sample in [TouchSample(id: 1, phase: .down, location: CGPoint(x: 50, y: 50), timestamp: 0.1),
                       TouchSample(id: 1, phase: .up, location: CGPoint(x: 50, y: 50), timestamp: 0.2)] {
            window.dispatch([sample])
        }
        let story = inspector.story
        let transitions = story.entries.filter { if case .transition = $0.event { true } else { false } }
        #expect(transitions.count >= 120)
        #expect(story.recognizers.count == 120)
        #expect(story.recognizers.map(\.name) == (0..<120).map { "two-finger-\($0)" })
        let firstTransition = story.entries.first { if case .transition = $0.event { true } else { false } }
        #expect(firstTransition?.text.hasPrefix("two-finger-0 possible → failed: lifted with 1 of") == true)
        #expect(story.recognizers.allSatisfy { $0.state == .failed && $0.reason?.code == .tapLiftedBeforeAllFingers })

        // The F4 timeline keeps every one of them too: a transition each, and a lane each with its failure mark.
        let timelineTransitions = inspector.timeline.events.compactMap {
            if case .transition(let transition) = $0 { transition } else { nil }
        }
        #expect(timelineTransitions.filter { $0.to == .failed }.map(\.recognizer)
                == (0..<120).map { "two-finger-\($0)" })
        let lanes = inspector.timeline.timeline(until: 0.3).lanes.filter { $0.kind == .recognizer }
        #expect(lanes.count == 120)
        #expect(lanes.allSatisfy { $0.marks.contains { $0.kind == .failed } }, "every lane has its failure")

        // The panel scrolled all the way back shows the first line.
        let context = RecordingContext()
        inspector.panel.isVisible = true
        inspector.panel.scroll(by: 10_000, in: story)
        inspector.panel.draw(story, in: context, size: CGSize(width: 1280, height: 800))
        #expect(context.texts.contains { $0.contains("two-finger-0 possible → failed: lifted with 1 of") }, "\(context.texts)")
        #expect(context.isBalanced)

        let next = Window(frame: window.frame)
        inspector.observe(next)
        #expect(inspector.story.entries.isEmpty)
        #expect(inspector.story.recognizers.isEmpty)
        #expect(inspector.panel.scrollOffset == 0)
        #expect(inspector.timeline.events.isEmpty, "the scene switch clears the timeline")
        #expect(inspector.timeline.timeline(until: 0.4).lanes.isEmpty)
        context.reset()
        inspector.panel.draw(inspector.story, in: context, size: CGSize(width: 1280, height: 800))
        #expect(context.texts.contains("Touch sequence: none yet"))
        #expect(!context.texts.contains { $0.contains("two-finger") })
    }
}

@MainActor
@Suite("Touch-sequence story boundaries")
struct TouchSequenceStoryBoundaryTests {
    /// Issue 35 point 6: a touch on the background (no recognizer on its hit path) listed every recognizer of the
    /// scene, one row and one history line each, "not on the hit path"; now no row, and one history line counts them.
    @Test("a touch on the monkey scene's background lists no recognizer and one line for those off its hit path")
    func backgroundTouch() throws {
        var rig = GalleryRig(scene: "monkey-banana")
        rig.tap(1200, 120)
        let story = rig.inspector.story
        #expect(story.recognizers.isEmpty, "\(story.recognizers.map(\.name))")
        let offPath = story.entries.filter { if case .unseenTouch = $0.event { true } else { false } }
        #expect(offPath.map(\.text) == ["touch #1 began in monkey-banana-scene: 10 recognizers not on its hit path"])
        // A touch on the monkey: its own recognizers are listed; the banana's, off its path, are one line.
        rig.wait(1)
        let monkey = try #require(rig.window.viewWithName("monkey"))
        let center = monkey.convert(CGPoint(x: monkey.bounds.midX, y: monkey.bounds.midY), to: nil)
        rig.tap(center.x, center.y)
        #expect(!story.recognizers.isEmpty && story.recognizers.allSatisfy { $0.name.hasPrefix("monkey.") },
                "\(story.recognizers.map(\.name))")
        #expect(story.entries.filter { if case .unseenTouch = $0.event { true } else { false } }.count == 1)
    }

    @Test("a waiter whose view left the window doesn't keep the story open")
    func removedWaiterEndsTheStory() {
        var rig = GalleryRig()
        rig.tap()
        #expect(rig.inspector.story.hasWaiters)
        let number = rig.inspector.story.number
        // The board goes away while the single tap waits; its wait never ends.
        rig.window.viewWithName("board")?.removeFromSuperview()
        rig.tap(20, 20)
        #expect(rig.inspector.story.number == number + 1)
        #expect(!rig.inspector.story.recognizers.contains { $0.name == "gallery.tap" })
    }
}

@MainActor
@Suite("Touch-sequence story relationships")
struct TouchSequenceStoryRelationshipTests {
    @Test("the monkey's pan, pinch and rotation are simultaneous pairs; its tap requires the pan, which began")
    func monkeyDrag() throws {
        var rig = GalleryRig(scene: "monkey-banana")
        let monkey = try #require(rig.window.viewWithName("monkey"))
        let start = monkey.convert(CGPoint(x: monkey.bounds.midX, y: monkey.bounds.midY), to: nil)
        rig.send(.down, start.x, start.y, after: 0.1)
        for step in 1...10 { rig.send(.move, start.x + CGFloat(step) * 6, start.y, after: 1.0 / 60) }
        rig.send(.up, start.x + 60, start.y, after: 1.0 / 60)
        let story = rig.inspector.story
        let pairs = Set(story.relationships.filter { $0.kind == .simultaneous }.map { Set([$0.from, $0.to]) })
        #expect(pairs.contains(["monkey.pan", "monkey.pinch"]))
        #expect(pairs.contains(["monkey.pinch", "monkey.rotation"]))
        #expect(story.relationships.contains { $0.kind == .requiresStatic && $0.from == "monkey.tap" && $0.to == "monkey.pan" })
        #expect(!story.relationships.contains { $0.to == "banana.pan" }, "the banana's pan took no part")
        #expect(story.recognizers.first { $0.name == "monkey.pan" }?.state == .ended)
        let tap = try #require(story.recognizers.first { $0.name == "monkey.tap" })
        #expect(tap.state == .failed)
    }
}
