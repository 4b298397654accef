/// Where a recorded touch came from (format v2's per-event `"source"`), so a bug report tells a real finger from
/// the mouse standing in for one.
public enum RecordedSource: String, Sendable, CaseIterable {
    /// A finger on a touch device.
    case touch
    /// The left mouse button standing in for one finger.
    case mouse
    /// A finger made up from the mouse (Alt-drag, the 3–5 finger mode, a wheel gesture).
    case simulated
    /// Converted from a Linux input recording (`libinput record`, evemu).
    case imported
    /// Pushed by a replay of another recording.
    case replay

}
