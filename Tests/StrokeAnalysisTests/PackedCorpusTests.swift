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

/// The corpus ships gzip-compressed: a file that isn't gzip is one clear error naming it, and a compressed copy of
/// packed text reads as the text does.
@Suite struct GzipCorpusTests {
    @Test func aCompressedCorpusReadsAsItsText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("c.txt"), packed = folder.appendingPathComponent("c.txt.gz")
        try "check touchscreen user01 1 10 20 0 5 5 16 5 -5 17\n".write(to: plain, atomically: true, encoding: .utf8)
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-k", "-n", plain.path]
        try gzip.run()
        gzip.waitUntilExit()
        #expect(gzip.terminationStatus == 0)
        let fromText = try StrokeCorpus.load(path: plain.path), fromGzip = try StrokeCorpus.load(path: packed.path)
        #expect(fromGzip.strokes.count == 1)
        #expect(fromGzip.strokes.map(\.points) == fromText.strokes.map(\.points))

        let garbage = folder.appendingPathComponent("bad.txt.gz")
        try Data([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 0xff, 0xff, 0xff]).write(to: garbage)
        #expect(throws: StrokeCorpusError.self) { try StrokeCorpus.load(path: garbage.path) }
        do {
            _ = try StrokeCorpus.load(path: garbage.path)
        } catch {
            #expect("\(error)".contains(garbage.path) && "\(error)".contains("gzip"), "\(error)")
        }
    }
}
