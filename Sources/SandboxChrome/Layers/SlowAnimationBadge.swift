import Foundation
import GestureKit
import SandboxInspector

/// A: animations at ¼ speed, as the iOS Simulator's slow animations (input and recognizer timers untouched), and
/// the badge that says so while it is on where the scene bar doesn't: a lit Slow button in the bar says it without
/// covering the scene (issue 35: at 1280×800 the badge covered the gallery's Pan card).
@MainActor
public final class SlowAnimationBadge: ChromePanel {
    public nonisolated static let key = KeyDeclaration(
        keys: "A", meaning: "slow animations (input timing untouched)",
        commandLine: "A slow animations (1/4 speed; input timing untouched)",
        button: ChromeButton(name: "chrome.slow", command: .toggleSlowAnimations, label: "A slow", shortLabel: "Slow"))

    public static let timeScale = 0.25
    /// On: the app runs its scene's animations at `timeScale`.
    public private(set) var isVisible = false

    /// Whether the scene bar shows the lit Slow button (set by the chrome; no bar in a headless run).
    public var isShownInBar: () -> Bool = { false }

    public init() {}

    public func placement(at now: TimeInterval) -> ChromePlacement { .badges(rows: isShownInBar() ? 0 : 1) }

    public func handle(_ command: KeyCommand) -> Bool {
        guard command == .toggleSlowAnimations else { return false }
        isVisible.toggle()
        return true
    }

    public func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame) {
        guard !isShownInBar() else { return }
        OverlayBadge.draw("slow animations ¼× (A)", in: context, row: OverlayBadge.row(at: area.minY), area: area)
    }
}
