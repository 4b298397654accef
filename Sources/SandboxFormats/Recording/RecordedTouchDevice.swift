/// A touch device as SDL listed it when the recording began (format v2's header `"devices"`).
public struct RecordedTouchDevice: Equatable, Sendable {
    /// SDL's touch id (on X11 the XInput device id).
    public var id: Int64
    /// `SDL_GetTouchName`, or the device name of an imported recording.
    public var name: String

    public init(id: Int64, name: String) {
        self.id = id
        self.name = name
    }
}
