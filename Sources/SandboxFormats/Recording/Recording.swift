import Foundation
import GestureKit

/// A recorded touch session: the window it was made in, optionally its scene, and every touch sample the app
/// received, timed in seconds from the start. Format version 2 adds what a bug report needs (`environment`) and, per
/// sample, its pressure (in `TouchSample`) and `sources`; version 1 files are still read and written unchanged.
public struct Recording: Equatable, Sendable {
    public static let formatName = "gesture-sandbox-recording"
    /// The version the app writes.
    public static let version = 2
    public static let supportedVersions = 1...2

    /// Window size in points; sample coordinates are points in it.
    public var windowSize: CGSize
    public var scene: String?
    public var samples: [TouchSample]
    /// The header's line in the file, for messages about it (an unknown scene).
    public var headerLine = 1
    /// The file's format version: 1 has no environment, pressures or sources, and is written back as it was.
    public var formatVersion: Int
    public var environment: RecordingEnvironment
    /// Each sample's source, index for index with `samples`; empty when the file has none.
    public var sources: [RecordedSource?]

    public init(windowSize: CGSize, scene: String? = nil, samples: [TouchSample] = [], formatVersion: Int = version,
                environment: RecordingEnvironment = RecordingEnvironment(), sources: [RecordedSource?] = []) {
        self.windowSize = windowSize
        self.scene = scene
        self.samples = samples
        self.formatVersion = formatVersion
        self.environment = environment
        self.sources = sources
    }

    /// The source of sample `index`, when recorded.
    public func source(at index: Int) -> RecordedSource? {
        index < sources.count ? sources[index] : nil
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
