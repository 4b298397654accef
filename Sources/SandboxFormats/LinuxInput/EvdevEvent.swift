
/// One kernel input event as a Linux recording lists it (`struct input_event`), with the line it came from so a
/// problem with it can be named.
struct EvdevEvent: Equatable {
    /// Microseconds, as recorded (libinput record: from the recording's start; evemu: the kernel's clock), kept
    /// whole so differences between events are exact.
    var microseconds: Int
    public var type: Int
    public var code: Int
    public var value: Int
    public var line: Int

    static let synchronization = 0x00, absolute = 0x03
    static let synReport = 0, synDropped = 3
    static let mtSlot = 0x2F, mtPositionX = 0x35, mtPositionY = 0x36, mtTrackingID = 0x39, mtPressure = 0x3A
}
