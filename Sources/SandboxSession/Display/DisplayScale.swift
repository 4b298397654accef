import Foundation
import SandboxFormats

/// How many SDL window units the app gives each layout point, and where that number came from.
///
/// On Wayland SDL already works in points (the window is in points, the drawable in the compositor's pixels, thanks
/// to `SDL_WINDOW_ALLOW_HIGHDPI`), so the factor is 1 and the compositor's scale shows up as the drawable being
/// larger than the window. X11 has no such thing: the window is in pixels, so the app makes it `factor` times the
/// point size and draws and lays out through the factor: the desktop's scale (`GDK_SCALE`, else `Xft.dpi` / 96)
/// unless `--scale` says otherwise.
public struct DisplayScale: Equatable, Sendable {
    public var factor: CGFloat
    /// `--scale`, `GDK_SCALE=2`, `Xft.dpi 192`, `compositor`, `default`.
    public var source: String

    public init(factor: CGFloat, source: String) {
        self.factor = factor
        self.source = source
    }

    /// The allowed range of `--scale` and of scales read from the desktop.
    public static let range: ClosedRange<Double> = 0.5...4

    /// The factor for a run on `videoDriver`. `xResources` gives the X resource database (only asked on X11).
    package static func resolve(videoDriver: String, requested: Double?, environment: [String: String],
                                       xResources: () -> String? = { XResources.query() }) -> DisplayScale {
        if videoDriver == "wayland" { return DisplayScale(factor: 1, source: "compositor") }
        if let requested { return DisplayScale(factor: CGFloat(requested), source: "--scale") }
        guard videoDriver == "x11" else { return DisplayScale(factor: 1, source: "default") }
        if let text = environment["GDK_SCALE"], let value = Double(text), range.contains(value) {
            return DisplayScale(factor: CGFloat(value), source: "GDK_SCALE=\(text)")
        }
        if let database = xResources(), let text = XResources.value("Xft.dpi", in: database),
           let dpi = Double(text), dpi > 0 {
            // To the nearest quarter: 144 dpi is 1.5, and a text-size tweak (100 dpi) stays 1.
            let value = min(max((dpi / 96 * 4).rounded() / 4, range.lowerBound), range.upperBound)
            return DisplayScale(factor: CGFloat(value), source: "Xft.dpi \(text)")
        }
        return DisplayScale(factor: 1, source: "default")
    }

    /// For F5: `scale 2 (Xft.dpi 192)`; on Wayland the compositor's, measured from the drawable: `scale 2 (compositor)`.
    public func describe(pixelsPerPoint: CGFloat) -> String {
        "scale \(JSONNumber.string(Double(pixelsPerPoint), digits: 3)) (\(source))"
    }
}
