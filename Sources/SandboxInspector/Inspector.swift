import Foundation
import GestureKit

/// The explanation layer over a scene: the touch-sequence story (F2 panel) and the recent events for the timeline
/// (F4), fed by the window's observer events. It holds no SDL: hosts and tests draw it through `GraphicsContext`.
///
/// The host calls `observe(_:)` for each new scene window (which clears everything: a scene switch starts afresh),
/// and `willDispatch`/`didDispatch` around each batch of touch samples.
@MainActor
public final class Inspector {
    public let story = TouchSequenceStory()
    public let panel = InspectorPanel()
    public let timeline = TimelineRecorder()
    /// The scene's window it follows.
    public private(set) weak var window: Window?

    public init() {}

    /// Follows `window` from now on, forgetting the previous window's story and timeline.
    public func observe(_ window: Window) {
        self.window = window
        story.clear()
        panel.resetScroll()
        timeline.clear()
        window.observers.append { [weak self, weak window] event in
            guard let self, let window, window === self.window else { return }
            story.record(event, in: window)
            timeline.record(event)
        }
    }

    public func willDispatch(_ samples: [TouchSample], to window: Window) {
        story.willDispatch(samples, to: window)
    }

    public func didDispatch(to window: Window) {
        story.didDispatch(to: window)
    }
}
