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

    /// Issue 35 point 1: the bar's buttons are the keys a finger has no other way to press.
    @Test func theBarsButtonsStandForTheKeys() {
        #expect(ChromeButton.all.map(\.command) == [.toggleHelp, .toggleTouchOverlay, .toggleRecognizerPanel,
                                                    .toggleFrameStats, .toggleTimeline, .toggleInputHealth,
                                                    .toggleTuningPanel, .functionKey(7), .toggleSlowAnimations,
                                                    .saveVideo, .quit])
        #expect(ChromeButton.all.map(\.name) == ["chrome.help", "chrome.f1", "chrome.f2", "chrome.f3", "chrome.f4",
                                                 "chrome.f5", "chrome.f6", "chrome.f7", "chrome.slow", "chrome.video",
                                                 "chrome.quit"])
        // Declared with the keys (issue 39 item 3): a registered panel's button comes with its key.
        #expect(ChromeButton.all == KeyTable.rows.compactMap(\.button))
    }

    /// Issue 25 item 6 and issue 35, with the real font: the buttons take their long labels where there is room,
    /// their short ones below that, and a drawer (Help and ⋯ in the bar) below that; no text overflows, and at 480
    /// points every tab still has a label with a letter of its scene.
    /// (F7's and the video's buttons, issues 39 and 37, left 900 points a tab too narrow beside the short buttons:
    /// the drawer there; from 960 points the short buttons fit.)
    @Test(arguments: [(480.0, SceneBar.Arrangement.drawer), (640.0, .drawer), (900.0, .drawer), (960.0, .short),
                      (1280.0, .short),
                      (1920.0, .long)] as [(Double, SceneBar.Arrangement)])
    func buttonsShortenThenMoveToADrawer(width: Double, arrangement: SceneBar.Arrangement) throws {
        let context = MeasuredRecordingContext(measuringWith: try RenderHarness(width: 64, height: 64))
        let size = CGSize(width: width, height: 300)
        let bar = SceneBar(titles: Self.titles, selectedIndex: 0)
        #expect(bar.arrangement(in: size) == arrangement)
        bar.draw(in: context, size: size)
        let texts = context.texts.map(\.text)
        #expect(context.overflowingTexts.isEmpty, "\(context.overflowingTexts)")
        let buttons = arrangement == .drawer ? ["Help", "⋯"]
            : ChromeButton.all.map { arrangement == .long ? $0.label : $0.shortLabel }
        #expect(Array(texts.dropFirst(Self.titles.count)) == buttons)
        for (index, title) in Self.titles.enumerated() {
            #expect(texts[index].hasPrefix("\(index + 1) \(title.prefix(1))"), "tab \(index) at \(width): \(texts[index])")
        }
        for target in bar.targets(in: size) {
            #expect(target.frame.width >= 44 && target.frame.height >= 44 && target.frame.maxX <= width, "\(target)")
        }
    }
}
