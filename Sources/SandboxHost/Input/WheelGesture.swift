import Foundation

/// A two-finger gesture made from one burst of wheel ticks: two fingers on a circle about the pointer, the circle
/// growing or shrinking (Ctrl+wheel, pinch) or turning (Shift+wheel, rotate). The burst ends, lifting both fingers,
/// after a quiet interval on the engine clock.
struct WheelGesture {
    enum Kind { case pinch, rotate }

    static let startRadius: CGFloat = 60
    static let radiusRange: ClosedRange<CGFloat> = 10...2000
    /// Scale change per wheel notch.
    static let scalePerNotch: CGFloat = 1.1
    /// Rotation per wheel notch, radians (15°).
    static let anglePerNotch: CGFloat = .pi / 12

    let ids: (Int, Int)
    let centre: CGPoint
    var radius = startRadius
    var angle: CGFloat = 0
    var lastTime: TimeInterval

    var locations: (CGPoint, CGPoint) {
        let dx = radius * cos(angle), dy = radius * sin(angle)
        return (CGPoint(x: centre.x - dx, y: centre.y - dy), CGPoint(x: centre.x + dx, y: centre.y + dy))
    }

    mutating func apply(_ kind: Kind, notches: CGFloat) {
        switch kind {
        case .pinch:
            radius = min(max(radius * pow(Self.scalePerNotch, notches), Self.radiusRange.lowerBound),
                         Self.radiusRange.upperBound)
        case .rotate:
            angle += notches * Self.anglePerNotch
        }
    }
}
