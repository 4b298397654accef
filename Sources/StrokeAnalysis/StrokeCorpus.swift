import Foundation

/// The unistroke corpus (JSON lines of `{"gesture","device","subject","rep","points":[[x,y,t],...]}`) and the derived
/// sample sets the custom recognizers are measured on.
///
/// Some records hold several attempts: the logger kept recording across pen lifts, so a record shows a jump of many
/// points after a pause of seconds (no finger can move that far without being sampled). Such a record is split at
/// every lift and only its last attempt is kept, the one the writer finished with; `attempts` says how many there were.
public struct StrokeCorpus: Sendable {
    /// A pause longer than this followed by a jump is a lift (finger samples arrive every ~17 ms while down).
    public static let liftPause: TimeInterval = 0.5
    /// …and the jump must exceed max(this fraction of the record's extent, `liftJumpPoints`), so that a finger that
    /// merely rested keeps its stroke whole.
    public static let liftJumpFraction: CGFloat = 0.05
    public static let liftJumpPoints: CGFloat = 10

    public var strokes: [CorpusStroke]

    public init(strokes: [CorpusStroke]) {
        self.strokes = strokes
    }

    /// Reads the corpus at `path`: the packed form the project ships (gzip-compressed with a `.gz` name, as shipped,
    /// or plain), or the original JSON Lines (a `.jsonl` name). Throws `StrokeCorpusError.missing` naming the path
    /// when it is not there.
    public static func load(path: String) throws -> StrokeCorpus {
        guard FileManager.default.fileExists(atPath: path) else { throw StrokeCorpusError.missing(path: path) }
        if !path.hasSuffix(".jsonl") {
            let data = path.hasSuffix(".gz") ? try GzipFile.contents(of: path)
                : try Data(contentsOf: URL(fileURLWithPath: path))
            return StrokeCorpus(strokes: try PackedCorpusReader.records(in: data, path: path).map {
                stroke(gesture: $0.gesture, device: $0.device, subject: $0.subject, rep: $0.rep, raw: $0.points)
            })
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var strokes: [CorpusStroke] = []
        let decoder = JSONDecoder()
        for (index, line) in text.split(whereSeparator: \.isNewline).enumerated() {
            do {
                let record = try decoder.decode(Record.self, from: Data(line.utf8))
                strokes.append(record.stroke())
            } catch {
                throw StrokeCorpusError.malformed(path: path, line: index + 1, detail: "\(error)")
            }
        }
        return StrokeCorpus(strokes: strokes)
    }

    /// The shipped corpus, for a process started in the repository root.
    public static var defaultPath: String { "Assets/corpus/unistrokes-dev.txt.gz" }

    /// Recorded strokes of one shape.
    public func strokes(of gesture: String) -> [CorpusStroke] { strokes.filter { $0.gesture == gesture } }

    /// The shapes present, sorted.
    public var gestures: [String] { Array(Set(strokes.map(\.gesture))).sorted() }

    /// Real hands' ">" drawn top to bottom: carets rotated 90° clockwise (positives for the chevron).
    public var derivedChevrons: [CorpusStroke] { strokes(of: "caret").map { $0.rotatedClockwise().derived(as: "chevron") } }

    /// ">" drawn bottom to top: `v` rotated 90° anticlockwise (a negative: the seed's ">" ends below its start).
    public var derivedUpwardChevrons: [CorpusStroke] {
        strokes(of: "v").map { $0.rotatedAnticlockwise().derived(as: "chevron_upward") }
    }

    /// Real hands' horizontal back-and-forth: zig-zags rotated 90° clockwise, their reversals now horizontal.
    public var derivedTickles: [CorpusStroke] { strokes(of: "zig_zag").map { $0.rotatedClockwise().derived(as: "tickle") } }

    /// Circles mirrored, so drawn clockwise (the recorded ones are anticlockwise).
    public var clockwiseCircles: [CorpusStroke] { strokes(of: "circle").map { $0.mirrored().derived(as: "circle_cw") } }

    /// Splits a recorded point list at its pen lifts (see the type's comment).
    public static func attempts(in points: [StrokePoint]) -> [[StrokePoint]] {
        guard let first = points.first else { return [] }
        var minX = first.location.x, maxX = minX, minY = first.location.y, maxY = minY
        for point in points {
            minX = min(minX, point.location.x); maxX = max(maxX, point.location.x)
            minY = min(minY, point.location.y); maxY = max(maxY, point.location.y)
        }
        let jump = max(liftJumpFraction * max(maxX - minX, maxY - minY), liftJumpPoints)
        var result: [[StrokePoint]] = [[first]]
        for (previous, point) in zip(points, points.dropFirst()) {
            if point.time - previous.time > liftPause, previous.location.dist(to: point.location) > jump {
                result.append([])
            }
            result[result.count - 1].append(point)
        }
        return result
    }

    private struct Record: Decodable {
        var gesture: String
        var device: String
        var subject: String
        var rep: Int
        var points: [[Double]]

        func stroke() -> CorpusStroke {
            let raw = points.compactMap { p in p.count >= 3 ? StrokePoint(x: p[0], y: p[1], time: p[2]) : nil }
            return StrokeCorpus.stroke(gesture: gesture, device: device, subject: subject, rep: rep, raw: raw)
        }
    }

    /// A record's last attempt, its times from its first point.
    static func stroke(gesture: String, device: String, subject: String, rep: Int, raw: [StrokePoint]) -> CorpusStroke {
        let parts = attempts(in: raw)
        var last = parts.last ?? []
        if let start = last.first?.time {
            last = last.map { StrokePoint($0.location, time: $0.time - start) }
        }
        return CorpusStroke(gesture: gesture, device: device, subject: subject, rep: rep, points: last,
                            attempts: parts.count)
    }
}
