/// A Linux input recording as read from a `libinput record` or evemu file: its devices and each device's kernel
/// events, before they become touches.
struct LinuxInputRecording {
    enum Format: String {
        case libinputRecord = "libinput record"
        case evemu = "evemu"
    }

    public var format: Format
    public var devices: [EvdevDevice]
    /// Index for index with `devices`.
    public var events: [[EvdevEvent]]
    /// The file the events came from, for errors about them.
    var eventsFile: String
}
