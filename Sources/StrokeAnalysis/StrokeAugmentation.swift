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
    /// A way of drawing the corpus lacks, synthesized before the resize (nil: as recorded).
    public var style: StrokeStyle?
    /// ±points of seeded noise on every sample after the resize, a shaky hand or a noisy digitiser.
    public var jitter: CGFloat = 0

    public init(extent: CGFloat, rotationDegrees: CGFloat = 0, sampleRate: Double? = nil, wholePixels: Bool = false,
                style: StrokeStyle? = nil, jitter: CGFloat = 0) {
        self.extent = extent
        self.rotationDegrees = rotationDegrees
        self.sampleRate = sampleRate
        self.wholePixels = wholePixels
        self.style = style
        self.jitter = jitter
    }

    public var description: String {
        var parts = style.map { ["\($0)"] } ?? []
        if jitter != 0 { parts.append("jitter \(StrokeFailure.format(jitter))pt") }
        parts.append("\(Int(extent))pt")
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

    /// Styles people draw that the corpus's six do not (issue 23), each on the held-out set's own condition (110 pt,
    /// 75 Hz, whole pixels): lead-ins of several lengths and directions, small loops at the start, a first arm curved
    /// into its corner, a down arm drawn long (the up arm 1.5× and 1.25× it, issue 38), a dwell at the start, fast and
    /// slow, a shaky hand.
    public static let styles: [StrokeAugmentation] = {
        let styles: [StrokeStyle] = [
            .leadIn(degrees: 0, share: 0.15), .leadIn(degrees: 0, share: 0.33), .leadIn(degrees: -45, share: 0.15),
            .leadIn(degrees: 180, share: 0.1), .loop(size: 0.15, clockwise: true), .loop(size: 0.25, clockwise: false),
            .curvedFirstArm(bow: 0.12), .curvedFirstArm(bow: 0.22), .longFirstArm(ratio: 1.5), .longFirstArm(ratio: 1.25),
            .dwell(seconds: 0.4), .speed(factor: 0.5), .speed(factor: 2),
        ]
        return styles.map { StrokeAugmentation(extent: 110, sampleRate: 75, wholePixels: true, style: $0) }
            + [StrokeAugmentation(extent: 110, sampleRate: 75, wholePixels: true, jitter: 1.5)]
    }()

    /// Every condition cross-validation measures in: `standard` then `styles`.
    public static let all: [StrokeAugmentation] = standard + styles

    /// Whether the ✓'s thresholds are tuned on strokes in this condition. The long-down-arm styles (issue 38) are
    /// not: tuned on, the main discriminant let 18 % of the held-out `v` through (37.5 % for the worst person) and
    /// still refused 12 % of the 1.25× ✓. They tune the long-down-arm discriminant alone (`tunesTheLongDownArm`).
    public var tunesTheCheckmark: Bool { !tunesTheLongDownArm }

    /// Whether the ✓'s long-down-arm discriminant is fitted on the ✓ in this condition (the long-down-arm styles).
    public var tunesTheLongDownArm: Bool {
        if case .longFirstArm = style { return true }
        return false
    }

    public func apply(to stroke: CorpusStroke) -> CorpusStroke {
        var result = style?.apply(to: stroke) ?? stroke
        if rotationDegrees != 0 {
            let box = result.bounds
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
        if jitter != 0 {
            var random = UInt64(stroke.rep + 1) &* 0xD1B5_4A32_D192_ED03 | 1
            result = result.mapped { p in
                CGPoint(x: p.x + StrokeStyle.wobble(&random) * jitter, y: p.y + StrokeStyle.wobble(&random) * jitter)
            }
        }
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
        let styled = style?.apply(to: stroke) ?? stroke
        var copy = self
        copy.extent = max(styled.bounds.width, styled.bounds.height)
        copy.style = nil
        return copy.apply(to: styled)
    }
}
