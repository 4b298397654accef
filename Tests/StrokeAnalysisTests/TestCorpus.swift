import Foundation
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
