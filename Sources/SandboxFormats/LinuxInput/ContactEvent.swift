import Foundation
import GestureKit

/// A contact's change in one evdev frame, in device units, before it is placed in the window and given an id.
struct ContactEvent: Equatable {
    /// Microseconds, as the events that made it.
    var microseconds: Int
    public var device: Int
    public var slot: Int
    public var phase: TouchSample.Phase
    public var x: Int
    public var y: Int
    /// 0…1 along the device's pressure axis; nil when it has none.
    public var pressure: Double?
    /// The line of the event that made it take effect (the frame's SYN_REPORT, or the file's last event for a
    /// contact cancelled at the end), so a limit it breaks can be named.
    public var line: Int
}
