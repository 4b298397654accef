import Foundation

/// Pieces of strokes drawn the ways the corpus never showed (issue 23), for the ✓ and ">" style tests.
enum StylePaths {
    /// A clockwise loop of `radius` drawn first, 24 points, ending where it starts (`start`) heading along `heading`
    /// (a unit vector), as a hand that curls before the first arm.
    static func loop(endingAt start: CGPoint, heading: CGPoint, radius: CGFloat) -> [CGPoint] {
        let centre = CGPoint(x: start.x - heading.y * radius, y: start.y + heading.x * radius)
        let a0 = atan2(start.y - centre.y, start.x - centre.x)
        return (0..<24).map { i -> CGPoint in
            let a = a0 + 2 * .pi * CGFloat(i) / 24
            return CGPoint(x: centre.x + radius * cos(a), y: centre.y + radius * sin(a))
        }
    }

    /// A quadratic from `start` to `end` bent towards `control`, `steps` + 1 points: an arm that starts one way and
    /// curves into its corner.
    static func curve(from start: CGPoint, control: CGPoint, to end: CGPoint, steps: Int) -> [CGPoint] {
        (0...steps).map { i -> CGPoint in
            let t = CGFloat(i) / CGFloat(steps), u = 1 - t
            return CGPoint(x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                           y: u * u * start.y + 2 * u * t * control.y + t * t * end.y)
        }
    }
}
