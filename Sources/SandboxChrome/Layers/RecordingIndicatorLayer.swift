import Foundation
import GestureKit
import SandboxInspector

/// The recording indicator at the right of a badge row of its own (recording, or the note that the recording ended):
/// badges and F5 start below it, so a long name in a narrow window lies over neither.
@MainActor
public final class RecordingIndicatorLayer: SessionChromePanel {
    public let indicator = RecordingIndicator()

    /// No key opens it: the session sets its state when it records.
    public nonisolated static var registeredKey: KeyDeclaration? { nil }

    public static func make(in session: ChromeSession) -> RecordingIndicatorLayer { RecordingIndicatorLayer() }

    public init() {}

    public func placement(at now: TimeInterval) -> ChromePlacement { .badges(rows: indicator.text(at: now) == nil ? 0 : 1) }

    public func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame) {
        indicator.draw(in: context, size: CGSize(width: area.maxX, height: area.maxY), now: frame.now, top: area.minY)
    }

    /// The note fades out on its own.
    public func keepsFramesComing(at now: TimeInterval) -> Bool { indicator.isShowingNote(at: now) }
}
