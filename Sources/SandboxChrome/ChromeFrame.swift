import Foundation
import GestureKit

/// What a chrome layer may need of the frame being made: the scene's window, the time, where the scene is drawn
/// (its viewport), and which fingers a replay is pushing (they belong to the scene, never to the chrome).
@MainActor
public struct ChromeFrame {
    public var window: Window
    public var now: TimeInterval
    /// The scene's place in the window: its zoom and origin, for a layer that draws over the scene's views or takes
    /// touches, which come in scene points.
    public var viewport: SceneViewport
    public var isReplayed: (Int) -> Bool

    /// A frame whose scene is drawn at `zoom` from `origin` (layout points), in a window the size of its `window`.
    public init(window: Window, now: TimeInterval, zoom: CGFloat = 1, origin: CGPoint = .zero,
                isReplayed: @escaping (Int) -> Bool = { _ in false }) {
        var viewport = SceneViewport(layoutSize: window.bounds.size, replayZoom: zoom)
        viewport.sceneArea.origin = origin
        self.init(window: window, now: now, viewport: viewport, isReplayed: isReplayed)
    }

    /// A frame of the session's `viewport`.
    public init(window: Window, now: TimeInterval, viewport: SceneViewport,
                isReplayed: @escaping (Int) -> Bool = { _ in false }) {
        self.window = window
        self.now = now
        self.viewport = viewport
        self.isReplayed = isReplayed
    }

    /// Layout points per scene point: 1, except for a scene that keeps its points zoomed to fit.
    public var zoom: CGFloat { viewport.replayZoom }
    /// Where the scene's origin lies in the window (layout points): right of F2 docked left.
    public var origin: CGPoint { viewport.origin }
}
