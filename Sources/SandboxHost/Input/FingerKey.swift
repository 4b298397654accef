/// SDL's identity of a finger: its device and the device's opaque finger id.
struct FingerKey: Hashable {
    var touchID: Int64
    var fingerID: Int64
}
