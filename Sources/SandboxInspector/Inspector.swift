import Foundation
import GestureKit

/// The explanation layer over a scene: the touch-sequence story (F2 panel) and the recent events for the timeline
/// (F4), fed by the window's observer events. It holds no SDL: hosts and tests draw it through `GraphicsContext`.
///
/// The host calls `observe(_:)` for each new scene window (which clears everything: a scene switch starts afresh);
/// from then on it follows the window's observers and its dispatches (`Window.dispatchObservers`), and never
/// dispatches anything itself.
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
        window.dispatchObservers.append { [weak self, weak window] notice in
            guard let self, let window, window === self.window else { return }
            switch notice {
            case .willDispatch(let samples): story.willDispatch(samples, to: window)
            case .didDispatch: story.didDispatch(to: window)
            }
        }
    }
}
