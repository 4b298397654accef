import Foundation
import GestureKitTesting
import Testing
@_spi(GestureRecognizerSubclass) @testable import GestureKit

/// Property-based check of the engine: long random touch streams (random fingers, phases, positions and timings,
/// including moves and ends of unknown fingers and repeated downs) through a tree with many recognizers and random
/// relationships, checking invariants after every stream.
@MainActor
@Suite struct RandomTouchStreamTests {
    /// A view that checks each touch's message order: began first, then moves, then exactly one ended/cancelled.
    final class AuditingView: View {
        var problems: [String] = []
        var open: [ObjectIdentifier: Int] = [:]
        var weakTouches: [WeakTouch] = []
        struct WeakTouch { weak var touch: Touch? }

        override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
            for touch in touches {
                let id = ObjectIdentifier(touch)
                if open[id] != nil { problems.append("\(name): began twice") }
                open[id] = 1
                weakTouches.append(WeakTouch(touch: touch))
            }
        }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
            for touch in touches where open[ObjectIdentifier(touch)] == nil { problems.append("\(name): moved without began") }
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event) { finish(touches, "ended") }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { finish(touches, "cancelled") }
        private func finish(_ touches: Set<Touch>, _ kind: String) {
            for touch in touches {
                if open.removeValue(forKey: ObjectIdentifier(touch)) == nil { problems.append("\(name): \(kind) without open began") }
            }
        }
    }

    @Test(arguments: 1...100)
    func invariantsHold(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &* 7919)
        var illegal: [String] = []
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.illegalTransitionHandler = { r, from, to in illegal.append("\(r.name) \(from)→\(to)") }
        var views: [AuditingView] = []
        for index in 0..<6 {
            let parent: View = index == 0 ? window : views[Int.random(in: 0..<index, using: &rng)]
            let view = AuditingView(frame: CGRect(x: CGFloat.random(in: 0...150, using: &rng), y: CGFloat.random(in: 0...150, using: &rng),
                                                  width: CGFloat.random(in: 80...300, using: &rng), height: CGFloat.random(in: 80...300, using: &rng)),
                                    name: "v\(index)")
            if Bool.random(using: &rng) { view.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: -1...1, using: &rng)) }
            view.isMultipleTouchEnabled = Bool.random(using: &rng)
            parent.addSubview(view)
            views.append(view)
        }
        final class RandomDelegate: GestureRecognizerDelegate {
            var pairs: Set<String> = []
            func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith o: GestureRecognizer) -> Bool {
                pairs.contains(g.name + "|" + o.name)
            }
        }
        let delegate = RandomDelegate()
        var recognizers: [GestureRecognizer] = []
        for index in 0..<12 {
            let recognizer: GestureRecognizer
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                let drag = DragTestRecognizer()
                drag.threshold = CGFloat.random(in: 2...40, using: &rng)
                recognizer = drag
            case 1:
                let tap = MultiTapTestRecognizer()
                tap.taps = Int.random(in: 1...3, using: &rng)
                recognizer = tap
            default:
                let two = TwoFingerTapTestRecognizer()
                two.fingers = Int.random(in: 1...3, using: &rng)
                recognizer = two
            }
            recognizer.name = "r\(index)"
            recognizer.delegate = delegate
            recognizer.cancelsTouchesInView = Int.random(in: 0..<4, using: &rng) > 0
            recognizer.delaysTouchesBegan = Int.random(in: 0..<4, using: &rng) == 0
            recognizer.delaysTouchesEnded = Bool.random(using: &rng)
            if index > 0, Int.random(in: 0..<3, using: &rng) == 0 {
                recognizer.require(toFail: recognizers[Int.random(in: 0..<index, using: &rng)])
            }
            if index > 0, Int.random(in: 0..<3, using: &rng) == 0 {
                delegate.pairs.insert(recognizer.name + "|" + recognizers[Int.random(in: 0..<index, using: &rng)].name)
            }
            let host: View = Int.random(in: 0..<6, using: &rng) == 0 ? window : views.randomElement(using: &rng)!
            host.addGestureRecognizer(recognizer)
            recognizers.append(recognizer)
        }

        var actionsAfterFailure: [String] = []
        var failedSinceReset: Set<String> = []
        for recognizer in recognizers {
            recognizer.addAction { (r: GestureRecognizer) in
                if failedSinceReset.contains(r.name) { actionsAfterFailure.append("\(r.name) \(r.state)") }
            }
        }
        var badTransitions: [String] = []
        window.observers.append { event in
            guard case let .transition(t) = event else { return }
            if t.to == .failed { failedSinceReset.insert(t.recognizer) }
            if t.to == .possible { failedSinceReset.remove(t.recognizer) }
            let legal = t.from.canTransition(to: t.to) || (t.to == .possible && t.from != .possible)
            if !legal { badTransitions.append("\(t.recognizer) \(t.from)→\(t.to)") }
            if t.action == (t.to == .failed || t.to == .possible) { badTransitions.append("\(t.recognizer) action flag \(t.to)") }
        }

        var time: TimeInterval = 0
        var down: [Int: CGPoint] = [:]
        for _ in 0..<400 {
            time += Double.random(in: 0...0.12, using: &rng)
            let id = Int.random(in: 0..<6, using: &rng)
            let point = CGPoint(x: CGFloat.random(in: -20...420, using: &rng), y: CGFloat.random(in: -20...420, using: &rng))
            let roll = Int.random(in: 0..<100, using: &rng)
            let phase: TouchSample.Phase
            switch roll {
            case 0..<25: phase = .down
            case 25..<75: phase = .move
            case 75..<95: phase = .up
            default: phase = .cancel
            }
            if roll % 17 == 0 { window.advance(to: time) }
            let location = phase == .move ? (down[id].map { $0 + CGPoint(x: point.x / 20 - 10, y: point.y / 20 - 10) } ?? point) : point
            window.dispatch([TouchSample(id: id, phase: phase, location: location, timestamp: time)])
            switch phase {
            case .down, .move: if phase == .down || down[id] != nil { down[id] = location }
            case .up, .cancel: down[id] = nil
            }
        }
        for (id, point) in down.sorted(by: { $0.key < $1.key }) {
            time += 0.01
            window.dispatch([TouchSample(id: id, phase: .up, location: point, timestamp: time)])
        }
        window.advance(to: time + 2)

        #expect(illegal.isEmpty, "seed \(seed): refused transitions \(illegal)")
        #expect(badTransitions.isEmpty, "seed \(seed): \(badTransitions)")
        #expect(actionsAfterFailure.isEmpty, "seed \(seed): \(actionsAfterFailure)")
        for view in views {
            #expect(view.problems.isEmpty, "seed \(seed): \(view.problems)")
            #expect(view.open.isEmpty, "seed \(seed): \(view.name) has \(view.open.count) touches never ended")
        }
        #expect(!window.hasActiveTouches)
        #expect(window.pendingViewTouches.isEmpty, "seed \(seed): \(window.pendingViewTouches.count) touches still owed")
        for recognizer in recognizers {
            #expect(recognizer.state == .possible, "seed \(seed): \(recognizer.name) left \(recognizer.state)")
            #expect(recognizer.trackedTouches.isEmpty && recognizer.pendingState == nil, "seed \(seed): \(recognizer.name) retains touches")
        }
        window.currentEvent.allTouches.removeAll()
        let retained = views.flatMap(\.weakTouches).filter { $0.touch != nil }.count
        #expect(retained == 0, "seed \(seed): \(retained) touches retained after the sequence ended")
    }
}
