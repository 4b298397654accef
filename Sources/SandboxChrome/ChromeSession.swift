import Foundation
import SandboxInspector

/// What the session shares with the panels the chrome makes (`SessionChromePanel`): the F6 panel whose tuning every
/// scene's recognizers get, the input health F5 shows, and the inspector (F2, with F4 its timeline) the host feeds
/// through the window's observers.
@MainActor
public struct ChromeSession {
    public let tuningPanel: TuningPanel
    public let health: () -> InputHealth
    public let inspector: InspectorOverlay

    public init(tuningPanel: TuningPanel, health: @escaping () -> InputHealth, inspector: InspectorOverlay) {
        self.tuningPanel = tuningPanel
        self.health = health
        self.inspector = inspector
    }
}
