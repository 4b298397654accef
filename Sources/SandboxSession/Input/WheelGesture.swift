import Foundation

/// A two-finger gesture made from one burst of wheel ticks: two fingers on a circle about the pointer, the circle
/// growing or shrinking (Ctrl+wheel, pinch) or turning (Shift+wheel, rotate). The burst ends, lifting both fingers,
/// after a quiet interval on the engine clock.
package struct WheelGesture {
    package enum Kind { case pinch, rotate }

    package static let startRadius: CGFloat = 60
    package static let radiusRange: ClosedRange<CGFloat> = 10...2000
    /// Scale change per wheel notch.
    package static let scalePerNotch: CGFloat = 1.1
    /// Rotation per wheel notch, radians (15°).
    package static let anglePerNotch: CGFloat = .pi / 12

    package let ids: (Int, Int)
    package let centre: CGPoint
    package var radius = startRadius
    package var angle: CGFloat = 0
    package var lastTime: TimeInterval

    package init(ids: (Int, Int), centre: CGPoint, lastTime: TimeInterval) {
        (self.ids, self.centre, self.lastTime) = (ids, centre, lastTime)
    }

    package var locations: (CGPoint, CGPoint) {
        let dx = radius * cos(angle), dy = radius * sin(angle)
        return (CGPoint(x: centre.x - dx, y: centre.y - dy), CGPoint(x: centre.x + dx, y: centre.y + dy))
    }

    package mutating func apply(_ kind: Kind, notches: CGFloat) {
        switch kind {
        case .pinch:
            radius = min(max(radius * pow(Self.scalePerNotch, notches), Self.radiusRange.lowerBound),
                         Self.radiusRange.upperBound)
        case .rotate:
            angle += notches * Self.anglePerNotch
        }
    }
}
