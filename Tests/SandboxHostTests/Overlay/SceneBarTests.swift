import Foundation
import GestureKit
@testable import SandboxHost
import Testing
@testable import SandboxChrome

/// Issue 11, item 3: the scene bar fits all its tabs at any width from 640 points (each tab reachable, none past
/// the edge), and doesn't repeat the scene's hint.
@MainActor
@Suite struct SceneBarTests {
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
}
