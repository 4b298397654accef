import Foundation
import GestureKitTesting
import StrokeAnalysis
import Testing

/// Seeded random strokes — scribbles, loops, rubs at any tilt and size, with lead-ins — through the tickle's analyzer:
/// the tuning's `requiredVerticalRatio` says exactly which ratios recognize the stroke (so a fold tuned on it predicts
/// the analyzer), and a recognized rub says where it began and turned on the stroke.
@Suite struct TickleAnalyzerPropertyTests {
    static func randomStroke(seed: UInt64) -> [StrokePoint] {
        var rng = SeededGenerator(seed: seed)
        func r(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &rng)) }
        var vertices = [CGPoint(x: r(100...300), y: r(100...300))]
        func go(_ dx: CGFloat, _ dy: CGFloat) { vertices.append(CGPoint(x: vertices[vertices.count - 1].x + dx, y: vertices[vertices.count - 1].y + dy)) }
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            switch Int.random(in: 0...2, using: &rng) {
            case 0:
                // A rub: runs along a tilted axis, drifting across.
                let angle = r(-0.6...0.6), width = r(20...140), drift = r(-30...30)
                for run in 0..<Int.random(in: 2...6, using: &rng) {
                    let sign: CGFloat = run.isMultiple(of: 2) ? 1 : -1
                    go(sign * width * cos(angle) - drift * sin(angle), sign * width * sin(angle) + drift * cos(angle))
                }
            case 1:
                // A loop.
                let radius = r(8...60), start = r(0...6.3)
                let centre = CGPoint(x: vertices[vertices.count - 1].x - radius * cos(start), y: vertices[vertices.count - 1].y - radius * sin(start))
                for step in 1...16 {
                    let a = start + CGFloat(step) * .pi / 8
                    vertices.append(CGPoint(x: centre.x + radius * cos(a), y: centre.y + radius * sin(a)))
                }
            default:
                go(r(-150...150), r(-150...150))
            }
        }
        return SyntheticStrokes.polyline(vertices, step: r(2...16), speed: r(200...1500), jitter: r(0...2), seed: seed)
    }

    @Test(arguments: 1...150)
    func requiredRatioSaysWhichRatiosRecognize(seed: Int) {
        let stroke = Self.randomStroke(seed: UInt64(seed))
        let required = TickleAnalyzer.requiredVerticalRatio(stroke.map(\.location))
        func recognized(_ ratio: CGFloat) -> Bool {
            var c = TickleAnalyzer.Configuration()
            c.maximumVerticalRatio = ratio
            var analyzer = TickleAnalyzer(configuration: c)
            let verdict = analyzer.analyze(stroke)
            if verdict == .recognized {
                #expect(analyzer.reversalPoints.count == 2 + c.requiredDirectionChanges, "seed \(seed)")
                let points = Set(stroke.map { "\($0.location)" })
                #expect(analyzer.reversalPoints.allSatisfy { points.contains("\($0)") }, "seed \(seed)")
            }
            return verdict == .recognized
        }
        if let required, required.isFinite {
            #expect(recognized(required + 1e-6), "seed \(seed): needs \(required)")
            #expect(!recognized(required - 1e-6), "seed \(seed): needs \(required)")
        } else {
            #expect(!recognized(1000), "seed \(seed): no ratio should recognize it")
        }
    }
}

extension TickleAnalyzerPropertyTests {
    /// The random strokes exercise both sides: many are rubs some ratio recognizes, many are not.
    @Test func theRandomStrokesAreBothRubsAndNot() {
        let required = (1...150).map { TickleAnalyzer.requiredVerticalRatio(Self.randomStroke(seed: UInt64($0)).map(\.location)) }
        let rubs = required.filter { $0 != nil }.count
        print("random strokes: \(rubs) of 150 recognized at some ratio")
        #expect(rubs >= 30 && rubs <= 120, "\(rubs) of 150")
    }
}
