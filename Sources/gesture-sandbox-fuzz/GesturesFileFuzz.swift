import Foundation
import GestureKit
import SandboxFormats
import SandboxHost
import SandboxScenes
import TemplateRecognition

/// The gestures file (`--gestures`) and the Teach scene's Save (issue 36). Half the inputs are mutated seeds, half
/// are built from the format's structure with the values that broke it: huge, infinite-bound and tiny numbers,
/// degenerate examples (one point, every point the same), names empty, long or with escapes, nesting past the
/// reader's depth, and many gestures or examples, up to and past the limits. A file is refused in one line naming
/// it, or it reads back as it is written, stays within the limits, and opens in the Teach scene (laid out at 1280x800
/// and 1x1, both modes, drawn offscreen). Every tenth input that reads is also saved under planted links: a symlink
/// at the old predictable temporary name to a victim file, the file itself a symlink, or a hard link; the victim
/// must keep its bytes, a link stay a link, and nothing be left in the folder.
extension Fuzzer {
    mutating func fuzzGestures(for seconds: TimeInterval) -> String {
        var saves = 0
        let folder = "\(out)/save"
        let result = fuzzInputs("gestures", for: seconds) { fuzzer, mutated in
            let input = Bool.random(using: &fuzzer.rng) ? fuzzer.structuredGestures() : mutated
            if input != mutated { fuzzer.save(input, as: "current") }
            let templates: TemplateSet
            do {
                templates = try GestureTemplatesFile.parse(input, file: "fuzz.json")
            } catch let error as GestureTemplatesError {
                let line = "\(error)"
                if !line.hasPrefix("fuzz.json") || line.contains("\n") {
                    fuzzer.report("gestures refused without one line naming the file: \(line)", input)
                }
                return false
            } catch {
                fuzzer.report("gestures refused with an unexpected error: \(error)", input)
                return false
            }
            if let problem = Self.limitProblem(templates) { fuzzer.report("gestures accepted \(problem)", input) }
            let again = try? GestureTemplatesFile.parse(Data(GestureTemplatesFile.json(templates).utf8), file: "again")
            if again?.gestures.map(\.name) != templates.gestures.map(\.name) {
                fuzzer.report("gestures don't read back as written", input)
            }
            Self.openInTeachScene(templates, picture: "\(fuzzer.out)/teach.png")
            if fuzzer.runs % 10 == 0 {
                saves += 1
                if let problem = fuzzer.saveUnderPlantedLinks(templates, in: folder) { fuzzer.report(problem, input) }
            }
            return true
        }
        try? FileManager.default.removeItem(atPath: folder)
        return result + ", \(saves) saves under planted links"
    }

    /// What an accepted file must not hold: more than the limits, or a coordinate the limits refuse.
    static func limitProblem(_ templates: TemplateSet) -> String? {
        if templates.gestures.count > GestureTemplatesFile.maximumGestures { return "\(templates.gestures.count) gestures" }
        for gesture in templates.gestures {
            if gesture.examples.count > GestureTemplatesFile.maximumExamples { return "\(gesture.examples.count) examples" }
            for example in gesture.examples {
                if example.strokes.count > GestureTemplatesFile.maximumStrokes { return "\(example.strokes.count) strokes" }
                for stroke in example.strokes {
                    if stroke.count > GestureTemplatesFile.maximumPoints { return "\(stroke.count) points" }
                    for point in stroke where !(abs(point.x) <= GestureTemplatesFile.maximumCoordinate
                                                && abs(point.y) <= GestureTemplatesFile.maximumCoordinate) {
                        return "a point at \(point.x), \(point.y)"
                    }
                }
            }
        }
        return nil
    }

    /// The Teach scene on `templates`: laid out in a large window and a 1x1 one, both modes, and drawn.
    static func openInTeachScene(_ templates: TemplateSet, picture: String) {
        for size in [CGSize(width: 1280, height: 800), CGSize(width: 1, height: 1)] {
            let window = Window(frame: CGRect(origin: .zero, size: size))
            window.advance(to: 1)
            let scene = TeachScene(window: window, library: GestureLibrary(templates: templates))
            window.layoutHierarchy()
            scene.setMode(.teach)
            scene.setMode(.tryIt)
            window.layoutHierarchy()
            if size.width > 1 {
                try? OffscreenPicture.writePNG(size: CGSize(width: 320, height: 200), to: picture) { context in
                    window.drawHierarchy(in: context)
                }
            }
        }
    }

