import Foundation
import Testing
import GestureKitTesting
@testable import GestureKit

/// Issue 15's guarantee, shown over random input: on trees of several views, each with its own built-in
/// recognizers and delegate relationships, random multi-finger streams (several fingers changing in one event,
/// large finger ids, bad samples) leave every view touch ended or cancelled exactly once, every recognizer back in
/// possible holding no touch, and the window holding nothing. A failure prints the seed and the smallest failing
/// stream found by shrinking.
@MainActor
@Suite struct TouchGuaranteePropertyTests {
    /// Streams per tree; with four trees the suite runs 2,400 sequences.
    static let streamsPerTree = 600

    enum Tree: String, CaseIterable, CustomTestStringConvertible {
        case board, siblings, nested, random
        var testDescription: String { rawValue }
    }

    /// Answers from tables the tree fills in, so relationships are part of the fixture.
    final class TableDelegate: GestureRecognizerDelegate {
        var excludedViews: [String: Set<String>] = [:]
        var simultaneous: Set<String> = []
        var requiresFailure: Set<String> = []
        var refusesToBegin: Set<String> = []

        func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool { !refusesToBegin.contains(g.name) }
        func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
            !(excludedViews[g.name]?.contains(touch.view?.name ?? "") ?? false)
        }
        func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith o: GestureRecognizer) -> Bool {
            simultaneous.contains(g.name + "|" + o.name)
        }
        func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf o: GestureRecognizer) -> Bool {
            requiresFailure.contains(g.name + "|" + o.name)
        }
    }

    /// A window with its views, recognizers and delegate, built the same way for every stream of one seed.
    struct Fixture {
        let window: Window
        let recognizers: [GestureRecognizer]
        let delegate: TableDelegate
    }

    static func make(_ tree: Tree, seed: UInt64) -> Fixture {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let delegate = TableDelegate()
        var recognizers: [GestureRecognizer] = []
        func add<R: GestureRecognizer>(_ recognizer: R, _ name: String, to view: View) -> R {
            recognizer.name = name
            recognizer.delegate = delegate
            view.addGestureRecognizer(recognizer)
            recognizers.append(recognizer)
            return recognizer
        }
        switch tree {
        case .board:
            // The gallery's arrangement: one board with every kind, a subview the tap doesn't receive, a button.
            let board = View(frame: CGRect(x: 0, y: 0, width: 600, height: 400), name: "board")
            board.isMultipleTouchEnabled = true
            let subview = View(frame: CGRect(x: 420, y: 240, width: 150, height: 130), name: "custom-subview")
            let button = Button(frame: CGRect(x: 30, y: 330, width: 120, height: 50), title: "OK", name: "button")
            window.addSubview(board)
            board.addSubview(subview)
            board.addSubview(button)
            let tap = add(TapGestureRecognizer(), "tap", to: board)
            let double = add(TapGestureRecognizer(), "double-tap", to: board)
            double.numberOfTapsRequired = 2
            tap.require(toFail: double)
            delegate.excludedViews["tap"] = ["custom-subview"]
            let pan = add(PanGestureRecognizer(), "pan", to: board)
            let right = add(SwipeGestureRecognizer(), "swipe-right", to: board)
            let left = add(SwipeGestureRecognizer(), "swipe-left", to: board)
            left.direction = .left
            pan.require(toFail: right)
            pan.require(toFail: left)
            _ = add(PinchGestureRecognizer(), "pinch", to: board)
            _ = add(RotationGestureRecognizer(), "rotation", to: board)
            delegate.simultaneous = ["pinch|rotation"]
            _ = add(LongPressGestureRecognizer(), "long-press", to: board)
            let edge = add(ScreenEdgePanGestureRecognizer(), "edge-pan", to: window)
            edge.edges = .left
            tap.require(toFail: edge)
        case .siblings:
            // Seed 003's arrangement, three times over: side-by-side views, each with pan, pinch, rotation and a
            // tap that requires every pan to fail; all simultaneous across views.
            var pans: [PanGestureRecognizer] = []
            var taps: [TapGestureRecognizer] = []
            for index in 0..<3 {
                let view = View(frame: CGRect(x: 20 + CGFloat(index) * 190, y: 60, width: 170, height: 280), name: "v\(index)")
                view.isMultipleTouchEnabled = index != 1
                window.addSubview(view)
                pans.append(add(PanGestureRecognizer(), "pan\(index)", to: view))
                let pinch = add(PinchGestureRecognizer(), "pinch\(index)", to: view)
                pinch.delaysTouchesBegan = index == 2
                _ = add(RotationGestureRecognizer(), "rotation\(index)", to: view)
                let tap = add(TapGestureRecognizer(), "tap\(index)", to: view)
                tap.delaysTouchesEnded = index != 0
                taps.append(tap)
            }
            for tap in taps { for pan in pans { tap.require(toFail: pan) } }
            let names = recognizers.map(\.name)
            for a in names { for b in names where a != b && a.last != b.last { delegate.simultaneous.insert(a + "|" + b) } }
        case .nested:
            // A chain of views, each with one recognizer, requirements along the chain, delays and no-cancel.
            var parent: View = window
            var previous: GestureRecognizer?
            for index in 0..<5 {
                let inset = CGFloat(index) * 40
                let view = View(frame: CGRect(x: 40, y: 30, width: 520 - inset * 2, height: 340 - inset * 1.5), name: "n\(index)")
                view.isMultipleTouchEnabled = index % 2 == 0
                parent.addSubview(view)
                let recognizer: GestureRecognizer
                switch index {
                case 0: recognizer = add(SwipeGestureRecognizer(), "swipe", to: view)
                case 1: recognizer = add(PanGestureRecognizer(), "pan", to: view)
                case 2:
                    let press = add(LongPressGestureRecognizer(), "long-press", to: view)
                    press.cancelsTouchesInView = false
                    recognizer = press
                case 3:
                    let double = add(TapGestureRecognizer(), "double-tap", to: view)
                    double.numberOfTapsRequired = 2
                    double.delaysTouchesBegan = true
                    recognizer = double
                default:
                    let twoFinger = add(TapGestureRecognizer(), "two-finger-tap", to: view)
                    twoFinger.numberOfTouchesRequired = 2
                    recognizer = twoFinger
                }
                if let previous { delegate.requiresFailure.insert(recognizer.name + "|" + previous.name) }
                previous = recognizer
                parent = view
            }
            delegate.refusesToBegin = ["swipe"]
        case .random:
            var rng = SeededGenerator(seed: seed &* 0x9E37)
            var views: [View] = [window]
            for index in 0..<6 {
                let parent = views.randomElement(using: &rng)!
                let view = View(frame: CGRect(x: .random(in: 0...300, using: &rng), y: .random(in: 0...200, using: &rng),
                                              width: .random(in: 80...320, using: &rng), height: .random(in: 80...240, using: &rng)),
                                name: "r\(index)")
                view.isMultipleTouchEnabled = Bool.random(using: &rng)
                parent.addSubview(view)
                views.append(view)
            }
            let kinds: [() -> GestureRecognizer] = [
                { TapGestureRecognizer() }, { let t = TapGestureRecognizer(); t.numberOfTapsRequired = 2; return t },
                { PanGestureRecognizer() }, { SwipeGestureRecognizer() }, { PinchGestureRecognizer() },
                { RotationGestureRecognizer() }, { LongPressGestureRecognizer() },
            ]
            for index in 0..<12 {
                let recognizer = add(kinds.randomElement(using: &rng)!(), "g\(index)", to: views.randomElement(using: &rng)!)
                recognizer.cancelsTouchesInView = Int.random(in: 0..<4, using: &rng) > 0
                recognizer.delaysTouchesBegan = Int.random(in: 0..<4, using: &rng) == 0
                recognizer.delaysTouchesEnded = Bool.random(using: &rng)
                if index > 0, Int.random(in: 0..<3, using: &rng) == 0 {
                    recognizer.require(toFail: recognizers[Int.random(in: 0..<index, using: &rng)])
                }
                if index > 0, Int.random(in: 0..<3, using: &rng) == 0 {
                    delegate.simultaneous.insert(recognizer.name + "|" + recognizers[Int.random(in: 0..<index, using: &rng)].name)
                }
                if Int.random(in: 0..<6, using: &rng) == 0 {
                    delegate.excludedViews[recognizer.name] = [views.randomElement(using: &rng)!.name]
                }
            }
        }
        window.advance(to: 1)
        return Fixture(window: window, recognizers: recognizers, delegate: delegate)
    }

    /// What went wrong when `stream` is played on a fresh fixture (empty when every guarantee held).
    static func violations(_ tree: Tree, seed: UInt64, _ stream: TouchStream) -> [String] {
        let fixture = make(tree, seed: seed)
        let auditor = TouchGuaranteeAuditor(window: fixture.window)
        stream.play(on: fixture.window)
        return auditor.violations(recognizers: fixture.recognizers)
    }

    static func stream(seed: UInt64) -> TouchStream {
        var rng = SeededGenerator(seed: seed)
        // Small ids, and ids beyond 32 bits as SDL's 64-bit finger ids can be.
        let ids = seed % 3 == 0 ? [1 << 40, (1 << 40) + 1, 4_294_967_297, 7] : [0, 1, 2, 3, 4]
        return TouchStream.random(using: &rng, in: CGRect(x: -10, y: -10, width: 620, height: 420),
                                  events: Int.random(in: 5...60, using: &rng), fingerIDs: ids, maxSimultaneous: 3,
                                  start: 1)
    }

    @Test(arguments: Tree.allCases)
    func everyViewTouchEndsExactlyOnce(tree: Tree) {
        var failures = 0
        for index in 0..<Self.streamsPerTree {
            let seed = UInt64(index) &+ 1
            let stream = Self.stream(seed: seed)
            let problems = Self.violations(tree, seed: seed, stream)
            guard !problems.isEmpty else { continue }
            failures += 1
            guard failures <= 3 else { continue }
            let smallest = stream.shrunk { !Self.violations(tree, seed: seed, $0).isEmpty }
            Issue.record("""
                tree \(tree.rawValue), seed \(seed): \(problems.prefix(4).joined(separator: "; "))
                smallest failing stream (\(smallest.events.count) events):
                \(smallest)
                → \(Self.violations(tree, seed: seed, smallest).joined(separator: "; "))
                """)
        }
        #expect(failures == 0, "\(failures) of \(Self.streamsPerTree) streams broke the guarantee on \(tree.rawValue)")
    }

    /// The shrinker itself: a stream failing only when two particular samples are both present shrinks to them.
    @Test func shrinkingKeepsOnlyWhatFails() {
        var rng = SeededGenerator(seed: 42)
        let stream = TouchStream.random(using: &rng, in: CGRect(x: 0, y: 0, width: 100, height: 100), events: 40,
                                        fingerIDs: [1, 2, 3])
        let a = stream.events[7][0], b = stream.events[30][0]
        let fails: (TouchStream) -> Bool = { s in
            let all = s.events.flatMap { $0 }
            return all.contains(a) && all.contains(b)
        }
        let smallest = stream.shrunk(whileFailing: fails)
        #expect(smallest.events.flatMap { $0 } == [a, b])
    }
}
