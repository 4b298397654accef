import Foundation
import GestureKit
import SandboxScenes
import SceneTestSupport
import Testing

/// Issue 35, what was left: with no keyboard (a convertible folded into a tablet) a gesture couldn't be named. Fingers
/// on the engine clock open the Teach scene's own keyboard with ⌨ beside the name field and type on its keys.
@MainActor
@Suite("Teach scene on-screen keyboard", .serialized)
struct TeachSceneKeyboardTests {
    let harness: SceneHarness<TeachScene>

    init() {
        harness = SceneHarness(TeachScene.self, gestures: GestureLibrary(path: FileManager.default.temporaryDirectory
            .appendingPathComponent("gs-teach-\(UUID().uuidString).json").path))
    }

    var scene: TeachScene { harness.scene }
    func frame(_ view: View) -> CGRect { view.convert(view.bounds, to: nil) }

    func press(_ name: String, in harness: SceneHarness<TeachScene>? = nil) throws {
        let harness = harness ?? self.harness
        let view = try #require(harness.view(name), "no view \(name)")
        harness.tap(view.centerInWindow)
        harness.wait(0.1)
    }

    func type(_ keys: [String]) throws {
        for key in keys { try press("teach.keyboard.\(key)") }
    }

    var keyButtons: [Button] { scene.keyboard.keys.flatMap { $0 } }

    @Test("⌨, then k n o b and Done by finger rename the gesture knob; the keys go with the editing")
    func fingersNameAGesture() throws {
        try press("teach.new")
        #expect(harness.view("teach.keyboard") == nil)
        try press("teach.keyboard.show")
        #expect(harness.view("teach.keyboard") === scene.keyboard)
        #expect(scene.nameField.isFirstResponder)
        try type(["k", "n", "o", "b"])
        #expect(scene.nameField.draft == "knob")
        #expect(scene.nameField.isFirstResponder, "a key is typing, not a touch elsewhere")
        try press("teach.keyboard.done")
        #expect(scene.library.templates.gestures.map(\.name) == ["knob"])
        #expect(scene.statusLabel.text == "renamed check to knob")
        #expect(!scene.nameField.isFirstResponder)
        #expect(harness.view("teach.keyboard") == nil)
        #expect(harness.view("teach.keyboard.k") == nil)
    }

    @Test("⌫ clears the selected name, then deletes one character; digits, hyphen and space type themselves")
    func backspaceDeletes() throws {
        try press("teach.new")
        try press("teach.keyboard.show")
        #expect(scene.nameField.draftIsSelected && scene.nameField.draft == "check")
        try press("teach.keyboard.backspace")
        #expect(scene.nameField.draft == "")
        try type(["z", "i", "g", "hyphen", "2", "space", "u", "p", "s"])
        #expect(scene.nameField.draft == "zig-2 ups")
        try press("teach.keyboard.backspace")
        #expect(scene.nameField.draft == "zig-2 up")
        try press("teach.keyboard.done")
        #expect(scene.library.templates.gestures.map(\.name) == ["zig-2 up"])
    }

    @Test("the keys meet the field's limit as typed text does: 32 of them, the counter red")
    func theLimitHoldsOnTheKeys() throws {
        try press("teach.new")
        try press("teach.keyboard.show")
        for _ in 0..<(NameFieldView.maximumLength + 2) { try press("teach.keyboard.a") }
        #expect(scene.nameField.draft == String(repeating: "a", count: NameFieldView.maximumLength))
        #expect(scene.nameField.reachedLimit)
        #expect(scene.nameField.counterText == "32/32")
    }

    @Test("a touch elsewhere keeps what the keys typed and puts them away; so does Esc")
    func touchElsewhereOrEscapeHidesTheKeys() throws {
        try press("teach.new")
        try press("teach.keyboard.show")
        try type(["k", "n"])
        try press("teach.mode.teach")
        #expect(harness.view("teach.keyboard") == nil)
        #expect(scene.library.templates.gestures.map(\.name) == ["kn"])
        try press("teach.keyboard.show")
        #expect(harness.view("teach.keyboard") != nil)
        // Esc: the host resigns the field; the keys go at the next frame's layout.
        scene.nameField.resignFirstResponder()
        harness.window.layoutHierarchy()
        #expect(harness.view("teach.keyboard") == nil)
    }

