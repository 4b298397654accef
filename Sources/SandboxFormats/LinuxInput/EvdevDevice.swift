import Foundation

/// A recorded input device's description: its name, absolute axes and properties, as `libinput record` and
/// `evemu-describe` write them.
struct EvdevDevice: Equatable {
    public enum Kind: String {
        /// Direct touch (INPUT_PROP_DIRECT, or udev's ID_INPUT_TOUCHSCREEN): positions are places on the screen.
        case touchscreen
        /// Indirect touch (a touchpad): positions are places on the pad.
        case touchpad
    }

    public var name: String
    public var axes: [Int: EvdevAxis] = [:]
    var properties: Set<Int> = []
    /// udev's word, when the recording has it (libinput record does).
    var udevTouchscreen = false
    /// Where the description starts, for errors about the device as a whole.
    public var line: Int

    static let directProperty = 1

    public var kind: Kind { properties.contains(Self.directProperty) || udevTouchscreen ? .touchscreen : .touchpad }

    /// The multitouch position axes; nil when the device has none (a mouse, a keyboard, a single-touch pad).
    var positionAxes: (x: EvdevAxis, y: EvdevAxis)? {
        guard let x = axes[EvdevEvent.mtPositionX], let y = axes[EvdevEvent.mtPositionY] else { return nil }
        return (x, y)
    }
}
