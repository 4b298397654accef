import Foundation
import GestureKit
import GestureKitTesting
import TaughtShapes
import TemplateRecognition
import Testing

/// The app's own scene with the templates file it ships: what the file holds, a drawing recognized by name with the
/// label showing it, and a drawing of none of the shapes refused with its scores.
@MainActor
@Suite struct ShapesSceneTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    let scene: ShapesScene

    init() {
        scene = ShapesScene(window: window, playSound: { _ in })
        window.layoutHierarchy()
    }

    /// One of the file's examples, moved to the middle of the canvas and enlarged.
    func drawing(of name: String, example index: Int = 0, scale: CGFloat = 1.5) throws -> [CGPoint] {
        let gesture = try #require(scene.recognizer.templates.gesture(named: name))
        let points = gesture.examples[index].strokes[0].map(\.location)
        let minX = points.map(\.x).min()!, minY = points.map(\.y).min()!
        let origin = scene.canvas.convert(CGPoint(x: scene.canvas.bounds.midX - 100, y: scene.canvas.bounds.midY - 100), to: nil)
        return points.map { CGPoint(x: origin.x + ($0.x - minX) * scale, y: origin.y + ($0.y - minY) * scale) }
    }

    @Test func theShippedFileHoldsThreeShapes() {
        #expect(scene.recognizer.templates.gestures.map(\.name) == ["check", "circle", "zigzag"])
        #expect(scene.recognizer.templates.gestures.map(\.examples.count) == [3, 3, 3])
    }

    @Test(arguments: ["check", "circle", "zigzag"])
    func aTaughtShapeIsRecognizedByName(_ name: String) throws {
        let log = window.run(.drag(along: try drawing(of: name, example: 1)))
        #expect(log.outcome(of: "shapes") == .recognized, "\(log.story)")
        let ended = try #require(log.transitions(of: "shapes").first { $0.to == .ended })
        #expect(ended.fields.first == .string("gesture", name))
        #expect(scene.label.text.hasPrefix("\(name) "))
    }

    @Test func aStraightLineDownIsNoneOfThemAndSaysWhy() throws {
        let start = scene.canvas.convert(CGPoint(x: 300, y: 60), to: nil)
        let log = window.run(.drag(from: start, to: CGPoint(x: start.x, y: start.y + 400)))
        let reason = try #require(log.reason(of: "shapes"))
        #expect(reason.text.hasPrefix("best "))
        let floor = TemplateGestureRecognizer.defaultMinimumScore
        #expect(reason.number("minimumScore") == floor)
        #expect(try #require(reason.number("best")) < floor)
        #expect(scene.label.text.isEmpty)
    }
}
