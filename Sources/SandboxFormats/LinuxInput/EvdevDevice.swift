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

    /// The slots the device describes (its `ABS_MT_SLOT` range); nil when it describes none.
    var slotRange: ClosedRange<Int>? {
        guard let axis = axes[EvdevEvent.mtSlot], axis.minimum <= axis.maximum else { return nil }
        return axis.minimum...axis.maximum
    }

    /// The first axis the import uses whose range can't place a touch — a position or pressure axis with min = max
    /// (every touch pinned to one coordinate: a circle replays as a line) or min > max, or slots with min > max —
    /// as its line and the problem; nil when all are sound.
    var degenerateAxis: (line: Int, problem: String)? {
        let used = [(EvdevEvent.mtPositionX, "ABS_MT_POSITION_X"), (EvdevEvent.mtPositionY, "ABS_MT_POSITION_Y"),
                    (EvdevEvent.mtPressure, "ABS_MT_PRESSURE")]
        for (code, name) in used {
            guard let axis = axes[code], axis.minimum >= axis.maximum else { continue }
            let what = axis.minimum == axis.maximum ? "is a single value" : "runs backwards"
            return (axis.line, "device \(JSONLine.quoted(self.name)): \(name)'s range, min \(axis.minimum) max "
                    + "\(axis.maximum), \(what): min must be below max")
        }
        if let axis = axes[EvdevEvent.mtSlot], axis.minimum > axis.maximum {
            return (axis.line, "device \(JSONLine.quoted(self.name)): ABS_MT_SLOT's range, min \(axis.minimum) max "
                    + "\(axis.maximum), runs backwards: min must not be above max")
        }
        return nil
    }
}
