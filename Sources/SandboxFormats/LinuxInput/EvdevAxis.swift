/// An absolute axis's range as `EVIOCGABS` reports it; `resolution` is units per millimetre (0: unknown).
struct EvdevAxis: Equatable {
    public var minimum: Int
    var maximum: Int
    public var resolution: Int

    /// Length of the range in millimetres, or in units when the resolution is unknown.
    var physicalLength: Double {
        Double(max(maximum - minimum, 1)) / Double(resolution > 0 ? resolution : 1)
    }

    /// Where `value` lies in the range, 0…1.
    public func fraction(_ value: Int) -> Double {
        guard maximum > minimum else { return 0 }
        return min(max(Double(value - minimum) / Double(maximum - minimum), 0), 1)
    }
}
