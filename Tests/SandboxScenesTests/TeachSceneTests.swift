import Foundation
import GestureKit
import SandboxFormats
import SandboxScenes
import SceneTestSupport
import TemplateRecognition
import Testing

/// Issue 26, item 2: the Teach scene driven by pushed finger events — name a gesture, draw examples, drop one, try
/// it with the live top three, the too-alike warning, typing a name, and Save writing the templates file.
@MainActor
@Suite("Teach scene", .serialized)
struct TeachSceneTests {
    let file: String
    let harness: SceneHarness<TeachScene>

    init() {
        file = FileManager.default.temporaryDirectory.appendingPathComponent("gs-teach-\(UUID().uuidString).json").path
        harness = SceneHarness(TeachScene.self, gestures: GestureLibrary(path: file))
    }

    var scene: TeachScene { harness.scene }

    func press(_ name: String) throws {
        let view = try #require(harness.view(name), "no view \(name)")
        harness.tap(view.centerInWindow)
        harness.wait(0.1)
    }

    /// A ✓ on the paper: `size` points wide, its corner nudged by `wobble`.
    func check(size: CGFloat = 160, wobble: CGFloat = 0, at offset: CGPoint = .zero) -> [CGPoint] {
        let frame = scene.canvas.convert(scene.canvas.bounds, to: nil)
        let start = CGPoint(x: frame.minX + 150 + offset.x, y: frame.midY - 20 + offset.y)
        return SceneHarness<TeachScene>.path([start, CGPoint(x: start.x + size * 0.35, y: start.y + size * 0.5 + wobble),
                                              CGPoint(x: start.x + size, y: start.y - size * 0.45)])
    }

    func circle(radius: CGFloat = 80) -> [CGPoint] {
        let frame = scene.canvas.convert(scene.canvas.bounds, to: nil)
        let center = CGPoint(x: frame.midX, y: frame.midY)
        return (0...48).map { SceneHarness<TeachScene>.bearing(CGFloat($0) * 7.5, radius: radius, around: center) }
    }

    func draw(_ points: [CGPoint]) {
        harness.stroke(points)
        harness.wait(0.3)
    }

    /// Teaches check (3 examples) and circle (3 examples) through the buttons and the paper.
    func teachCheckAndCircle() throws {
        try press("teach.new")
        draw(check())
        draw(check(size: 120, wobble: 10))
        draw(check(size: 200, wobble: -8, at: CGPoint(x: -40, y: 20)))
        try press("teach.new")
        draw(circle())
        draw(circle(radius: 60))
        draw(circle(radius: 100))
    }

    @Test func aTaughtGestureIsRecognizedInTryMode() throws {
        try teachCheckAndCircle()
        #expect(scene.library.templates.gestures.map(\.name) == ["check", "circle"])
        #expect(scene.library.templates.gestures.map(\.examples.count) == [3, 3])
        #expect(harness.view("teach.example.2") != nil, "the circle's examples are shown")
        #expect(harness.states(of: "teach.template").isEmpty, "off while teaching")
        try press("teach.mode.try")
        #expect(scene.mode == .tryIt)
        draw(check(size: 140, wobble: 4, at: CGPoint(x: 30, y: -10)))
        let ended = try #require(harness.transitions.last { $0.recognizer == "teach.template" && $0.to == .ended })
        #expect(ended.fields.first == .string("gesture", "check"))
        #expect(scene.resultLabel.text.hasPrefix("✓ check 0."), "\(scene.resultLabel.text)")
        #expect(scene.matchList.matches.first?.name == "check")
        #expect(scene.matchList.summary.hasPrefix("check 0."))
        #expect(scene.matchList.summary.contains(" · circle 0."))
    }

    @Test func theTopMatchesShowWhileDrawing() throws {
        try teachCheckAndCircle()
        try press("teach.mode.try")
        let points = circle(radius: 70)
        harness.stroke(Array(points.prefix(40)), lift: false)
        #expect(scene.matchList.matches.map(\.name).first == "circle", "\(scene.matchList.summary)")
        harness.up(1, points[39])
        harness.wait(0.3)
    }