    /// A `Touch` carries no source, so the scene can't tell the mouse from a finger: a tap on the field edits it for
    /// the hardware keyboard, as before, and only ⌨ brings the keys.
    @Test("a tap on the field alone edits it without the keys")
    func aTapOnTheFieldShowsNoKeys() throws {
        try press("teach.new")
        try press("teach.name")
        #expect(scene.nameField.isFirstResponder)
        #expect(harness.view("teach.keyboard") == nil)
        try press("teach.keyboard.show")
        #expect(scene.nameField.isFirstResponder && harness.view("teach.keyboard") != nil)
    }

    @Test("at 1280×800 every key is 44 points or more each way, under the field, in the window")
    func keysFitAFinger() throws {
        try press("teach.new")
        try press("teach.keyboard.show")
        #expect(keyButtons.count == 10 + 10 + 10 + 8 + 2)
        let field = frame(scene.nameField)
        for key in keyButtons {
            let rect = frame(key)
            #expect(rect.height >= 44 && rect.width >= 44, "\(key.name) \(rect)")
            #expect(rect.minY >= field.maxY, "\(key.name) \(rect) over the field \(field)")
            #expect(harness.window.bounds.contains(rect), "\(key.name) \(rect)")
        }
        #expect(LayoutProblems.problems(harness.window, root: scene, size: harness.window.bounds.size).isEmpty)
    }

    /// 640×400: the keys keep 44 pt under the field; 640×210 (the room F4 leaves) has 9 pt under it, so they go right
    /// of the field, full height.
    @Test("in a small window the keys are as big as fit, never over the field nor outside the window",
          arguments: [(CGSize(width: 640, height: 400), 44.0), (CGSize(width: 640, height: 210), 28.0)])
    func keysFitASmallWindow(size: CGSize, least: CGFloat) throws {
        let small = SceneHarness(TeachScene.self, size: size)
        try press("teach.new", in: small)
        try press("teach.keyboard.show", in: small)
        let field = small.scene.nameField.convert(small.scene.nameField.bounds, to: nil)
        let keys = small.scene.keyboard.keys.flatMap { $0 }
        let heights = Set(keys.map { $0.frame.height })
        #expect(heights.count == 1)
        let height = try #require(heights.first)
        #expect(height >= least, "keys \(height) pt at \(size)")
        for key in keys {
            let rect = key.convert(key.bounds, to: nil)
            #expect(!rect.intersects(field) && rect.width >= 40, "\(key.name) \(rect), field \(field)")
            #expect(small.window.bounds.contains(rect), "\(key.name) \(rect)")
        }
        #expect(LayoutProblems.problems(small.window, root: small.scene, size: small.window.bounds.size).isEmpty)
        try press("teach.keyboard.x", in: small)
        try press("teach.keyboard.done", in: small)
        #expect(small.scene.library.templates.gestures.map(\.name) == ["x"])
    }

    @Test("every key is drawn with its title in its frame, and a pressed key is drawn lighter")
    func theKeysAreDrawn() throws {
        try press("teach.new")
        try press("teach.keyboard.show")
        let drawn = DrawnShapes()
        harness.window.drawHierarchy(in: drawn)
        for key in keyButtons {
            let rect = frame(key)
            #expect(drawn.texts.contains { $0.text == key.title && $0.rect == rect }, "\(key.name): no \(key.title)")
            #expect(drawn.roundedRects.contains { $0.rect == rect }, "\(key.name) has no key cap")
        }
        let k = try #require(harness.view("teach.keyboard.k") as? Button)
        let idle = try #require(drawn.roundedRects.last { $0.rect == frame(k) }?.color)
        harness.down(1, k.centerInWindow)
        #expect(k.isHighlighted)
        let pressed = DrawnShapes()
        harness.window.drawHierarchy(in: pressed)
        let held = try #require(pressed.roundedRects.last { $0.rect == frame(k) }?.color)
        #expect(held != idle)
        harness.up(1, k.centerInWindow)
        #expect(!k.isHighlighted)
        #expect(scene.nameField.draft == "k")
    }
}
