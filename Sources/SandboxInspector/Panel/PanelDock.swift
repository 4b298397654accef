/// Where the F2 panel sits: docked on the right or left edge, or collapsed to a one-line tab. F2 steps through
/// them, then hides the panel.
public enum PanelDock: String, CaseIterable, Sendable {
    case right, left, collapsed

    /// The next place in the F2 cycle; nil means hidden.
    public var next: PanelDock? {
        switch self {
        case .right: .left
        case .left: .collapsed
        case .collapsed: nil
        }
    }
}