    @Test func aDrawingMatchingNothingFailsWithItsScoresShown() throws {
        try teachCheckAndCircle()
        try press("teach.mode.try")
        let frame = scene.canvas.convert(scene.canvas.bounds, to: nil)
        draw(SceneHarness<TeachScene>.line(CGPoint(x: frame.minX + 100, y: frame.midY),
                                           CGPoint(x: frame.minX + 500, y: frame.midY)))
        let failed = try #require(harness.transitions.last { $0.recognizer == "teach.template" && $0.to == .failed })
        let reason = try #require(failed.reason)
        #expect(reason.text.hasPrefix("best "))
        #expect(reason.text.contains(" < minimumScore \(TemplateMatch.format(TemplateGestureRecognizer.defaultMinimumScore)); next "))
        #expect(scene.resultLabel.text == "✗ " + reason.text)
    }

    @Test func aTapAndATwoFingerPanShareThePaperWithTheTemplate() throws {
        try teachCheckAndCircle()
        try press("teach.mode.try")
        let frame = scene.canvas.convert(scene.canvas.bounds, to: nil)
        harness.tap(CGPoint(x: frame.midX, y: frame.midY))
        harness.wait(0.3)
        #expect(harness.states(of: "teach.tap").last == .ended)
        #expect(scene.resultLabel.text == "tap")
        let reason = harness.transitions.last { $0.recognizer == "teach.template" && $0.to == .failed }?.reason
        #expect(reason?.text == "path 0 pt < minimumPathLength 20 pt")
        let a = CGPoint(x: frame.midX - 40, y: frame.midY), b = CGPoint(x: frame.midX + 40, y: frame.midY)
        harness.samples([(1, .down, a), (2, .down, b)])
        for step in 1...10 {
            let dy = CGFloat(step) * 6
            harness.samples([(1, .move, CGPoint(x: a.x, y: a.y + dy)), (2, .move, CGPoint(x: b.x, y: b.y + dy))])
        }
        harness.samples([(1, .up, CGPoint(x: a.x, y: a.y + 60)), (2, .up, CGPoint(x: b.x, y: b.y + 60))])
        #expect(harness.states(of: "teach.pan").contains(.began))
        #expect(scene.canvas.gridOffset.y > 40)
        let twoFingers = harness.transitions.last { $0.recognizer == "teach.template" && $0.to == .failed }?.reason
        #expect(twoFingers?.text == "2 fingers; templates are one-finger")
        #expect(twoFingers?.number("fingers") == 2)
    }

    @Test func aBadExampleCanBeDropped() throws {
        try press("teach.new")
        draw(check())
        draw(circle())
        draw(check(size: 120))
        let examples = scene.library.templates.gestures[0].examples
        #expect(examples.count == 3)
        try press("teach.example.1")
        #expect(scene.library.templates.gestures[0].examples == [examples[0], examples[2]], "the circle went")
        #expect(scene.statusLabel.text == "dropped example 2 of check")
    }

    @Test func twoGesturesTaughtAlikeAreWarnedAbout() throws {
        try press("teach.new")
        draw(check())
        draw(check(size: 120, wobble: 10))
        try press("teach.new")
        draw(check(size: 150, wobble: 5))
        draw(check(size: 180, wobble: -5))
        #expect(scene.warningLabel.text.hasPrefix("⚠ check and circle are too alike: "), "\(scene.warningLabel.text)")
    }

    @Test func aNameIsTypedIntoTheField() throws {
        try press("teach.new")
        try press("teach.name")
        #expect(scene.nameField.isFirstResponder)
        #expect(harness.window.firstResponder === scene.nameField)
        scene.nameField.insertText("s")
        for _ in 0..<6 { scene.nameField.deleteBackward() }
        scene.nameField.insertText("lasso")
        #expect(scene.nameField.draft == "lasso")
        scene.nameField.insertText("\n")
        #expect(!scene.nameField.isFirstResponder)
        #expect(scene.library.templates.gestures.map(\.name) == ["lasso"])
        #expect(harness.view("teach.gesture.0").map { ($0 as? Button)?.title } == "lasso · 0")
    }

