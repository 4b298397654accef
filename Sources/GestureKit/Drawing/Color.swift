import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, components 0…1.
public struct Color: Equatable, Hashable, Sendable {
    /// Components 0…1; `alpha` is straight, so changing it never changes the hue.
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// A colour from sRGB components 0…1, opaque unless `alpha` says otherwise.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// `0xRRGGBB`, as designers write colours.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// A grey from black (0) to white (1), for neutral chrome.
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// The same colour at another opacity, for fading a view's colour without touching its `alpha`.
    public func withAlphaComponent(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// Fully transparent: a view with this background draws nothing behind its content.
    public static let clear = Color(white: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Middle grey (0.5).
    public static let gray = Color(white: 0.5)
    /// Light grey (0.8), for borders and disabled text on dark backgrounds.
    public static let lightGray = Color(white: 0.8)
    /// Dark grey (0.25), for panels on a black background.
    public static let darkGray = Color(white: 0.25)
    /// The red the sandbox uses for failure (a stroke that failed, a prevented recognizer).
    public static let red = Color(hex: 0xE5484D)
    /// The green the sandbox uses for recognition.
    public static let green = Color(hex: 0x30A46C)
    /// The blue the sandbox uses for highlights and delegate relationships.
    public static let blue = Color(hex: 0x0A84FF)
    /// The orange the sandbox uses for slop circles and warnings.
    public static let orange = Color(hex: 0xFF9F0A)
    /// The yellow the sandbox uses for waiting and tuned values.
    public static let yellow = Color(hex: 0xFFD60A)
    /// A purple for a fifth distinct series (timeline lanes, fingers).
    public static let purple = Color(hex: 0xBF5AF2)
}
