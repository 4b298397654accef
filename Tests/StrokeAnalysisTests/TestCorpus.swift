import Foundation
import GestureKitTesting
import StrokeAnalysis
import Testing

/// Finds and loads the corpus once: `$GESTURE_SANDBOX_CORPUS`, else the shipped `<repo>/Assets/corpus/unistrokes-dev.txt.gz`
/// with the repo three levels above this file. A missing corpus fails the test, saying where it looked.
enum TestCorpus {
    static var path: String {
        if let override = ProcessInfo.processInfo.environment["GESTURE_SANDBOX_CORPUS"], !override.isEmpty {
            return override
        }
        let repo = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return repo.appendingPathComponent("Assets/corpus/unistrokes-dev.txt.gz").path
    }

    private static let loaded: Result<StrokeCorpus, StrokeCorpusError> = {
        do {
            return .success(try StrokeCorpus.load(path: path))
        } catch let error as StrokeCorpusError {
            return .failure(error)
        } catch {
            return .failure(.malformed(path: path, line: 0, detail: "\(error)"))
        }
    }()

    /// A seeded sample of `strokes`: at most `count` of each person's strokes of each gesture, the seed printed. The
    /// tests that replay a whole corpus for a rate that must be zero (or a fold's worst) take it to stay well under a
    /// second; the whole corpus is `corpus-report --cross-validate`'s (release).
    static func sample(_ strokes: [CorpusStroke], _ count: Int, seed: UInt64 = 39, label: String) -> [CorpusStroke] {
        print("\(label): seeded sample of \(count) per person and gesture, seed \(seed)")
        var rng = SeededGenerator(seed: seed)
        let groups = Dictionary(grouping: strokes) { "\($0.subject) \($0.gesture)" }
        return groups.keys.sorted().flatMap { key in groups[key]!.shuffled(using: &rng).prefix(count) }
    }

    /// The corpus, or a recorded test failure naming the path looked at.
    static func corpus(sourceLocation: SourceLocation = #_sourceLocation) -> StrokeCorpus? {
        switch loaded {
        case .success(let corpus): return corpus
        case .failure(let error):
            Issue.record("\(error) — looked at \(path); set GESTURE_SANDBOX_CORPUS to override",
                         sourceLocation: sourceLocation)
            return nil
        }
    }
}
