import Foundation
import TestSupport
import GestureKit
import SandboxHost
import SandboxScenes
import SceneTestSupport
import Testing
@testable import SandboxFormats

/// Replays the demo recordings in `Assets/recordings` through the scenes named in their headers, the way the app's
/// headless replay feeds them (all samples in order on the engine clock, then the clock runs on), and checks the
/// trace and the resulting views.
@MainActor
@Suite struct RecordingReplayTests {
    @MainActor
    struct Replay {
        let window: Window
        let scene: View
        var transitions: [RecognizerTransition]
        var sounds: [String]

        func states(of recognizer: String) -> [GestureRecognizer.State] {
            transitions.filter { $0.recognizer == recognizer && $0.to != .possible }.map(\.to)
        }

        func view(_ name: String) -> View? { window.viewWithName(name) }
    }

    static let recordings = RepositoryFiles.repository.appendingPathComponent("Assets/recordings")

    private func replay(_ file: String, scene: String? = nil) throws -> Replay {
        let recording = try LinuxInputImporter.load(path: Self.recordings.appendingPathComponent(file).path,
                                                    windowSize: nil)
        let window = Window(frame: CGRect(origin: .zero, size: recording.windowSize))
        let sounds = SoundLog()
        let installed = SceneCatalog.install(id: scene ?? recording.scene ?? "", in: window) { sounds.names.append($0) }
        let scene = try #require(installed)
        var transitions: [RecognizerTransition] = []
        window.observers.append { event in
            if case let .transition(transition) = event { transitions.append(transition) }
        }
        var now: TimeInterval = 0
        for sample in recording.samples {
            while now + 1.0 / 60 < sample.timestamp {
                now += 1.0 / 60
                window.advance(to: now)
                window.layoutHierarchy()
            }
            window.dispatch([sample])
        }
        for _ in 0..<90 {
            now += 1.0 / 60
            window.advance(to: now)
        }
        return Replay(window: window, scene: scene, transitions: transitions, sounds: sounds.names)
    }

