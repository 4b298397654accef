import Foundation
import SandboxFormats
import TemplateRecognition
import Testing

/// The templates file: what the Teach scene writes, `--gestures` reads, and every bad input as one line naming
/// the file, line and column.
@Suite struct GestureTemplatesFileTests {
    let templates = TemplateSet(gestures: [
        TaughtGesture(name: "check", examples: [
            GestureExample(strokes: [[TemplatePoint(x: 10, y: 20.5, t: 0), TemplatePoint(x: 30.25, y: 60, t: 0.016),
                                      TemplatePoint(x: 80, y: 5, t: 0.033)]]),
            GestureExample(strokes: [[TemplatePoint(x: 1, y: 2, t: nil), TemplatePoint(x: 3, y: 4, t: nil)]]),
        ]),
        TaughtGesture(name: "x \"two\"", examples: [
            GestureExample(strokes: [[TemplatePoint(x: 0, y: 0, t: 0), TemplatePoint(x: 9, y: 9, t: 0.1)],
                                     [TemplatePoint(x: 9, y: 0, t: 0.5), TemplatePoint(x: 0, y: 9, t: 0.6)]]),
        ]),
        TaughtGesture(name: "empty"),
    ])

    func parse(_ text: String) throws -> TemplateSet {
        try GestureTemplatesFile.parse(Data(text.utf8), file: "g.json")
    }

