import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, components 0…1.
public struct Color: Equatable, Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// `0xRRGGBB`, as designers write colours.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    public func withAlphaComponent(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(white: 0.5)
    public static let lightGray = Color(white: 0.8)
    public static let darkGray = Color(white: 0.25)
    public static let red = Color(hex: 0xE5484D)
    public static let green = Color(hex: 0x30A46C)
    public static let blue = Color(hex: 0x0A84FF)
    public static let orange = Color(hex: 0xFF9F0A)
    public static let yellow = Color(hex: 0xFFD60A)
    public static let purple = Color(hex: 0xBF5AF2)
}
