import Foundation
import Testing
@testable import GestureKit

/// A `GraphicsContext` that records the colour of every rectangle filled, so a test can see which views' backgrounds
/// were drawn, and how many draw calls a frame made.
@MainActor
final class DrawCallRecorder: GraphicsContext {
    var transform = CGAffineTransform.identity
    var alpha: CGFloat = 1
    private(set) var filledColors: [Color] = []
    private(set) var drawCalls = 0

    func fill(_ rect: CGRect, color: Color) { drawCalls += 1; filledColors.append(color) }
    func stroke(_ rect: CGRect, color: Color, lineWidth: CGFloat) { drawCalls += 1 }
    func fillRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: Color) { drawCalls += 1 }
    func strokeRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: Color, lineWidth: CGFloat) { drawCalls += 1 }
    func fillEllipse(in rect: CGRect, color: Color) { drawCalls += 1 }
    func strokeEllipse(in rect: CGRect, color: Color, lineWidth: CGFloat) { drawCalls += 1 }
    func fillPolygon(_ points: [CGPoint], color: Color) { drawCalls += 1 }
    func strokePolyline(_ points: [CGPoint], color: Color, lineWidth: CGFloat) { drawCalls += 1 }
    func drawImage(named name: String, in rect: CGRect) { drawCalls += 1 }
    func imageSize(named name: String) -> CGSize? { nil }
    func drawText(_ text: String, in rect: CGRect, font: Font, color: Color, alignment: TextAlignment) {
        drawCalls += 1
    }
    func sizeOfText(_ text: String, font: Font) -> CGSize { CGSize(width: CGFloat(text.count) * 7, height: 16) }
    func pushClip(_ rect: CGRect) {}
    func popClip() {}
}

/// A view that counts the frames it was asked to draw.
@MainActor
final class DrawCountingView: View {
    var draws = 0
    override func draw(in context: GraphicsContext) { draws += 1 }
}

/// Only the content inside a scroll view's bounds is drawn: a view scrolled out of them gets no draw call, and is
/// drawn again once scrolled back (issue 34: "Only visible content is drawn").
@MainActor
@Suite struct VisibleContentDrawingTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "list")
    let top = DrawCountingView(frame: CGRect(x: 0, y: 0, width: 400, height: 100), name: "top")
    let bottom = DrawCountingView(frame: CGRect(x: 0, y: 900, width: 400, height: 100), name: "bottom")
    let topColor = Color(hex: 0x112233)
    let bottomColor = Color(hex: 0x445566)

    init() {
        window.addSubview(list)
        list.contentSize = CGSize(width: 400, height: 2000)
        top.backgroundColor = topColor
        bottom.backgroundColor = bottomColor
        list.addSubview(top)
        list.addSubview(bottom)
    }

    func drawFrame() -> DrawCallRecorder {
        let context = DrawCallRecorder()
        window.layoutHierarchy()
        window.drawHierarchy(in: context)
        return context
    }

    @Test func contentOutsideTheBoundsIsNotDrawn() {
        let first = drawFrame()
        #expect(top.draws == 1)
        #expect(bottom.draws == 0)
        #expect(first.filledColors.contains(topColor))
        #expect(!first.filledColors.contains(bottomColor))

        list.setContentOffset(CGPoint(x: 0, y: 700), animated: false)
        let second = drawFrame()
        #expect(top.draws == 1)
        #expect(bottom.draws == 1)
        #expect(!second.filledColors.contains(topColor))
        #expect(second.filledColors.contains(bottomColor))
    }

    /// A view only partly inside the bounds is drawn (the clip cuts it, not the scroll view).
    @Test func partlyVisibleContentIsDrawn() {
        list.setContentOffset(CGPoint(x: 0, y: 550), animated: false)
        _ = drawFrame()
        #expect(bottom.draws == 1)
        #expect(top.draws == 0)
    }
}