    /// Issue 35 point 5: editing starts with the name selected, so typing replaces the suggested name instead of
    /// following it; Backspace clears it whole.
    @Test func editingSelectsTheNameSoTypingReplacesIt() throws {
        try press("teach.new")
        let suggested = scene.nameField.text
        #expect(!suggested.isEmpty)
        try press("teach.name")
        #expect(scene.nameField.draftIsSelected && scene.nameField.draft == suggested)
        scene.nameField.insertText("zig")
        #expect(scene.nameField.draft == "zig", "not \(suggested)zig")
        scene.nameField.insertText("\n")
        #expect(scene.library.templates.gestures.map(\.name) == ["zig"])
        try press("teach.name")
        scene.nameField.deleteBackward()
        #expect(scene.nameField.draft.isEmpty, "Backspace on the selected name clears it")
    }

    /// Issue 35 point 5, by touch alone: + New names the gesture; a tap on the name with no keyboard to type on,
    /// then a touch elsewhere, leaves the field with the name kept, and the paper takes the stroke.
    @Test func withoutAKeyboardTheDefaultNameStays() throws {
        try press("teach.new")
        let suggested = scene.nameField.text
        try press("teach.name")
        #expect(scene.nameField.isFirstResponder)
        draw(check())
        #expect(!scene.nameField.isFirstResponder, "the field lets go when the paper is touched")
        #expect(scene.library.templates.gestures.map(\.name) == [suggested])
        #expect(scene.library.templates.gestures.first?.examples.count == 1)
    }

