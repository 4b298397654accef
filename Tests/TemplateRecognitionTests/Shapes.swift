import Foundation
import TemplateRecognition

/// Hand-made drawings for the tests: polylines sampled every few points, as a finger gives them.
enum Shapes {
    static func polyline(_ corners: [CGPoint], step: CGFloat = 4) -> [CGPoint] {
        var points = [corners[0]]
        for (a, b) in zip(corners, corners.dropFirst()) {
            let length = hypot(b.x - a.x, b.y - a.y)
            let count = max(1, Int((length / step).rounded(.up)))
            for index in 1...count {
                let f = CGFloat(index) / CGFloat(count)
                points.append(CGPoint(x: a.x + f * (b.x - a.x), y: a.y + f * (b.y - a.y)))
            }
        }
        return points
    }

    static func check(at origin: CGPoint = CGPoint(x: 100, y: 100), size: CGFloat = 120, wobble: CGFloat = 0) -> [CGPoint] {
        polyline([origin, CGPoint(x: origin.x + size * 0.35, y: origin.y + size * 0.5 + wobble),
                  CGPoint(x: origin.x + size, y: origin.y - size * 0.4)])
    }

    static func v(at origin: CGPoint = CGPoint(x: 100, y: 100), size: CGFloat = 120) -> [CGPoint] {
        polyline([origin, CGPoint(x: origin.x + size / 2, y: origin.y + size), CGPoint(x: origin.x + size, y: origin.y)])
    }

    static func circle(center: CGPoint = CGPoint(x: 200, y: 200), radius: CGFloat = 60, clockwise: Bool = true) -> [CGPoint] {
        (0...40).map { index in
            let angle = CGFloat(index) / 40 * 2 * .pi * (clockwise ? 1 : -1) - .pi / 2
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// A closed polygon through `corners` back to the first, started at corner `start`, clockwise on screen or not.
    static func polygon(_ corners: [CGPoint], start: Int = 0, clockwise: Bool = true) -> [CGPoint] {
        let ordered = clockwise ? corners : corners.reversed()
        let first = clockwise ? start : corners.count - 1 - start
        let rotated = Array(ordered[first...]) + Array(ordered[..<first])
        return polyline(rotated + [rotated[0]])
    }

    static func triangle(start: Int = 0, clockwise: Bool = true, size: CGFloat = 120) -> [CGPoint] {
        polygon([CGPoint(x: 200, y: 100), CGPoint(x: 200 + size / 2, y: 100 + size * 0.87),
                 CGPoint(x: 200 - size / 2, y: 100 + size * 0.87)], start: start, clockwise: clockwise)
    }

    static func rectangle(start: Int = 0, clockwise: Bool = true, size: CGFloat = 120) -> [CGPoint] {
        polygon([CGPoint(x: 100, y: 100), CGPoint(x: 100 + size * 1.3, y: 100), CGPoint(x: 100 + size * 1.3, y: 100 + size),
                 CGPoint(x: 100, y: 100 + size)], start: start, clockwise: clockwise)
    }

    /// A circle starting `startDegrees` round from the top.
    static func circle(startDegrees: CGFloat, clockwise: Bool = true, radius: CGFloat = 60) -> [CGPoint] {
        (0...40).map { index in
            let angle = (CGFloat(index) / 40 * 360 * (clockwise ? 1 : -1) + startDegrees - 90) * .pi / 180
            return CGPoint(x: 200 + radius * cos(angle), y: 200 + radius * sin(angle))
        }
    }

    static func line(from start: CGPoint, to end: CGPoint) -> [CGPoint] { polyline([start, end]) }

    /// `points` turned by `degrees` about their first point (clockwise on a y-down screen).
    static func rotated(_ points: [CGPoint], by degrees: CGFloat) -> [CGPoint] {
        let angle = degrees * .pi / 180, pivot = points[0]
        return points.map {
            let dx = $0.x - pivot.x, dy = $0.y - pivot.y
            return CGPoint(x: pivot.x + dx * cos(angle) - dy * sin(angle), y: pivot.y + dx * sin(angle) + dy * cos(angle))
        }
    }

    static func gesture(_ name: String, _ examples: [CGPoint]...) -> TaughtGesture {
        TaughtGesture(name: name, examples: examples.map { GestureExample($0) })
    }
}
