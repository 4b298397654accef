import Foundation
import GestureKit
@testable import SandboxHost
import SandboxScenes
import Testing

/// Every scene in the narrow room docked columns leave it (376 pt beside F2 and F6 at 1280×800, 240 pt at 640 pt
/// with F6 docked, and a narrow window) draws each text inside the rectangle it is drawn in, measured with the app's
/// font: the hint wraps to a third line before it clips, panel captions shrink, the gallery's list wraps.
@MainActor
@Suite("Scene texts in a narrow scene", .serialized)
struct NarrowSceneTextTests {
    nonisolated static let sizes = [CGSize(width: 640, height: 400), CGSize(width: 640, height: 210),
                                    CGSize(width: 640, height: 700), CGSize(width: 880, height: 380)]

    @Test("no scene text is cut", arguments: sizes)
    func noTextIsCut(size: CGSize) throws {
        let context = MeasuredRecordingContext(measuringWith: try RenderHarness(width: 64, height: 64))
        GestureLibrary.keepsTaughtGestures = false
        for type in SceneCatalog.all {
            let window = Window(frame: CGRect(origin: .zero, size: size))
            _ = SceneCatalog.install(id: type.id, in: window)
            window.layoutHierarchy()
            context.reset()
            window.drawHierarchy(in: context)
            #expect(!context.texts.isEmpty, "\(type.id) drew no text")
            #expect(context.overflowingTexts.isEmpty, "\(type.id) at \(size): \(context.overflowingTexts)")
        }
    }
}
