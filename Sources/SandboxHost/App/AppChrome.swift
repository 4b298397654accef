import Foundation
import GestureKit
import SandboxChrome
import SandboxInspector

/// The app's chrome: every bar, panel and badge in one ordered list (`stack`), which is their drawing order (first
/// under the rest) and the order they are offered touches; Esc closes them in their `escapeRank` order. Adding a
/// panel is its file in `Sources/SandboxChrome/Layers` and one line in that list.
@MainActor
final class AppChrome {
    let tuning: TuningLayer
    let inspector = InspectorOverlay()
    let stats = FrameStatsLayer()
    let indicator = RecordingIndicatorLayer()
    let help = HelpLayer()
    let slowAnimations = SlowAnimationBadge()
    let health: InputHealthLayer
    /// A windowed replay's time control.
    let transport: ReplayTransport?
    /// Windowed runs only.
    let sceneBar: SceneBar?
    let stack: ChromeStack

    init(tuningPanel: TuningPanel, transport: ReplayTransport?, sceneBar: SceneBar?,
         health: @escaping () -> InputHealth) {
        tuning = TuningLayer(panel: tuningPanel)
        self.health = InputHealthLayer(health: health)
        self.transport = transport
        self.sceneBar = sceneBar
        stack = ChromeStack([
            tuning,
            inspector.timelineLayer,
            inspector,
            stats,
            indicator,
            help,
            slowAnimations,
            self.health,
            transport,
            sceneBar,
        ])
    }
}
