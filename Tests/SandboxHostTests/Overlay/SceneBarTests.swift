import Foundation
import GestureKit
@testable import SandboxHost
import Testing
@testable import SandboxChrome

/// Issue 11, item 3: the scene bar fits all its tabs at any width from 640 points (each tab reachable, none past
/// the edge), and doesn't repeat the scene's hint.
@MainActor
@Suite(.serialized) struct SceneBarTests {
    static let titles = ["Monkey & Banana", "Knob", "Checkmark", "Photo Chevron", "Gesture Gallery", "Touch test"]

    @Test(arguments: [640.0, 800.0, 1280.0, 1920.0, 3840.0])
    func everyTabFitsAndIsReachable(width: Double) {
        let bar = SceneBar(titles: Self.titles, selectedIndex: 0)
        let size = CGSize(width: width, height: 400)
        var previousMaxX: CGFloat = 0
        for index in Self.titles.indices {
            let frame = bar.buttonFrame(index, in: size)
            #expect(frame.minX >= previousMaxX && frame.maxX <= size.width, "tab \(index) at \(frame) in \(width)")
            #expect(frame.width >= 60)
            #expect(bar.button(at: CGPoint(x: frame.midX, y: frame.midY), in: size) == index)
            previousMaxX = frame.maxX
        }
    }

    @Test func theBarShowsKeysNotTheSceneHint() {
        #expect(!SceneBar.keysText.contains("Tap"))
        #expect(SceneBar.keysText.hasPrefix("H help"))
        #expect(SceneBar.keysText.hasSuffix("Esc quit"), "a bare Esc says nothing")
    }

    /// Issue 25 item 6, with the real font: below about 900 points the keys shrink to a shorter form instead of
    /// vanishing (down to 640 points), and at 480 points every tab still has a label with a letter of its scene.
    @Test(arguments: [(480.0, nil), (640.0, "H help"), (900.0, "H help · F2 · F4 · F6 · Esc"),
                      (1280.0, "H help · F2 story · F4 timeline · F6 tuning · F9 interrupt · Esc quit"),
                      (1920.0, "H help · F2 story · F4 timeline · F6 tuning · F9 interrupt · Esc quit")]
          as [(Double, String?)])
    func keysAbbreviateAndTabsKeepALabel(width: Double, keys: String?) throws {
        let context = MeasuredRecordingContext(measuringWith: try RenderHarness(width: 64, height: 64))
        let size = CGSize(width: width, height: 300)
        SceneBar(titles: Self.titles, selectedIndex: 0).draw(in: context, size: size)
        let texts = context.texts.map(\.text)
        #expect(context.overflowingTexts.isEmpty, "\(context.overflowingTexts)")
        #expect(texts.count == Self.titles.count + (keys == nil ? 0 : 1), "\(texts)")
        if let keys { #expect(texts.last == keys) }
        for (index, title) in Self.titles.enumerated() {
            #expect(texts[index].hasPrefix("\(index + 1) \(title.prefix(1))"), "tab \(index) at \(width): \(texts[index])")
        }
    }
}
