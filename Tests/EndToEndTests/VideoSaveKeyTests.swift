import Foundation
import Testing
import TestSupport

/// V in a real window (Xvfb, keys and drags through xdotool): the last touch sequence saved as a video and its
/// recording beside the `--record` file, the notice's name on standard error.
@Suite("V saves the last touches as a video", .serialized)
struct VideoSaveKeyTests {
    /// Presses V with no touches yet, drags, then presses V twice, each after the save before it has ended.
    static let script = [
        RealWindowDragTests.launch,
        #"xdotool key --window "$WID" v"#, "sleep 1",
        #"ls "$(dirname "$REC")" > "$REC.before-touches""#,
        RealWindowDragTests.drag(from: 640, 400, through: [660, 700, 760, 820], at: 450),
        RealWindowDragTests.awaitDragEnd,
        #"xdotool key --window "$WID" v"#,
        #"for i in $(seq 1 600); do [ "$(grep -c 'video saved' "$TRACE.err")" -ge 1 ] && break; sleep 0.1; done"#,
        #"xdotool key --window "$WID" v"#,
        #"for i in $(seq 1 600); do [ "$(grep -c 'video saved' "$TRACE.err")" -ge 2 ] && break; sleep 0.1; done"#,
        RealWindowDragTests.quit,
    ].joined(separator: "\n")

    /// Before the fix the name was the scene and the second it was saved in, and a file of that name was replaced:
    /// two saves in one second, or a folder holding an earlier session's save, lost one. The folder here has a
    /// recording of every name the next two minutes would give, which the saves overwrote before.
    @Test("two saves in a row: two videos and recordings beside --record, neither replacing a file there",
          .enabled(if: RealWindowDragTests.canRun, "needs xdotool and a DISPLAY or xvfb-run"),
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg"), "needs ffmpeg"))
    func twoSaves() throws {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = folder.file("trace.jsonl"), record = folder.file("rec.jsonl")
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        var earlier: [String] = []
        for second in 0..<120 {
            let name = "gesture-sandbox-touch-test-\(formatter.string(from: Date().addingTimeInterval(Double(second)))).jsonl"
            earlier.append(try folder.write(Data("an earlier save".utf8), to: name))
        }
        let stderr = try RealWindowDragTests.runScript(Self.script, arguments: [app.url.path, trace, record])

        let saved = stderr.split(separator: "\n").compactMap { line -> String? in
            line.hasPrefix("gesture-sandbox: video saved: ") ? String(line.dropFirst(30)) : nil
        }
        #expect(saved.count == 2, "\(stderr)")
        #expect(Set(saved).count == saved.count, "two names: \(saved)")
        for name in saved {
            #expect(name.hasPrefix("gesture-sandbox-touch-test-") && name.hasSuffix(".mp4"), "\(name)")
            let video = try Data(contentsOf: URL(fileURLWithPath: folder.file(name)))
            #expect(video.count > 1000 && video.subdata(in: 4..<8) == Data("ftyp".utf8), "\(name) is an MP4")
            let recording = folder.file(String(name.dropLast(4)) + ".jsonl")
            #expect(try String(contentsOfFile: recording, encoding: .utf8).hasPrefix("{\"format\":\"gesture-sandbox-recording\""))
        }
        for file in earlier {
            #expect(try String(contentsOfFile: file, encoding: .utf8) == "an earlier save", "\(file) replaced")
        }
        // V before any touch saves nothing.
        let beforeTouches = try String(contentsOfFile: record + ".before-touches", encoding: .utf8)
        #expect(!beforeTouches.contains(".mp4"), "\(beforeTouches)")
    }
}
