import Foundation
import GestureKit
import SandboxInspector

/// The app's chrome: every bar, panel and badge in one ordered list (`stack`), which is their drawing order (first
/// under the rest), the reverse of the order they are offered touches, and their layout order (docked columns from
/// the right edge in turn); Esc closes them in their `escapeRank` order. Every panel is registered by one line: the
/// app's own in `builtInPanels`, in the chrome's order, an added one in `panels` (its file in
/// `Sources/SandboxChrome/Layers`, a `ChromePanel`).
@MainActor
package final class AppChrome {
    /// The app's own panels and badges, first under the rest, each made for the run from its type (from what the
    /// session shares, for a `SessionChromePanel`); their keys are listed in the help's order by `KeyTable.rows`.
    package nonisolated static let builtInPanels: [PanelRegistration] = [
        PanelRegistration(TuningLayer.self),
        PanelRegistration(TimelineLayer.self),
        PanelRegistration(InspectorOverlay.self),
        PanelRegistration(FrameStatsLayer.self),
        PanelRegistration(RecordingIndicatorLayer.self),
        PanelRegistration(HelpLayer.self),
        PanelRegistration(SlowAnimationBadge.self),
        PanelRegistration(InputHealthLayer.self),
    ]
    /// The panels added as `ChromePanel`s: each brings its key, help line and Esc rank (`KeyTable`); drawn above the
    /// built-in panels, below the bars.
    package nonisolated static let panels: [PanelRegistration] = [
        PanelRegistration(RecognizerListLayer.self),
    ]
    /// The `builtInPanels`, made for this run, in their order.
    package let builtIn: [any ChromeLayer]
    /// The `panels`, made for this run, in their order.
    package let added: [any ChromeLayer]
    /// The inspector the host observes the scene's window through: F2, with F4 its timeline.
    package let inspector: InspectorOverlay
    /// A windowed replay's time control.
    package let transport: ReplayTransport?
    /// Windowed runs only.
    package let sceneBar: SceneBar?
    package let stack: ChromeStack

    package init(tuningPanel: TuningPanel, transport: ReplayTransport?, sceneBar: SceneBar?,
                 health: @escaping () -> InputHealth) {
        let session = ChromeSession(tuningPanel: tuningPanel, health: health, inspector: InspectorOverlay())
        inspector = session.inspector
        self.transport = transport
        self.sceneBar = sceneBar
        builtIn = Self.builtInPanels.map { $0.make(session) }
        added = Self.panels.map { $0.make(session) }
        stack = ChromeStack((builtIn + added).map(Optional.some) + [
            transport,
            sceneBar,
        ])
        if let sceneBar {
            let layers = builtIn + added
            // A button is lit while what it toggles is on: its panel open, slow animations.
            sceneBar.isOn = { command in
                layers.contains { $0.isVisible && ChromeLayout.key(of: $0)?.button?.command == command }
            }
            slowAnimations.isShownInBar = { [unowned sceneBar] in sceneBar.showsButton(for: .toggleSlowAnimations) }
        }
    }

    /// The keys of the panels open now (F2 to F7, help not counted), in `--panels`' terms: what V's save opens.
    package var openPanelKeys: [String] {
        (builtIn + added).filter(\.isVisible).compactMap { ChromeLayout.key(of: $0)?.panelName }
            .filter { KeyTable.command(forPanel: $0) != nil }
    }

    /// F6.
    package var tuning: TuningLayer { builtIn(TuningLayer.self) }
    /// F3.
    package var stats: FrameStatsLayer { builtIn(FrameStatsLayer.self) }
    package var indicator: RecordingIndicatorLayer { builtIn(RecordingIndicatorLayer.self) }
    package var help: HelpLayer { builtIn(HelpLayer.self) }
    /// A.
    package var slowAnimations: SlowAnimationBadge { builtIn(SlowAnimationBadge.self) }
    /// F5.
    package var health: InputHealthLayer { builtIn(InputHealthLayer.self) }

    private func builtIn<Layer: ChromeLayer>(_ type: Layer.Type) -> Layer {
        guard let layer = builtIn.lazy.compactMap({ $0 as? Layer }).first else {
            preconditionFailure("\(Layer.self) is not in AppChrome.builtInPanels")
        }
        return layer
    }
}
