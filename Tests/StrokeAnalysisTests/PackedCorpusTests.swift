import Foundation
@testable import StrokeAnalysis
import Testing

/// The shipped corpus form: deltas add up, comments are skipped, a bad line is named, and the shipped file holds
/// the whole corpus.
@Suite struct PackedCorpusTests {
    @Test func pointsAreTheRunningSumOfTheDifferences() throws {
        let text = "# comment\ncheck touchscreen user01 3 100 200 0 5 -2 17 -1 0 16\n"
        let records = try PackedCorpusReader.records(in: Data(text.utf8), path: "t.txt")
        #expect(records.count == 1)
        #expect(records[0].gesture == "check" && records[0].device == "touchscreen" && records[0].subject == "user01")
        #expect(records[0].rep == 3)
        #expect(records[0].points == [StrokePoint(x: 100, y: 200, time: 0), StrokePoint(x: 105, y: 198, time: 0.017),
                                      StrokePoint(x: 104, y: 198, time: 0.033)])
    }

    @Test func aBadLineIsNamed() {
        let text = "check touchscreen user01 1 1 2 3\nv mouse user02 1 1 2 x\n"
        #expect(throws: StrokeCorpusError.self) { try PackedCorpusReader.records(in: Data(text.utf8), path: "c.txt") }
        do {
            _ = try PackedCorpusReader.records(in: Data(text.utf8), path: "c.txt")
        } catch {
            #expect("\(error)".hasPrefix("stroke corpus c.txt line 2 is malformed"))
        }
    }

    @Test func theShippedCorpusIsWhole() throws {
        let corpus = try #require(TestCorpus.corpus())
        #expect(corpus.strokes.count == 3840)
        #expect(corpus.gestures.count == 16)
        #expect(Set(corpus.strokes.map(\.subject)).count == 6)
    }
}