    func error(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func writesTheDocumentedFormatOneExamplePerLine() {
        let json = GestureTemplatesFile.json(templates)
        #expect(json.hasPrefix("{\n  \"format\": \"gesture-sandbox-gestures\",\n  \"version\": 1,\n  \"gestures\": [\n"))
        #expect(json.contains("\n      [[10, 20.5, 0], [30.25, 60, 0.016], [80, 5, 0.033]],\n"))
        #expect(json.contains("\n      [[1, 2, null], [3, 4, null]]\n"))
        #expect(json.contains("\n      [[[0, 0, 0], [9, 9, 0.1]], [[9, 0, 0.5], [0, 9, 0.6]]]\n"))
        #expect(json.contains("{\"name\": \"empty\", \"examples\": []}"))
    }

    @Test func readsBackWhatItWrites() throws {
        let read = try parse(GestureTemplatesFile.json(templates))
        #expect(read.gestures == templates.gestures)
        #expect(read.direction == TemplateSet.defaultDirection)
        #expect(read.rotation == TemplateSet.defaultRotation)
    }

    @Test func keepsDirectionAndRotation() throws {
        var set = templates
        set.direction = .either
        set.rotation = .invariant
        let read = try parse(GestureTemplatesFile.json(set))
        #expect(read.direction == .either)
        #expect(read.rotation == .invariant)
        set.rotation = .sensitive(maximumDegrees: 12.5)
        #expect(try parse(GestureTemplatesFile.json(set)).rotation == .sensitive(maximumDegrees: 12.5))
    }

    @Test func theIssuesExampleReads() throws {
        let read = try parse(#"{"format": "gesture-sandbox-gestures", "version": 1, "gestures": [{"name": "check", "examples": [[[1, 2, 0], [3, 4, null]]]}]}"#)
        #expect(read.gestures == [TaughtGesture(name: "check", examples: [
            GestureExample(strokes: [[TemplatePoint(x: 1, y: 2, t: 0), TemplatePoint(x: 3, y: 4, t: nil)]]),
        ])])
    }

    @Test func everyBadInputIsOneLineNamingTheLine() {
        let head = "{\n\"format\": \"gesture-sandbox-gestures\",\n\"version\": 1,\n\"gestures\": [\n"
        #expect(error(head + "{\"name\": \"a\", \"examples\": [\n[[1, 2, 0], [3, 4]]\n]}\n]}")
                == "g.json:6:13: a point of \"a\" must be [x, y, t] with numbers x, y and t a number or null")
        #expect(error(head + "{\"name\": \"a\", \"name\": \"b\", \"examples\": []}\n]}")
                == "g.json:5:15: key \"name\" is repeated")
        #expect(error(head + "{\"name\": \"a\", \"examples\": []},\n{\"name\": \"a\", \"examples\": []}\n]}")
                == "g.json:6:10: gesture \"a\" appears twice")
        #expect(error(head + "{\"name\": \"a\", \"examples\": [],}\n]}") == "g.json:5:30: not valid JSON (a trailing comma or a missing key)")
        #expect(error(head + "{\"name\": \"a\", \"examples\": [[[1, 2, -1]]]}\n]}") == "g.json:5:29: a point of \"a\" has a negative time")
        #expect(error(head + "{\"name\": \"\", \"examples\": []}\n]}") == "g.json:5:10: a gesture's name is empty")
        #expect(error(head + "{\"name\": \"a\", \"examples\": [[]]}\n]}")
                == "g.json:5:28: an example of \"a\" must be a non-empty array of [x, y, t] points")
        #expect(error("{\n\"format\": \"gesture-sandbox-trace\", \"version\": 1, \"gestures\": []}")
                == "g.json:2:11: \"format\" must be \"gesture-sandbox-gestures\" (this is not a templates file)")
        #expect(error("{\"format\": \"gesture-sandbox-gestures\",\n\"version\": 2, \"gestures\": []}")
                == "g.json:2:12: version 2 is not one this reader knows (1)")
        #expect(error("{\"format\": \"gesture-sandbox-gestures\", \"version\": 1, \"gestures\": [],\n\"colour\": 1}")
                == "g.json:2:11: unknown key \"colour\" (expected format, version, direction, rotation, gestures)")
        #expect(error("{\"format\": \"gesture-sandbox-gestures\", \"version\": 1}") == "g.json:1:1: missing \"gestures\": [...]")
        #expect(error("") == "g.json:1:1: not valid JSON (expected a value)")
        #expect(error("[1e999]") == "g.json:1:2: number 1e999 is too large")
    }

    /// Issue 36, class 1: `Int(found)` trapped (SIGILL) on a whole version past Int's range.
    @Test func aVersionPastIntsRangeIsRefusedNotATrap() {
        for version in ["1e300", "-1e300", "9223372036854775808", "1.8446744073709552e19", "9007199254740993"] {
            #expect(error("{\"format\": \"gesture-sandbox-gestures\", \"version\": \(version), \"gestures\": []}")
                    .hasPrefix("g.json:1:51: version "), "version \(version)")
        }
        #expect(error("{\"format\": \"gesture-sandbox-gestures\", \"version\": 1e300, \"gestures\": []}")
                == "g.json:1:51: version 1e+300 is not one this reader knows (1)")
    }

    /// Issue 36, classes 6 and 7: the file had no limits (24 MB of points peaked at 565 MB; 100,000 gestures never
    /// loaded, each name searched for among those before it). Each limit is one line naming the place.
    @Test func everyLimitIsOneLineNamingThePlace() {
        let head = "{\"format\": \"gesture-sandbox-gestures\", \"version\": 1, \"gestures\": [\n"
        #expect(error(head + "{\"name\": \"a\", \"examples\": [[[1e10, 0, 0]]]}]}")
                == "g.json:2:29: a point of \"a\" is beyond ±1e9 (x 10000000000.0, y 0.0)")
        #expect(error(head + "{\"name\": \"a\", \"examples\": [[[1e308, 0, 0], [1.7e308, 10, 0.1]]]}]}")
                == "g.json:2:29: a point of \"a\" is beyond ±1e9 (x 1e+308, y 0.0)")
        #expect(error(head + "{\"name\": \"a\", \"examples\": [[[0, 0, 2e6]]]}]}")
                == "g.json:2:29: a point of \"a\" has a time of 2000000.0 s, beyond 1000000 s")
        let strokes = "[" + Array(repeating: "[[0, 0, 0]]", count: 17).joined(separator: ", ") + "]"
        #expect(error(head + "{\"name\": \"a\", \"examples\": [\(strokes)]}]}")
                == "g.json:2:28: an example of \"a\" has 17 strokes, more than 16")
        let points = "[" + Array(repeating: "[0, 0, 0]", count: 10_001).joined(separator: ",") + "]"
        #expect(error(head + "{\"name\": \"a\", \"examples\": [\(points)]}]}")
                == "g.json:2:28: a stroke of \"a\" has 10001 points, more than 10000")
        #expect(error(head + "{\"name\": \"\(String(repeating: "n", count: 1_001))\", \"examples\": []}]}")
                == "g.json:2:10: a gesture's name of 1001 characters is longer than 1000")
        let many = (0...100_000).map { "{\"name\": \"g\($0)\", \"examples\": []}" }.joined(separator: ",")
        #expect(error(head + many + "]}") == "g.json:1:66: 100001 gestures are more than a file may hold (100000)")
        let huge = Data(count: GestureTemplatesFile.maximumFileSize + 1)
        #expect(throws: GestureTemplatesError(file: "g.json", message: "16777217 bytes is more than a gestures file "
                                              + "may hold (16 MiB)")) {
            try GestureTemplatesFile.parse(huge, file: "g.json")
        }
    }

    /// 100,000 gestures read, and their names are still checked for repeats (a set, not a search).
    @Test func oneHundredThousandGesturesRead() throws {
        let head = "{\"format\": \"gesture-sandbox-gestures\", \"version\": 1, \"gestures\": [\n"
        let many = (0..<99_999).map { "{\"name\": \"g\($0)\", \"examples\": []}" }
        #expect(try parse(head + (many + ["{\"name\": \"last\", \"examples\": []}"]).joined(separator: ",\n") + "]}")
                .gestures.count == 100_000)
        #expect(error(head + (many + ["{\"name\": \"g99998\", \"examples\": []}"]).joined(separator: ",\n") + "]}")
                == "g.json:100001:10: gesture \"g99998\" appears twice")
    }

    @Test func savingReplacesTheFileWholeAndLoadingReadsIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gs-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("gestures.json").path
        try GestureTemplatesFile.save(TemplateSet(gestures: [TaughtGesture(name: "old")]), to: path)
        try GestureTemplatesFile.save(templates, to: path)
        #expect(try GestureTemplatesFile.load(path: path).gestures == templates.gestures)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["gestures.json"], "no temporary left")
        #expect(throws: GestureTemplatesError(file: directory.appendingPathComponent("none.json").path, line: nil,
                                              message: "no such file")) {
            try GestureTemplatesFile.load(path: directory.appendingPathComponent("none.json").path)
        }
    }
}
