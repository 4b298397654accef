import Foundation
import GestureKit
import SandboxInspector

/// A: animations at ¼ speed, as the iOS Simulator's slow animations (input and recognizer timers untouched), and
/// the badge that says so while it is on.
@MainActor
public final class SlowAnimationBadge: ChromePanel {
    public nonisolated static let key = KeyDeclaration(
        keys: "A", meaning: "slow animations (input timing untouched)",
        commandLine: "A slow animations (1/4 speed; input timing untouched)",
        button: ChromeButton(name: "chrome.slow", command: .toggleSlowAnimations, label: "A slow", shortLabel: "Slow"))

    public static let timeScale = 0.25
    /// On: the app runs its scene's animations at `timeScale`.
    public private(set) var isVisible = false

    public init() {}

    public func placement(at now: TimeInterval) -> ChromePlacement { .badges(rows: 1) }

    public func handle(_ command: KeyCommand) -> Bool {
        guard command == .toggleSlowAnimations else { return false }
        isVisible.toggle()
        return true
    }

    public func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame) {
        OverlayBadge.draw("slow animations ¼× (A)", in: context, row: OverlayBadge.row(at: area.minY), area: area)
    }
}
