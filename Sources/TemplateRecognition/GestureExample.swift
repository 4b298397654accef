import Foundation

/// One drawing of a gesture: one or more strokes (finger down to finger up), in the order they were drawn.
public struct GestureExample: Equatable, Sendable {
    public var strokes: [[TemplatePoint]]

    public init(strokes: [[TemplatePoint]]) {
        self.strokes = strokes
    }

    /// A one-stroke example through `points`, without times.
    public init(_ points: [CGPoint]) {
        self.init(strokes: [points.map { TemplatePoint($0) }])
    }

    /// The length of the strokes' paths together (the jumps between strokes not counted), in points.
    public var pathLength: Double {
        strokes.reduce(0) { total, stroke in
            zip(stroke, stroke.dropFirst()).reduce(total) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
    }

    /// Every point of every stroke, in drawing order.
    var allPoints: [TemplatePoint] { strokes.flatMap { $0 } }
}
