import Foundation
import GestureKit
import GestureKitTesting
import SandboxFormats
import TemplateRecognition
import Testing

/// The five lines the README and docs/recognizers.md show for taking taught gestures into an app (issue 26), compiled
/// and run here on the templates file the TaughtShapes example ships (saved by the Teach scene); the docs' block must
/// stay a copy of `fiveLines`, line for line.
@MainActor
@Suite struct FiveLinesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let file = repository.appendingPathComponent("Examples/TaughtShapes/Sources/TaughtShapes/Resources/gestures.json").path

    /// The docs' code, as it appears there.
    func fiveLines(canvas: View, file: String) throws {
        let templates = try GestureTemplatesFile.load(path: file)   // saved by the Teach scene
        let recognizer = TemplateGestureRecognizer(templates: templates)
        recognizer.name = "shapes"
        recognizer.addAction { (r: TemplateGestureRecognizer) in print(r.gesture!, r.score) }
        canvas.addGestureRecognizer(recognizer)
    }

    @Test func theFiveLinesRecognizeATaughtCheckDrawnByAnotherHand() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let canvas = View(frame: window.bounds, name: "canvas")
        window.addSubview(canvas)
        try fiveLines(canvas: canvas, file: Self.file)
        let recognizer = try #require(canvas.gestureRecognizers.first as? TemplateGestureRecognizer)
        var seen: [String] = []
        recognizer.addAction { (r: TemplateGestureRecognizer) in seen.append(r.gesture ?? "?") }
        let down = (0...8).map { CGPoint(x: 300 + 5 * Double($0), y: 300 + 9 * Double($0)) }
        let up = (1...16).map { CGPoint(x: 340 + 8 * Double($0), y: 372 - 12 * Double($0)) }
        let log = window.run(.drag(along: down + up))
        #expect(log.outcome(of: "shapes") == .recognized, "\(log.story)")
        #expect(seen == ["check"])
    }

    @Test("the README and docs/recognizers.md show fiveLines' body line for line", arguments: ["README.md", "docs/recognizers.md"])
    func theDocsShowThisCode(page: String) throws {
        let normalized = { (text: String) in
            text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let source = normalized(try String(contentsOfFile: #filePath, encoding: .utf8))
        let start = try #require(source.firstIndex { $0.hasPrefix("let templates = try GestureTemplatesFile.load") })
        let body = Array(source[start..<start + 5])
        let doc = normalized(try String(contentsOf: Self.repository.appendingPathComponent(page), encoding: .utf8))
        let found = doc.indices.contains { i in i + 5 <= doc.count && Array(doc[i..<i + 5]) == body }
        #expect(found, "\(page) no longer shows:\n\(body.joined(separator: "\n"))")
    }
}