    /// Saves `templates` over a file with a planted link, and says what went wrong, if anything.
    mutating func saveUnderPlantedLinks(_ templates: TemplateSet, in folder: String) -> String? {
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/g.json", victim = folder + "/victim", target = folder + "/target.json"
        try? "secret".write(toFile: victim, atomically: false, encoding: .utf8)
        let planted = folder + "/.g.json.\(ProcessInfo.processInfo.processIdentifier).tmp"
        try? FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
        let kind = Int.random(in: 0..<3, using: &rng)
        switch kind {
        case 0: try? "old".write(toFile: path, atomically: false, encoding: .utf8)
        case 1:
            try? "old".write(toFile: target, atomically: false, encoding: .utf8)
            try? FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "target.json")
        default:
            try? "old".write(toFile: path, atomically: false, encoding: .utf8)
            try? FileManager.default.linkItem(atPath: path, toPath: target)
        }
        let saved = (try? GestureTemplatesFile.save(templates, to: path)) != nil
        if (try? String(contentsOfFile: victim, encoding: .utf8)) != "secret" { return "save wrote through a planted link" }
        let listing = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        if listing.contains(where: { $0.hasPrefix(".g.json.") && $0 != (planted as NSString).lastPathComponent }) {
            return "save left a temporary file"
        }
        switch kind {
        case 1:
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != "target.json" {
                return "save replaced a symlink"
            }
            if !saved { return "save through a symlink failed" }
        case 2:
            // A file with two hard links is refused, not split.
            if saved { return "save split a hard link" }
            return (try? String(contentsOfFile: path, encoding: .utf8)) == "old" ? nil : "a refused save changed the file"
        default: if !saved { return "save of a regular file failed" }
        }
        let written = kind == 1 ? target : path
        if saved, (try? GestureTemplatesFile.load(path: written))?.gestures.map(\.name) != templates.gestures.map(\.name) {
            return "saved file doesn't read back"
        }
        return nil
    }

    /// A gestures file built from the format, with hostile values in its places.
    mutating func structuredGestures() -> Data {
        let numbers = ["0", "1", "-1", "12.5", "1e308", "-1.7e308", "1e999", "1e-400", "5e-324", "1000000001", "NaN",
                       "Infinity", "-0", "1e9", "3000000000"]
        func number() -> String {
            Int.random(in: 0..<4, using: &rng) == 0 ? numbers.randomElement(using: &rng)!
                : String(Double.random(in: -2000...2000, using: &rng))
        }
        func point(_ degenerate: Bool) -> String {
            degenerate ? "[5, 5, 0]" : "[\(number()), \(number()), \(Bool.random(using: &rng) ? "null" : number())]"
        }
        let names = ["check", "", " ", "a\\u0000b", "a\\ud800b", "\\ud83d\\ude00", String(repeating: "n", count: 1_200), "dup", "dup"]
        let manyChoices = [0, 1, 3, 20, 1_000, 20_000, GestureTemplatesFile.maximumGestures + 1]
        let gestureCount = Int.random(in: 0..<6, using: &rng) == 0 ? manyChoices.randomElement(using: &rng)! : Int.random(in: 0...4, using: &rng)
        var text = "{\"format\": \"gesture-sandbox-gestures\", \"version\": \(["1", "1", "1", "1e300", "2", "1.0"].randomElement(using: &rng)!),"
        if Bool.random(using: &rng) { text += " \"rotation\": \(["\"any\"", "0", "180", "1e308", "-1"].randomElement(using: &rng)!)," }
        text += " \"gestures\": ["
        for g in 0..<gestureCount {
            let name = Int.random(in: 0..<8, using: &rng) == 0 ? names.randomElement(using: &rng)! : "g\(g)"
            let examples = gestureCount > 100 ? 0 : [0, 1, 3, 50, 2_000].randomElement(using: &rng)!
            text += (g == 0 ? "" : ",") + "\n{\"name\": \"\(name)\", \"examples\": ["
            for e in 0..<examples {
                let degenerate = Int.random(in: 0..<5, using: &rng) == 0
                let points = [1, 2, 8, 40].randomElement(using: &rng)!
                let stroke = "[" + (0..<points).map { _ in point(degenerate) }.joined(separator: ", ") + "]"
                let strokes = Int.random(in: 0..<6, using: &rng) == 0 ? Int.random(in: 2...20, using: &rng) : 1
                let example = strokes == 1 ? stroke : "[" + Array(repeating: stroke, count: strokes).joined(separator: ", ") + "]"
                text += (e == 0 ? "" : ",") + "\n" + example
            }
            text += "]}"
        }
        text += "]}"
        if Int.random(in: 0..<10, using: &rng) == 0 {
            let depth = Int.random(in: 20...60, using: &rng)
            text = "{\"format\": \"gesture-sandbox-gestures\", \"version\": 1, \"gestures\": [{\"name\": \"deep\", \"examples\": ["
                + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) + "]}]}"
        }
        return Data(text.utf8)
    }
}
