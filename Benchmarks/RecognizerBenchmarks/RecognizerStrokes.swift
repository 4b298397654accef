import Foundation
import StrokeAnalysis

/// The strokes the recognizer benchmarks feed: the shipped corpus's (as cross-validation redraws them) and
/// synthetic worst cases.
enum RecognizerStrokes {
    /// The repository, found from this file's place in it (the benchmark runs from `Benchmarks/`).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The shipped corpus.
    static let corpus: StrokeCorpus = {
        let path = repository.appendingPathComponent(StrokeCorpus.defaultPath).path
        do { return try StrokeCorpus.load(path: path) } catch { fatalError("corpus: \(error)") }
    }()

    /// 110 pt across (the held-out set's size) at 240 Hz, as a fast digitiser reports: every analyzer's cost grows
    /// with the points kept. The tickle's 25 pt per run is absolute, so its strokes keep their recorded size
    /// (`applyKeepingSize`, as cross-validation does).
    static let fast = StrokeAugmentation(extent: 110, sampleRate: 240)

    static let checkmarks = StrokeSet(name: "corpus ✓, 110 pt at 240 Hz",
                                      strokes: corpus.strokes(of: "check").map { fast.apply(to: $0).points })
    static let chevrons = StrokeSet(name: "corpus > (carets turned), 110 pt at 240 Hz",
                                    strokes: corpus.derivedChevrons.map { fast.apply(to: $0).points })
    static let rubs = StrokeSet(name: "corpus rubs (zig-zags turned), recorded size at 240 Hz",
                                strokes: corpus.derivedTickles.map { fast.applyKeepingSize(to: $0).points })
    /// One repetition of every shape by every person on every device: what a tickle mostly sees in
    /// cross-validation (it fails them, some late).
    static let otherShapes = StrokeSet(
        name: "corpus, every shape's first repetition, recorded size at 240 Hz",
        strokes: corpus.strokes.filter { $0.rep == corpus.strokes.map(\.rep).min() }
            .map { fast.applyKeepingSize(to: $0).points })
    static let circles = StrokeSet(name: "corpus circles both ways, 110 pt at 240 Hz",
                                   strokes: (corpus.strokes(of: "circle") + corpus.clockwiseCircles)
                                       .map { fast.apply(to: $0).points })

    /// A rub whose runs are too short to count (20 pt back and forth, less than a tickle's 25 pt, at 300 pt/s and
    /// 240 Hz: every sample kept): the tickle stays possible with every frame and window live as long as the finger
    /// keeps rubbing. `seconds` of it.
    static func shortRub(seconds: Double) -> [StrokePoint] {
        let speed: CGFloat = 300, amplitude: CGFloat = 20
        let runs = Int((speed * CGFloat(seconds) / amplitude).rounded(.up))
        let vertices = (0...runs).map { CGPoint(x: $0.isMultiple(of: 2) ? 200 : 200 + amplitude, y: 200) }
        return SyntheticStrokes.polyline(vertices, step: speed / 240, speed: speed, jitter: 0.3, seed: 7)
    }

    /// A slow drag one way across a wide screen (1,600 pt at 288 pt/s, 240 Hz, every sample kept): one run that
    /// never reverses, every frame and window live to the end.
    static let longDrag = SyntheticStrokes.polyline([CGPoint(x: 100, y: 300), CGPoint(x: 1_700, y: 330)],
                                                    step: 1.2, speed: 288, jitter: 0.3, seed: 3)

    /// A ✓ with a 400 pt down arm at 240 Hz: stays possible to the lift, where the final rules run.
    static let largeCheckmark: [StrokePoint] = {
        let points = SyntheticStrokes.checkmark(corner: CGPoint(x: 500, y: 700), downLength: 400, ratio: 2)
        return fast.applyKeepingSize(to: CorpusStroke(gesture: "check", device: "synthetic", subject: "synthetic",
                                                      rep: 0, points: points)).points
    }()
}
