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

    /// Time of the last sample (0 when empty).
    public var duration: TimeInterval { samples.last?.timestamp ?? 0 }
}
