import Benchmark
import CustomRecognizers
import Foundation
import GestureKit
import SandboxFormats
import StrokeAnalysis
import TemplateRecognition

/// Cost of the custom recognizers' shape analysis, point by point as a finger feeds it (`StrokeAnalyzer.analyze`:
/// every sample added, then the lift), on the shipped corpus's strokes redrawn at 240 Hz and on each analyzer's worst
/// case; the taught-gesture matcher on one drawing; and one recognizer through the engine (`StrokeReplay`, the
/// corpus report's path). An iteration is a whole set of strokes, named with its stroke and point counts: divide for
/// a stroke or a point (docs/benchmarks.md).
let benchmarks: @Sendable () -> Void = { registerBenchmarks() }

nonisolated func registerBenchmarks() {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
    analyzer("checkmark", CheckmarkAnalyzer(), RecognizerStrokes.checkmarks)
    analyzer("checkmark", CheckmarkAnalyzer(),
             StrokeSet(name: "worst case: a ✓ with a 400 pt down arm at 240 Hz", strokes: [RecognizerStrokes.largeCheckmark]))
    analyzer("chevron", ChevronAnalyzer(), RecognizerStrokes.chevrons)
    analyzer("tickle", TickleAnalyzer(), RecognizerStrokes.rubs)
    analyzer("tickle", TickleAnalyzer(), RecognizerStrokes.otherShapes)
    // Peak resident memory here is the process's baseline for the ten-minute stroke's below.
    analyzer("tickle", TickleAnalyzer(), StrokeSet(
        name: "worst case: 10 s rubbing 20 pt runs (too short to count) at 240 Hz",
        strokes: [RecognizerStrokes.shortRub(seconds: 10)]),
             configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(3)))
    analyzer("tickle", TickleAnalyzer(), StrokeSet(
        name: "worst case: a 1,600 pt drag one way at 240 Hz", strokes: [RecognizerStrokes.longDrag]))
    // Memory: a stroke that stays possible for ten minutes; peak resident memory says what the analyzer holds.
    analyzer("tickle", TickleAnalyzer(), StrokeSet(
        name: "worst case: 10 min rubbing 20 pt runs at 240 Hz", strokes: [RecognizerStrokes.shortRub(seconds: 600)]),
             configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxIterations: 3))

    let circles = RecognizerStrokes.circles
    Benchmark("swirl tracker: \(circles.name) (\(circles.size))") { benchmark in
        for _ in benchmark.scaledIterations {
            for stroke in circles.strokes {
                let box = CorpusStroke(gesture: "", device: "", subject: "", rep: 0, points: stroke).bounds
                var tracker = SwirlTracker(pivot: CGPoint(x: box.midX, y: box.midY))
                for point in stroke { tracker.add(point.location) }
                blackHole(tracker.angle)
            }
        }
    }

    templates()

    let rubs = RecognizerStrokes.rubs
    Benchmark("tickle recognizer through the engine (StrokeReplay): \(rubs.name) (\(rubs.size))") { benchmark async in
        nonisolated(unsafe) let handle = benchmark
        await replay(handle, rubs)
    }
}

/// Every stroke of `set` analysed from its first sample to the lift, as the recognizer feeds it.
nonisolated func analyzer<Analyzer: StrokeAnalyzer>(_ kind: String, _ prototype: Analyzer, _ set: StrokeSet,
                                                    configuration: Benchmark.Configuration = Benchmark.defaultConfiguration) {
    Benchmark("\(kind) analyzer: \(set.name) (\(set.size))", configuration: configuration) { benchmark in
        var analyzer = prototype
        for _ in benchmark.scaledIterations {
            for stroke in set.strokes { blackHole(analyzer.analyze(stroke)) }
        }
    }
}

/// One drawing (a corpus ✓ at 240 Hz) matched against taught gestures: the TaughtShapes example's shipped file
/// (3 gestures × 3 examples), and every corpus shape taught by one stroke of each person (16 × 6).
nonisolated func templates() {
    let shipped = RecognizerStrokes.repository
        .appendingPathComponent("Examples/TaughtShapes/Sources/TaughtShapes/Resources/gestures.json").path
    let example: TemplateSet
    do { example = try GestureTemplatesFile.load(path: shipped) } catch { fatalError("templates: \(error)") }
    let corpus = RecognizerStrokes.corpus
    let taught = TemplateSet(gestures: corpus.gestures.map { name in
        let strokes = corpus.strokes(of: name).filter { $0.rep == 1 && $0.device == "touchscreen" }
        return TaughtGesture(name: name, examples: strokes.map { GestureExample($0.points.map(\.location)) })
    })
    let drawing = GestureExample(RecognizerStrokes.checkmarks.strokes[0].map(\.location))
    for (name, set) in [("TaughtShapes' gestures.json", example), ("16 corpus shapes × 6 people", taught)] {
        let examples = set.gestures.reduce(0) { $0 + $1.examples.count }
        Benchmark("template match: one ✓ (\(drawing.strokes[0].count) points) against \(name) (\(examples) examples)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(set.matches(for: drawing)) }
        }
    }
}

/// The recognizer on a view in a window, touch sample by touch sample with the recorded times; the engine is
/// main-actor bound, as UIKit is.
@MainActor
func replay(_ benchmark: Benchmark, _ set: StrokeSet) {
    let placed = set.strokes.map { StrokeReplay.placed($0) }
    let frames = placed.map { StrokeReplay.frame(for: $0) }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        for (stroke, frame) in zip(placed, frames) {
            blackHole(StrokeReplay.replay(stroke, frame: frame, into: TickleGestureRecognizer()))
        }
    }
    benchmark.stopMeasurement()
}
