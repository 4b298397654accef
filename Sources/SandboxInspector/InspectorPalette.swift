import GestureKit

/// The inspector's colours: one per recognizer state (as the old F2 list had them), waiting, and the edge kinds.
public enum InspectorPalette {
    public static func color(for state: GestureRecognizer.State) -> Color {
        switch state {
        case .possible: .lightGray
        case .began: .green
        case .changed: .blue
        case .ended: .purple
        case .cancelled: .orange
        case .failed: .red
        }
    }

    public static let waiting = Color.yellow
    /// Opaque: the scene's text showing through a panel's made both unreadable (issue 25 item 2).
    public static let panelBackground = Color(white: 0.08)
    public static let heading = Color.white
    public static let text = Color(white: 0.86)
    public static let dim = Color(white: 0.6)
    public static let unusual = Color.orange
    public static let requirement = Color(white: 0.7)
    public static let delegateRequirement = Color(hex: 0x6FA8DC)
    public static let simultaneous = Color.green
    public static let prevention = Color.red
    public static let decisive = Color.yellow
}
