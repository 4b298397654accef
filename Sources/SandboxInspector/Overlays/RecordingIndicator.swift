import Foundation
import GestureKit

/// "● REC name.jsonl" at the top right, below the scene's hint, while `--record` writes, so a person knows the session is being
/// kept; once the recording has ended (a scene switch ends it), a note says so for a few seconds. The app gives it a
/// badge row of its own (`top`).
@MainActor
public final class RecordingIndicator {
    public enum State: Equatable {
        case recording(file: String)
        case ended(note: String, at: TimeInterval)
    }

    public var state: State?
    /// How long the end note stays.
    public static let noteDuration: TimeInterval = 4

    public init() {}

    /// The text shown at `now`, if any.
    public func text(at now: TimeInterval) -> String? {
        switch state {
        case .recording(let file)?: "● REC \(file)"
        case .ended(let note, let at)? where now - at < Self.noteDuration: note
        default: nil
        }
    }

    /// Whether the end note is up at `now` (it goes by itself, so the app draws until it has).
    public func isShowingNote(at now: TimeInterval) -> Bool {
        if case .ended(_, let at)? = state { return now - at < Self.noteDuration + 0.05 }
        return false
    }

    public func draw(in context: GraphicsContext, size: CGSize, now: TimeInterval, top: CGFloat = OverlayBadge.top(row: 0)) {
        guard let text = text(at: now) else { return }
        context.transform = .identity
        context.alpha = 1
        let font = Font.boldSystemFont(ofSize: 13)
        let width = min(size.width - 24, context.sizeOfText(text, font: font).width * 1.1 + 28)
        // Below the scenes' hint pill, which spans the top.
        let box = CGRect(x: size.width - width - 12, y: top, width: width, height: 26)
        let recording = if case .recording? = state { true } else { false }
        context.fillRoundedRect(box, cornerRadius: 6, color: recording ? Color(red: 0.75, green: 0.1, blue: 0.1, alpha: 0.85)
                                                                      : Color(white: 0, alpha: 0.7))
        // A long file name is cut in the middle: its start and its ".jsonl" say which recording it is.
        let inside = box.insetBy(dx: 12, dy: 0)
        context.drawText(context.truncated(text, toFit: inside.width, font: font, mode: .byTruncatingMiddle), in: inside,
                         font: font, color: .white, alignment: .left)
    }
}
