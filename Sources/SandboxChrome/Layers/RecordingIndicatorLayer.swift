import Foundation
import GestureKit
import SandboxInspector

/// The recording indicator at the top right (recording, or the note that the recording ended).
@MainActor
public final class RecordingIndicatorLayer: ChromeLayer {
    public let indicator = RecordingIndicator()

    public init() {}

    public func placement(at now: TimeInterval) -> ChromePlacement { .window }

    public func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame) {
        indicator.draw(in: context, size: area.size, now: frame.now)
    }

    /// The note fades out on its own.
    public func keepsFramesComing(at now: TimeInterval) -> Bool { indicator.isShowingNote(at: now) }
}
