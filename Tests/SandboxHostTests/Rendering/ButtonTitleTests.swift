import Foundation
import GestureKit
import Testing
@testable import SandboxHost

/// A button's title too wide for it is cut in the middle by default, as UIKit's buttons are, so its end stays in view;
/// before, it was drawn whole, past both of the button's edges.
@Suite("Button titles", .serialized)
@MainActor
struct ButtonTitleTests {
    @Test func aLongTitleIsCutInTheMiddleInsideTheButton() throws {
        let context = MeasuredRecordingContext(measuringWith: try RenderHarness(width: 64, height: 64))
        let button = Button(frame: CGRect(x: 0, y: 0, width: 150, height: 26),
                            title: "a-really-long-gesture-name-for-the-demo-stand · 3")
        #expect(button.lineBreakMode == .byTruncatingMiddle)
        button.draw(in: context)
        let shown = try #require(context.texts.first?.text)
        #expect(shown.hasPrefix("a-r") && shown.contains("…") && shown.hasSuffix("d · 3"), "\(shown)")
        #expect(shown.count > 8, "\(shown)")
        #expect(context.overflowingTexts.isEmpty, "\(context.overflowingTexts)")
    }

    @Test func aTitleThatFitsIsDrawnWhole() throws {
        let context = MeasuredRecordingContext(measuringWith: try RenderHarness(width: 64, height: 64))
        let button = Button(frame: CGRect(x: 0, y: 0, width: 56, height: 30), title: "Teach")
        button.font = .boldSystemFont(ofSize: 15)
        button.draw(in: context)
        #expect(context.texts.map(\.text) == ["Teach"])
    }
}
