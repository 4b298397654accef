/// Why the input itself cancelled a touch, as the host knows it; the engine passes it on in reasons.
public enum TouchCancelCause: String, Sendable, CaseIterable {
    /// The device or platform cancelled the finger.
    case input
    /// Focus was lost or the user asked for an interruption (F9), as an incoming call does on a phone.
    case interruption
    /// The host switched scenes while fingers were down.
    case sceneSwitch = "scene-switch"
    /// A replay's seek: the replay re-runs from the start, so the fingers down in the old run are cancelled.
    case seek
    /// A recording's `cancel` event.
    case recording
    /// The touch device went away.
    case lostDevice = "lost-device"
    /// The app is closing (window closed or a signal).
    case exit
}