    @Test func everySceneHasADemoRecording() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.recordings.path)
        for scene in SceneCatalog.all {
            #expect(files.contains { $0.hasPrefix(scene.id + "-") && $0.hasSuffix(".jsonl") }, "\(scene.id)")
        }
    }

    @Test func monkeyBananaDrag() throws {
        let r = try replay("monkey-banana-drag.jsonl")
        let monkey = try #require(r.view("monkey")), banana = try #require(r.view("banana"))
        #expect(r.states(of: "monkey.pan").first == .began)
        // Dragged 180 pt right (170 after the pan's hysteresis) and flung on.
        #expect(monkey.center.x > 409.6 + 170 + 30)
        #expect(r.sounds == ["chomp"])
        #expect(r.states(of: "banana.tap").filter { $0 == .ended }.count == 1)
        #expect(banana.center.distance(to: CGPoint(x: 870.4, y: 434)) < 0.5)
        #expect(banana.transform.scale > 1.3)
        #expect(banana.transform.angle > 20 * .pi / 180)
    }

    /// The shipped Linux input recordings (tools/make-input-recordings.py), imported as `--replay` does: the circle
    /// sweeps 270° clockwise around the knob's pivot, so the knob turns 270°; the pinch spreads two fingers from 80
    /// to 240 pt apart on the monkey, which scales by their spread since the pinch began (after its hysteresis).
    @Test(arguments: ["libinput.yml", "evemu"])
    func importedCircleTurnsTheKnob(_ format: String) throws {
        let r = try replay("knob-circle." + format, scene: "knob")
        let knob = try #require(r.view("knob"))
        #expect(abs(knob.transform.angle * 180 / .pi - -90) < 0.5, "270° clockwise shows as -90°")
        #expect((r.view("bearing") as? Label)?.text == "270°")
        #expect(r.states(of: "knob.swirl").last == .ended)
    }

    @Test(arguments: ["libinput.yml", "evemu"])
    func importedPinchScalesTheMonkey(_ format: String) throws {
        let r = try replay("monkey-pinch." + format, scene: "monkey-banana")
        let monkey = try #require(r.view("monkey"))
        #expect(r.states(of: "monkey.pinch").first == .began)
        #expect(r.states(of: "monkey.pinch").last == .ended)
        #expect(monkey.transform.scale > 2.5 && monkey.transform.scale < 3.0, "\(monkey.transform.scale)")
        #expect(monkey.center.distance(to: CGPoint(x: 409.6, y: 434)) < 2, "a symmetric spread leaves it in place")
    }

    @Test func knobQuarterTurn() throws {
        let r = try replay("knob-quarter-turn.jsonl")
        let swirl = r.transitions.filter { $0.recognizer == "knob.swirl" && $0.to == .ended }
        #expect(swirl.count == 1)
        #expect(r.states(of: "knob.double-tap").last == .ended)
        #expect((r.view("bearing") as? Label)?.text == "0°")
        #expect(r.view("knob")?.transform.angle.magnitude ?? 1 < 1e-6)
    }

    @Test func checkmarkThenLine() throws {
        let r = try replay("checkmark-check.jsonl")
        #expect(r.states(of: "checkmark") == [.ended, .failed])
        let shown = r.transitions.first { $0.recognizer == "checkmark" && $0.to == .ended }
        #expect(shown != nil)
        #expect(r.view("check-mark") == nil)
    }

    @Test func photoChevronOpenBrowseAndDismiss() throws {
        let r = try replay("photo-chevron-open.jsonl")
        #expect(r.states(of: "chevron") == [.ended])
        #expect(r.states(of: "photo-grid.tap").filter { $0 == .ended }.count == 1)
        #expect(r.states(of: "photo-viewer.tap") == [.ended])
        #expect(r.states(of: "photo-grid.pan").filter { $0 == .began }.count == 2)
        #expect(r.states(of: "photo-library.swipe-down").last == .ended)
        #expect(r.view("photo-library") == nil)
    }

    @Test func galleryTour() throws {
        let r = try replay("gallery-tour.jsonl")
        for name in ["tap", "double-tap", "swipe-right", "swipe-left", "long-press", "edge-pan"] {
            #expect(r.states(of: "gallery.\(name)").contains(.ended), "\(name)")
        }
        for name in ["pan", "pinch", "rotation"] {
            #expect(r.states(of: "gallery.\(name)").contains(.began), "\(name)")
        }
        // One tap alone, not the double tap's taps, the long press or the custom subview's tap.
        #expect(r.states(of: "gallery.tap").filter { $0 == .ended }.count == 1)
        #expect(r.states(of: "gallery.pan").filter { $0 == .began }.count == 1)
    }

    /// The scroll scene's demo (issue 34): press the button and scroll (the button's touch is cancelled), drag the
    /// slider, flip the switch, fling the list, tap the list while it moves (which only stops it), press and hold a row. Its golden trace: every recognizer's
    /// states except `changed`, in order, and what the views show at the end.
    @Test func scrollPressAndScroll() throws {
        let r = try replay("scroll-press-and-scroll.jsonl")
        let trace = r.transitions.filter { $0.to != .possible && $0.to != .changed }.map { "\($0.recognizer) \($0.to)" }
        #expect(trace == Self.scrollGolden, "\(trace)")
        let scene = try #require(r.scene as? ScrollScene)
        #expect(scene.status.text == "Row 46 tapped")
        #expect(scene.toggle.isOn)
        #expect(abs(scene.slider.value - 0.9310345) < 1e-5, "\(scene.slider.value)")
        // The fling from y 650 to 250 in 80 ms, decelerated at 0.998 a millisecond.
        #expect(abs(scene.list.contentOffset.y - 2831.774) < 0.01, "\(scene.list.contentOffset)")
        #expect(scene.list.contentOffset.x == 0)
        #expect(!scene.list.isDecelerating)
    }

    static let scrollGolden = [
        // The button held 0.32 s, then dragged up: the button keeps its touch, the list's pan fails.
        "list.delay failed", "list.pan failed",
        // The slider dragged sideways: the vertical list can't move that way.
        "list.pan failed", "list.delay failed",
        // The switch tapped.
        "list.pan failed", "list.delay failed",
        "photo.pan failed", "photo.delay failed", "photo.double-tap failed",
        // The fling.
        "list.pan began", "photo.pinch failed", "list.delay failed", "list.pan ended",
        // A tap while the list still decelerates only stops it (list.delay fails at the touch-down,
        // scroll.touch-stopped-motion: the row doesn't get the tap); then a row pressed and held.
        "list.delay failed", "list.pan failed", "list.delay failed", "list.pan failed",
    ]
}
