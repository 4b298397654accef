/// Pixels read back from a renderer or a PNG, for tests and screenshots: rows of ARGB8888 words, top row first.
public struct PixelImage: Equatable, Sendable {
    public let width: Int, height: Int
    public let argb: [UInt32]

    public init(width: Int, height: Int, argb: [UInt32]) {
        precondition(argb.count == width * height, "pixel count must be width × height")
        (self.width, self.height, self.argb) = (width, height, argb)
    }

    public subscript(x: Int, y: Int) -> PixelColor {
        PixelColor(argb: argb[y * width + x])
    }
}

/// One 8-bit-per-channel pixel.
public struct PixelColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public init(argb: UInt32) {
        self.init(red: UInt8(truncatingIfNeeded: argb >> 16), green: UInt8(truncatingIfNeeded: argb >> 8),
                  blue: UInt8(truncatingIfNeeded: argb), alpha: UInt8(truncatingIfNeeded: argb >> 24))
    }

    /// The largest per-channel difference of the colour channels, for tolerant comparisons.
    public func distance(to other: PixelColor) -> Int {
        max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)), abs(Int(blue) - Int(other.blue)))
    }

    public var description: String { "rgb(\(red), \(green), \(blue))" }
}
