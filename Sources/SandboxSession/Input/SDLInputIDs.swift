/// SDL's special device ids, which don't import into Swift cleanly (`SDL_TOUCH_MOUSEID` is −1 cast to unsigned),
/// plus the touch device id the replay uses for the finger events it pushes.
public enum SDLInputIDs {
    /// `which` of mouse events that SDL synthesises from real touches.
    public static let touchMouseID: UInt32 = .max
    /// `touchId` of finger events that SDL synthesises from the mouse.
    public static let mouseTouchID: Int64 = -1
    /// `touchId` of the finger events a replay pushes; no real device has it.
    public static let replayTouchID: Int64 = 0x5245_504C_4159
}
