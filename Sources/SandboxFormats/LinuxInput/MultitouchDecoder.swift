import Foundation
import GestureKit

/// Turns one device's kernel events into contact changes, per the multitouch protocol B: `ABS_MT_SLOT` picks a
/// slot, `ABS_MT_TRACKING_ID` starts a contact in it (any id ≥ 0) or ends it (-1), the position and pressure axes
/// update the slot, and nothing takes effect until the frame's `SYN_REPORT`. There every ended contact is lifted,
/// then every new one put down, then every moved one moved, all at the report's time. After `SYN_DROPPED` the
/// kernel lost events, so the frame is thrown away and every contact down is cancelled.
struct MultitouchDecoder {
    private struct Slot {
        var trackingID = -1
        var x = 0, y = 0
        /// Where the engine last saw the contact: an up or cancel is there, not where an unreported frame moved it.
        var reportedX = 0, reportedY = 0
        var pressure: Int?
        /// Reported down to the engine (after the SYN_REPORT that started it).
        var isDown = false
        var moved = false
        /// The tracking id changed within the frame: lift the old contact before placing the new one.
        var restarted = false
    }

    public let device: EvdevDevice
    public let index: Int
    private var slots: [Int: Slot] = [:]
    private var current = 0
    private var dropping = false
    /// The line of the first event since the last SYN_REPORT, for a file that ends mid-frame.
    private(set) var openFrameLine: Int?
    private(set) var contacts: [ContactEvent] = []

    /// Slots past this are refused (the kernel's limit is far lower; a garbage value must not allocate much).
    static let maximumSlot = 255

    public init(device: EvdevDevice, index: Int) {
        self.device = device
        self.index = index
    }

    public mutating func feed(_ event: EvdevEvent, fail: (Int, String) -> RecordingError) throws {
        if event.type == EvdevEvent.synchronization {
            switch event.code {
            case EvdevEvent.synReport: report(at: event.microseconds, line: event.line)
            case EvdevEvent.synDropped: dropping = true
            default: break
            }
            return
        }
        if openFrameLine == nil { openFrameLine = event.line }
        guard event.type == EvdevEvent.absolute, !dropping else { return }
        switch event.code {
        case EvdevEvent.mtSlot:
            guard (0...Self.maximumSlot).contains(event.value) else {
                throw fail(event.line, "ABS_MT_SLOT \(event.value) is outside 0...\(Self.maximumSlot)")
            }
            current = event.value
        case EvdevEvent.mtTrackingID:
            var slot = slots[current] ?? Slot()
            if event.value < 0 {
                slot.trackingID = -1
            } else {
                if slot.trackingID >= 0, slot.trackingID != event.value, slot.isDown { slot.restarted = true }
                slot.trackingID = event.value
            }
            slots[current] = slot
        case EvdevEvent.mtPositionX:
            slots[current, default: Slot()].x = event.value
            slots[current]?.moved = true
        case EvdevEvent.mtPositionY:
            slots[current, default: Slot()].y = event.value
            slots[current]?.moved = true
        case EvdevEvent.mtPressure:
            slots[current, default: Slot()].pressure = event.value
        default:
            break
        }
    }

    private mutating func report(at time: Int, line: Int) {
        openFrameLine = nil
        if dropping {
            dropping = false
            for key in slots.keys.sorted() where slots[key]?.isDown == true {
                emit(key, .cancel, time, line)
                slots[key] = Slot()
            }
            return
        }
        let keys = slots.keys.sorted()
        var placed: Set<Int> = []
        for key in keys {
            guard let slot = slots[key], slot.isDown, slot.trackingID < 0 || slot.restarted else { continue }
            emit(key, .up, time, line)
            slots[key]?.isDown = false
        }
        for key in keys {
            guard let slot = slots[key], !slot.isDown, slot.trackingID >= 0 else { continue }
            emit(key, .down, time, line)
            slots[key]?.isDown = true
            placed.insert(key)
        }
        for key in keys {
            guard let slot = slots[key] else { continue }
            if slot.isDown, slot.moved, !placed.contains(key) { emit(key, .move, time, line) }
            slots[key]?.moved = false
            slots[key]?.restarted = false
        }
    }

    private mutating func emit(_ key: Int, _ phase: TouchSample.Phase, _ time: Int, _ line: Int) {
        guard var slot = slots[key] else { return }
        let pressure = slot.pressure.flatMap { value in device.axes[EvdevEvent.mtPressure].map { $0.fraction(value) } }
        if phase == .down || phase == .move { (slot.reportedX, slot.reportedY) = (slot.x, slot.y) }
        slots[key] = slot
        contacts.append(ContactEvent(microseconds: time, device: index, slot: key, phase: phase, x: slot.reportedX,
                                     y: slot.reportedY, pressure: phase == .up ? 0 : pressure, line: line))
    }

    /// Contacts still down when the recording ends, cancelled at `time` (microseconds), named by `line`.
    public mutating func finish(at time: Int, line: Int) {
        for key in slots.keys.sorted() where slots[key]?.isDown == true {
            emit(key, .cancel, time, line)
            slots[key]?.isDown = false
        }
    }
}
