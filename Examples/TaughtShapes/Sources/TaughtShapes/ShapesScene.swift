import Foundation
import GestureKit
import SandboxFormats
import SandboxScenes
import TemplateRecognition

/// A scene of this app's own that recognizes gestures taught in the sandbox: the templates file saved by the Teach
/// scene (`Resources/gestures.json`: check, circle, zigzag) is loaded into a `TemplateGestureRecognizer` on a
/// canvas, and the label says what was drawn, or why it was not recognized.
@MainActor
public final class ShapesScene: SceneView, SandboxScene {
    public nonisolated static let id = "taught-shapes"
    public nonisolated static let title = "Taught shapes"
    public nonisolated static let hint = "Draw a check, a circle or a zigzag · Mouse: drag to draw"

    public let canvas = View(name: "shapes.canvas")
    public let label = Label(text: "", name: "shapes.label")
    public let recognizer: TemplateGestureRecognizer

    /// The templates file shipped with the app.
    public static var templatesPath: String { Bundle.module.path(forResource: "gestures", ofType: "json") ?? "gestures.json" }

    public required init(window: Window, playSound: @escaping SoundPlayer) {
        // The five lines: load the file, make the recognizer, name it, act on it, put it on a view.
        let templates = (try? GestureTemplatesFile.load(path: Self.templatesPath)) ?? TemplateSet()
        recognizer = TemplateGestureRecognizer(templates: templates)
        recognizer.name = "shapes"
        recognizer.addAction { [label] (r: TemplateGestureRecognizer) in
            label.text = "\(r.gesture ?? "?") \(TemplateMatch.format(r.score))"
        }
        canvas.addGestureRecognizer(recognizer)

        super.init(id: Self.id, hint: Self.hint, playSound: playSound)
        backgroundColor = Color(hex: 0xF4F1EA)
        canvas.backgroundColor = .white
        label.font = .boldSystemFont(ofSize: 24)
        label.textAlignment = .center
        addSubview(canvas)
        addSubview(label)
        install(in: window)
    }

    public override func layoutContent(isFirstLayout: Bool) {
        canvas.frame = contentRect.insetBy(dx: 24, dy: 24).offsetBy(dx: 0, dy: -16)
        label.frame = CGRect(x: canvas.frame.minX, y: canvas.frame.maxY + 4, width: canvas.frame.width, height: 30)
    }
}
