import StrokeAnalysis

/// The strokes one benchmark iteration analyses, named; its figures divide by `count` for a stroke and by `points`
/// for a point.
struct StrokeSet: Sendable {
    let name: String
    let strokes: [[StrokePoint]]
    var count: Int { strokes.count }
    var points: Int { strokes.reduce(0) { $0 + $1.count } }
    /// "240 strokes, 41,234 points": what the benchmark's name says an iteration holds.
    var size: String { "\(count) stroke\(count == 1 ? "" : "s"), \(Self.grouped(points)) points" }

    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        return digits.enumerated().map { i, c in i > 0 && (digits.count - i) % 3 == 0 ? ",\(c)" : "\(c)" }.joined()
    }
}