    /// Issue 35 point 5: a name typed but not confirmed with Return was lost when a finger touched elsewhere. A text
    /// field that ends editing keeps what was typed (its delegate commits it in `textFieldDidEndEditing(_:)`,
    /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:)), so the
    /// touch confirms it, and the paper still takes the stroke it began.
    @Test func aTouchElsewhereConfirmsATypedName() throws {
        try press("teach.new")
        try press("teach.name")
        scene.nameField.insertText("zigzag")
        draw(check())
        #expect(!scene.nameField.isFirstResponder)
        #expect(scene.library.templates.gestures.map(\.name) == ["zigzag"])
        #expect(scene.library.templates.gestures.first?.examples.count == 1, "the stroke is zigzag's example")
        #expect(harness.view("teach.gesture.0").map { ($0 as? Button)?.title } == "zigzag · 1")
        // A tap on + New confirms the name being typed, then starts the next gesture.
        try press("teach.name")
        scene.nameField.insertText("zag")
        try press("teach.new")
        #expect(scene.library.templates.gestures.map(\.name).first == "zag")
        #expect(scene.library.templates.gestures.count == 2)
        #expect(scene.nameField.text == scene.library.templates.gestures[1].name)
    }

    /// Issue 35 point 5: no silent cut: the field says how much of the limit is used, and the limit reached turns it
    /// red (`reachedLimit`) instead of dropping characters unseen.
    @Test func theLimitIsStatedWhileTyping() throws {
        try press("teach.new")
        try press("teach.name")
        scene.nameField.insertText("a")
        #expect(scene.nameField.counterText == "1/\(NameFieldView.maximumLength)")
        #expect(!scene.nameField.reachedLimit)
        scene.nameField.insertText(String(repeating: "b", count: NameFieldView.maximumLength + 5))
        #expect(scene.nameField.draft.count == NameFieldView.maximumLength)
        #expect(scene.nameField.reachedLimit)
        #expect(scene.nameField.counterText == "\(NameFieldView.maximumLength)/\(NameFieldView.maximumLength)")
        scene.nameField.deleteBackward()
        #expect(!scene.nameField.reachedLimit)
    }

    /// Issue 35 point 5: + New starts on a clean paper: the last gesture's stroke, matches and result go.
    @Test func newStartsOnACleanPaper() throws {
        try teachCheckAndCircle()
        #expect(scene.canvas.finishedColor != nil && !scene.resultLabel.text.isEmpty)
        draw(check())
        #expect(!scene.matchList.matches.isEmpty)
        try press("teach.new")
        #expect(scene.canvas.finishedColor == nil, "the last stroke is still drawn")
        #expect(scene.matchList.matches.isEmpty)
        #expect(scene.resultLabel.text.isEmpty)
        #expect(scene.library.templates.gestures.count == 3)
    }

    @Test func saveWritesTheTemplatesFileThatLoadsBack() throws {
        defer { try? FileManager.default.removeItem(atPath: file) }
        try teachCheckAndCircle()
        try press("teach.save")
        #expect(scene.statusLabel.text == "saved 2 gestures (6 examples) to \(file)")
        let loaded = try GestureTemplatesFile.load(path: file)
        #expect(loaded.gestures.map(\.name) == ["check", "circle"])
        #expect(loaded.gestures.map(\.examples.count) == [3, 3])
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"format\": \"gesture-sandbox-gestures\",\n  \"version\": 1,"))
    }

    /// Found by touch: at 1280×800 Teach, Try and Save were 38 points tall, the name field 38, + New and the
    /// gesture rows 34: under the 44 points a finger needs (Apple's Human Interface Guidelines,
    /// https://developer.apple.com/design/human-interface-guidelines/accessibility#Buttons-and-controls).
    @Test("at 1280×800 every control a finger presses is 44 points tall or more")
    func controlsFitAFinger() throws {
        try press("teach.new")
        harness.stroke(circle())
        harness.wait(0.3)
        try press("teach.new")
        for name in ["teach.mode.teach", "teach.mode.try", "teach.save", "teach.new", "teach.name", "teach.gesture.0",
                     "teach.gesture.1"] {
            let frame = try #require(harness.view(name), "no \(name)").frame
            #expect(frame.height >= 44 && frame.width >= 44, "\(name): \(frame)")
        }
    }

    @Test("tapping another gesture starts on a clean paper, as + New does: not the last gesture's stroke and result")
    func selectingCleansThePaper() throws {
        try press("teach.new")
        harness.stroke(circle())
        harness.wait(0.3)
        try press("teach.new")
        harness.stroke(check())
        harness.wait(0.3)
        #expect(scene.resultLabel.text == "example 1 of circle" && scene.canvas.finishedColor != nil,
                "\(scene.resultLabel.text)")
        try press("teach.gesture.0")
        #expect(scene.selectedIndex == 0)
        #expect(scene.resultLabel.text.isEmpty, "\(scene.resultLabel.text)")
        #expect(scene.matchList.matches.isEmpty && scene.canvas.finishedColor == nil)
    }

    /// Found by touch: teach two gestures, delete one — there was no way to delete a gesture, by finger or key.
    @Test("Delete by finger: the first tap asks, the second deletes the selected gesture; another action forgets it")
    func deleteByFinger() throws {
        try press("teach.new")
        harness.stroke(circle())
        harness.wait(0.3)
        try press("teach.new")
        harness.stroke(check())
        harness.wait(0.3)
        let delete = try #require(harness.view("teach.delete"))
        #expect(delete.frame.height >= 44 && delete.frame.width >= 44, "\(delete.frame)")
        try press("teach.gesture.0")
        try press("teach.delete")
        #expect(scene.library.templates.gestures.map(\.name) == ["check", "circle"], "asked, not deleted")
        #expect(scene.statusLabel.text == "tap Delete again to delete check (1 example)")
        try press("teach.gesture.1")
        try press("teach.delete")
        #expect(scene.deleteAsked == 1 && scene.library.templates.gestures.count == 2, "a tap between forgot the first question")
        try press("teach.delete")
        #expect(scene.library.templates.gestures.map(\.name) == ["check"])
        #expect(scene.selectedIndex == 0 && scene.statusLabel.text == "deleted circle and its 1 example")
        #expect(scene.library.hasUnsavedChanges)
        try press("teach.delete")
        try press("teach.delete")
        #expect(scene.library.templates.gestures.isEmpty && scene.selectedIndex == nil)
        #expect(!(try #require(harness.view("teach.delete") as? Control)).isEnabled, "nothing left to delete")
    }
}
