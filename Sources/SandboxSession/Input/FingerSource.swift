/// Where a touch the translator produced comes from; the overlay marks everything that isn't a real finger.
public enum FingerSource: String, Sendable {
    /// A finger on a touch device.
    case touch
    /// A finger pushed by a replay.
    case replay
    /// The left mouse button standing in for one finger.
    case mouse
    /// A second finger made up from the mouse (Alt-drag or a wheel gesture).
    case simulated

    /// Whether the finger is really on a device (or replayed from one), as opposed to made up from the mouse.
    public var isFinger: Bool { self == .touch || self == .replay }
}
