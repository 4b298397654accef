import Benchmark
import Foundation
import GestureKit

/// Cost of dispatching one touch event through the engine: a tree of N views where the touched view sits at the
/// end of a 25-view hit path carrying 50 pan recognizers (two per view), the rest of the tree behind it.
/// Each measured event is one finger move that keeps every pan within its hysteresis, so all 50 recognizers and
/// the view receive it (the steady state of a finger resting on a busy hierarchy: the fixture is warmed with a
/// few hundred moves first, and each sample times a thousand moves, reported per move); a second benchmark
/// measures a whole down–up tap, which adds hit testing and the arena's per-sequence work.
@MainActor
final class DispatchFixture {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    private var time: TimeInterval = 0
    private var flip: CGFloat = 1

    init(totalViews: Int) {
        let pathLength = 25
        var filler = totalViews - pathLength
        var parent: View = window
        for depth in 0..<pathLength {
            // Views behind the path (lower z-order): hit testing never needs to look at them.
            let behind = depth == pathLength - 1 ? filler : min(filler, (totalViews - pathLength) / pathLength)
            filler -= behind
            for index in 0..<behind {
                let view = View(frame: CGRect(x: CGFloat(index % 40) * 10, y: CGFloat(index / 40 % 40) * 10, width: 8, height: 8))
                parent.addSubview(view)
            }
            let next = View(frame: CGRect(x: 1, y: 1, width: 1000, height: 700), name: "path\(depth)")
            for _ in 0..<2 { next.addGestureRecognizer(PanGestureRecognizer()) }
            parent.addSubview(next)
            parent = next
        }
        window.dispatch([TouchSample(id: 1, phase: .down, location: CGPoint(x: 500, y: 400), timestamp: 0)])
    }

    func move() {
        time += 1.0 / 120
        flip = -flip
        window.dispatch([TouchSample(id: 1, phase: .move, location: CGPoint(x: 500 + flip, y: 400), timestamp: time)])
    }

    func tap() {
        time += 1
        window.dispatch([TouchSample(id: 1, phase: .up, location: CGPoint(x: 500, y: 400), timestamp: time)])
        window.dispatch([TouchSample(id: 1, phase: .down, location: CGPoint(x: 500, y: 400), timestamp: time + 0.01)])
    }
}

/// A finger scrolling a horizontal carousel inside a vertical list (issue 34): each measured move goes through both
/// scroll views' pans, delay recognizers and pinches, the carousel's pan changed and tracking, the list's failed.
@MainActor
final class NestedScrollFixture {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800), name: "list")
    let carousel = ScrollView(frame: CGRect(x: 0, y: 100, width: 1280, height: 300), name: "carousel")
    private var time: TimeInterval = 0
    private var flip: CGFloat = 1

    init() {
        window.addSubview(list)
        list.contentSize = CGSize(width: 1280, height: 40_000)
        list.addSubview(carousel)
        carousel.contentSize = CGSize(width: 1280 * 8, height: 300)
        carousel.addSubview(View(frame: CGRect(x: 0, y: 0, width: 1280 * 8, height: 300), name: "cards"))
        window.dispatch([TouchSample(id: 1, phase: .down, location: CGPoint(x: 900, y: 250), timestamp: 0)])
        // Start the carousel scrolling: a horizontal drag past the pan's hysteresis.
        for step in 1...10 {
            time += 1.0 / 120
            window.dispatch([TouchSample(id: 1, phase: .move, location: CGPoint(x: 900 - 10 * CGFloat(step), y: 250),
                                         timestamp: time)])
        }
        precondition(carousel.isDragging && !list.isDragging, "the carousel should be scrolling, not the list")
    }

    func move() {
        time += 1.0 / 120
        flip = -flip
        window.dispatch([TouchSample(id: 1, phase: .move, location: CGPoint(x: 800 + 4 * flip, y: 250),
                                     timestamp: time)])
    }
}

let benchmarks: @Sendable () -> Void = { registerBenchmarks() }

nonisolated func registerBenchmarks() {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
    for views in [1_000, 10_000] {
        Benchmark("dispatch move, \(views) views, 50 recognizers on the hit path",
                  configuration: .init(scalingFactor: .kilo)) { benchmark async in
            // The benchmark object stays on this task; the main actor only uses it while this task waits.
            nonisolated(unsafe) let handle = benchmark
            await measure(handle, views: views, tap: false)
        }
        Benchmark("dispatch up + down, \(views) views, 50 recognizers on the hit path") { benchmark async in
            // The benchmark object stays on this task; the main actor only uses it while this task waits.
            nonisolated(unsafe) let handle = benchmark
            await measure(handle, views: views, tap: true)
        }
    }
    Benchmark("dispatch move through two nested scroll views (carousel scrolling in a list)",
              configuration: .init(scalingFactor: .kilo)) { benchmark async in
        // The benchmark object stays on this task; the main actor only uses it while this task waits.
        nonisolated(unsafe) let handle = benchmark
        await MainActor.run {
            let fixture = NestedScrollFixture()
            for _ in 0..<256 { fixture.move() }
            handle.startMeasurement()
            for _ in handle.scaledIterations { fixture.move() }
            handle.stopMeasurement()
        }
    }
}

/// The engine is main-actor bound, as UIKit is: build the fixture and run the iterations on the main actor.
@MainActor
func measure(_ benchmark: Benchmark, views: Int, tap: Bool) {
    let fixture = DispatchFixture(totalViews: views)
    for _ in 0..<256 {
        if tap { fixture.tap() } else { fixture.move() }
    }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        if tap { fixture.tap() } else { fixture.move() }
    }
    benchmark.stopMeasurement()
}
