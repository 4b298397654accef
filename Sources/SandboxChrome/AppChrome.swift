import Foundation
import GestureKit
import SandboxInspector

/// The app's chrome: every bar, panel and badge in one ordered list (`stack`), which is their drawing order (first
/// under the rest) and the order they are offered touches; Esc closes them in their `escapeRank` order. Adding a
/// panel is its file in `Sources/SandboxChrome/Layers` (a `ChromePanel`) and one line in `panels`.
@MainActor
package final class AppChrome {
    /// The panels added as `ChromePanel`s: each brings its key, help line and Esc rank (`KeyTable`); drawn above the
    /// built-in panels, below the bars.
    package nonisolated static let panels: [PanelRegistration] = [
        PanelRegistration(RecognizerListLayer.self),
    ]
    /// The `panels`, made for this run, in their order.
    package let added: [any ChromeLayer]
    package let tuning: TuningLayer
    package let inspector = InspectorOverlay()
    package let stats = FrameStatsLayer()
    package let indicator = RecordingIndicatorLayer()
    package let help = HelpLayer()
    package let slowAnimations = SlowAnimationBadge()
    package let health: InputHealthLayer
    /// A windowed replay's time control.
    package let transport: ReplayTransport?
    /// Windowed runs only.
    package let sceneBar: SceneBar?
    package let stack: ChromeStack

    package init(tuningPanel: TuningPanel, transport: ReplayTransport?, sceneBar: SceneBar?,
                 health: @escaping () -> InputHealth) {
        tuning = TuningLayer(panel: tuningPanel)
        self.health = InputHealthLayer(health: health)
        self.transport = transport
        self.sceneBar = sceneBar
        added = Self.panels.map { $0.make() }
        stack = ChromeStack([
            tuning,
            inspector.timelineLayer,
            inspector,
            stats,
            indicator,
            help,
            slowAnimations,
            self.health,
        ] + added + [
            transport,
            sceneBar,
        ])
    }
}
