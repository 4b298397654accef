import Foundation

/// A way of redrawing a corpus stroke as another hand and device would: at another size, rotated a little, sampled
/// at another rate, with whole-pixel coordinates. The held-out strokes the recognizers must hold on were ~110 pt
/// across, ~75 Hz and whole pixels; the corpus is none of those, so cross-validation measures under each.
public struct StrokeAugmentation: Sendable, CustomStringConvertible {
    /// Larger side of the bounding box, points.
    public var extent: CGFloat
    /// Turned about the box's centre, degrees (positive: clockwise on a y-down screen).
    public var rotationDegrees: CGFloat = 0
    /// Resampled at this rate by linear interpolation along the recorded timeline (nil keeps the samples).
    public var sampleRate: Double?
    /// Coordinates rounded to whole points, as a digitiser that reports pixels.
    public var wholePixels = false

    public init(extent: CGFloat, rotationDegrees: CGFloat = 0, sampleRate: Double? = nil, wholePixels: Bool = false) {
        self.extent = extent
        self.rotationDegrees = rotationDegrees
        self.sampleRate = sampleRate
        self.wholePixels = wholePixels
    }

    public var description: String {
        var parts = ["\(Int(extent))pt"]
        if rotationDegrees != 0 { parts.append(String(format: "%+.0f°", Double(rotationDegrees))) }
        if let sampleRate { parts.append("\(Int(sampleRate))Hz") }
        if wholePixels { parts.append("px") }
        return parts.joined(separator: " ")
    }

    /// The conditions cross-validation measures in: the held-out set's own (110 pt, 75 Hz, whole pixels), then
    /// each change alone around 110 pt, and the smallest and largest sizes.
    public static let standard: [StrokeAugmentation] = [
        StrokeAugmentation(extent: 110, sampleRate: 75, wholePixels: true),
        StrokeAugmentation(extent: 110),
        StrokeAugmentation(extent: 110, wholePixels: true),
        StrokeAugmentation(extent: 110, sampleRate: 60),
        StrokeAugmentation(extent: 110, sampleRate: 90),
        StrokeAugmentation(extent: 110, sampleRate: 240),
        StrokeAugmentation(extent: 110, rotationDegrees: 10),
        StrokeAugmentation(extent: 110, rotationDegrees: -10),
        StrokeAugmentation(extent: 40),
        StrokeAugmentation(extent: 400),
    ]

    public func apply(to stroke: CorpusStroke) -> CorpusStroke {
        var result = stroke
        if rotationDegrees != 0 {
            let box = stroke.bounds
            let centre = CGPoint(x: box.midX, y: box.midY)
            let angle = rotationDegrees * .pi / 180
            let (c, s) = (cos(angle), sin(angle))
            result = result.mapped { p in
                let (dx, dy) = (p.x - centre.x, p.y - centre.y)
                return CGPoint(x: centre.x + c * dx - s * dy, y: centre.y + s * dx + c * dy)
            }
        }
        result = result.scaled(toExtent: extent)
        if let sampleRate { result.points = Self.resampled(result.points, rate: sampleRate) }
        if wholePixels {
            result = result.mapped { CGPoint(x: $0.x.rounded(), y: $0.y.rounded()) }
        }
        return result
    }

    /// Positions at t0, t0 + 1/rate, … and the last sample, interpolated linearly between recorded samples.
    static func resampled(_ points: [StrokePoint], rate: Double) -> [StrokePoint] {
        guard let first = points.first, let last = points.last, last.time > first.time else { return points }
        var result: [StrokePoint] = []
        var index = 0
        var time = first.time
        while time < last.time {
            while index + 1 < points.count, points[index + 1].time < time { index += 1 }
            let a = points[index], b = points[min(index + 1, points.count - 1)]
            let span = b.time - a.time
            let f = span > 0 ? CGFloat((time - a.time) / span) : 0
            result.append(StrokePoint(CGPoint(x: a.location.x + (b.location.x - a.location.x) * f,
                                              y: a.location.y + (b.location.y - a.location.y) * f), time: time))
            time += 1 / rate
        }
        result.append(last)
        return result
    }
}

extension StrokeAugmentation {
    /// The augmentation without the resize, for shapes whose thresholds are absolute (the tickle's 25 pt per rub):
    /// rotation, rate and pixels only, at the recorded size.
    public func applyKeepingSize(to stroke: CorpusStroke) -> CorpusStroke {
        let size = max(stroke.bounds.width, stroke.bounds.height)
        var copy = self
        copy.extent = size
        return copy.apply(to: stroke)
    }
}
