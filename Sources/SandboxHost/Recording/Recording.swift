import Foundation
import GestureKit

/// A recorded touch session (format version 1): the window it was made in, optionally its scene, and every touch
/// sample the app received, timed in seconds from the start.
public struct Recording: Equatable, Sendable {
    public static let formatName = "gesture-sandbox-recording"
    public static let version = 1

    /// Window size in points; sample coordinates are points in it.
    public var windowSize: CGSize
    public var scene: String?
    public var samples: [TouchSample]
    /// The header's line in the file, for messages about it (an unknown scene).
    public var headerLine = 1

    public init(windowSize: CGSize, scene: String? = nil, samples: [TouchSample] = []) {
        self.windowSize = windowSize
        self.scene = scene
        self.samples = samples
    }

    /// The recording shown in a window of `size`: positions scaled to fit, keeping the aspect, and centred; the
    /// scale used (1 when the sizes match).
    public func fitted(to size: CGSize) -> (recording: Recording, scale: CGFloat) {
        guard windowSize != size, windowSize.width > 0, windowSize.height > 0 else { return (self, 1) }
        let scale = min(size.width / windowSize.width, size.height / windowSize.height)
        let dx = (size.width - windowSize.width * scale) / 2, dy = (size.height - windowSize.height * scale) / 2
        var fitted = self
        fitted.windowSize = size
        fitted.samples = samples.map {
            var sample = $0
            sample.location = CGPoint(x: $0.location.x * scale + dx, y: $0.location.y * scale + dy)
            return sample
        }
        return (fitted, scale)
    }

    /// Time of the last sample (0 when empty).
    public var duration: TimeInterval { samples.last?.timestamp ?? 0 }
}
