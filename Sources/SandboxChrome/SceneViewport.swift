import Foundation

/// Where the scene lies in the window and how its points become the window's units and pixels and back: the one
/// mapping the input translator, the drawing context and the chrome read (issue 39 item 2), owned by the session and
/// changed only where the window, the zoom or the docked panels change. Four spaces, each a scale of the next:
/// - **scene points**, the scene's own (a replay's, as recorded): `replayZoom` layout points each, from `origin`;
/// - **layout points**, where the chrome is laid out: `windowZoom` window points each (`NarrowWindow`);
/// - **window units**, SDL's (mouse events, the window's size): `displayScale` of them a window point;
/// - **pixels**, the renderer's: so many a window unit as the renderer measures (`pixelsPerUnit` below).
public struct SceneViewport: Equatable, Sendable {
    /// Window units per point beyond what SDL scales itself: the desktop's scale on X11, `--scale` headless, 1 on
    /// Wayland (whose drawable already carries it).
    public var displayScale: CGFloat
    /// Window points per layout point: 1, or less in a window narrower or shorter than the app is made for, laid out
    /// at the minimum and drawn zoomed down, scene and chrome alike (`NarrowWindow`).
    public var windowZoom: CGFloat
    /// The window's size in layout points: where the bars and panels are laid out.
    public var layoutSize: CGSize
    /// Layout points per scene point: 1, except for a scene that keeps its points (a replay, a recording being
    /// written) drawn zoomed to fit the room the bars and docked panels leave (`ReplayZoom`).
    public var replayZoom: CGFloat
    /// The part of the window (layout points) the docked panels leave the scene: its origin is where the scene's is
    /// drawn (right of F2 docked left), its size what a live scene is laid out in.
    public var sceneArea: CGRect

    /// A window of `layoutSize` layout points showing the scene whole from its top left.
    public init(layoutSize: CGSize, displayScale: CGFloat = 1, windowZoom: CGFloat = 1, replayZoom: CGFloat = 1) {
        self.displayScale = displayScale
        self.windowZoom = windowZoom
        self.layoutSize = layoutSize
        self.replayZoom = replayZoom
        sceneArea = CGRect(origin: .zero, size: layoutSize)
    }

    /// Where the scene's origin lies in the window, in layout points.
    public var origin: CGPoint { sceneArea.origin }

    /// What the docked panels take from each side of the window, in layout points.
    public var dockedInsets: (left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        (sceneArea.minX, sceneArea.minY, layoutSize.width - sceneArea.maxX, layoutSize.height - sceneArea.maxY)
    }

    /// Window units per layout point: the display's scale times the narrow window's zoom.
    public var unitsPerLayoutPoint: CGFloat { displayScale * windowZoom }

    /// Window units per scene point.
    public var unitsPerScenePoint: CGFloat { replayZoom * unitsPerLayoutPoint }

    /// The whole window in scene points: a finger's position, a fraction of the window, is that fraction of it.
    public var sceneWindowSize: CGSize {
        CGSize(width: layoutSize.width / replayZoom, height: layoutSize.height / replayZoom)
    }

    /// How the chrome is drawn and touched: the same window, at its own scale from its top left.
    public var chrome: SceneViewport {
        var chrome = self
        chrome.replayZoom = 1
        chrome.sceneArea = CGRect(origin: .zero, size: layoutSize)
        return chrome
    }

    // MARK: Points

    /// A scene point in layout points.
    public func layoutPoint(fromScene point: CGPoint) -> CGPoint {
        Self.layoutPoint(fromScene: point, zoom: replayZoom, origin: origin)
    }

    /// A scene point in layout points, for a scene drawn at `zoom` from `origin`: what a layer's helper is handed of
    /// the frame's viewport.
    public static func layoutPoint(fromScene point: CGPoint, zoom: CGFloat, origin: CGPoint) -> CGPoint {
        CGPoint(x: point.x * zoom + origin.x, y: point.y * zoom + origin.y)
    }

    /// A layout point in scene points.
    public func scenePoint(fromLayout point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x - origin.x) / replayZoom, y: (point.y - origin.y) / replayZoom)
    }

    /// A point in window units (a mouse event's) in layout points.
    public func layoutPoint(fromUnits point: CGPoint) -> CGPoint {
        CGPoint(x: point.x / unitsPerLayoutPoint, y: point.y / unitsPerLayoutPoint)
    }

    /// A layout point in window units.
    public func units(fromLayout point: CGPoint) -> CGPoint {
        CGPoint(x: point.x * unitsPerLayoutPoint, y: point.y * unitsPerLayoutPoint)
    }

    /// A point in window units (a mouse event's) in scene points.
    public func scenePoint(fromUnits point: CGPoint) -> CGPoint {
        shiftedToScene(CGPoint(x: point.x / unitsPerScenePoint, y: point.y / unitsPerScenePoint))
    }

    /// Where a touch at `fraction` of the window (SDL's normalised finger position) lies in scene points.
    public func scenePoint(fromWindowFraction fraction: CGPoint) -> CGPoint {
        shiftedToScene(unshiftedScenePoint(fromWindowFraction: fraction))
    }

    /// A replay's fingers are pushed as fractions of `sceneWindowSize` (`windowFraction(ofScenePoint:)`), not of
    /// the window: they are in the scene's points already, wherever the scene is drawn.
    public func unshiftedScenePoint(fromWindowFraction fraction: CGPoint) -> CGPoint {
        CGPoint(x: fraction.x * sceneWindowSize.width, y: fraction.y * sceneWindowSize.height)
    }

    /// A scene point as a replay pushes it: a fraction of `sceneWindowSize`.
    public func windowFraction(ofScenePoint point: CGPoint) -> CGPoint {
        CGPoint(x: point.x / sceneWindowSize.width, y: point.y / sceneWindowSize.height)
    }

    /// A point in scene units at the window's origin, moved to the scene's.
    private func shiftedToScene(_ point: CGPoint) -> CGPoint {
        origin == .zero ? point : CGPoint(x: point.x - origin.x / replayZoom, y: point.y - origin.y / replayZoom)
    }

    // MARK: Pixels

    /// Pixels per scene point, for a renderer drawing `pixelsPerUnit` pixels a window unit.
    public func pixelsPerScenePoint(pixelsPerUnit: CGFloat) -> CGFloat {
        pixelsPerUnit * unitsPerLayoutPoint * replayZoom
    }

    /// Where the scene's origin is drawn, in pixels, at `pixelsPerScenePoint` (`pixelsPerScenePoint(pixelsPerUnit:)`).
    public func originPixel(pixelsPerScenePoint scale: CGFloat) -> CGPoint {
        origin == .zero ? .zero : CGPoint(x: origin.x * scale / replayZoom, y: origin.y * scale / replayZoom)
    }

    /// A scene point in pixels.
    public func pixel(fromScene point: CGPoint, pixelsPerUnit: CGFloat) -> CGPoint {
        let scale = pixelsPerScenePoint(pixelsPerUnit: pixelsPerUnit), shift = originPixel(pixelsPerScenePoint: scale)
        return CGPoint(x: point.x * scale + shift.x, y: point.y * scale + shift.y)
    }

    /// A pixel in scene points.
    public func scenePoint(fromPixel pixel: CGPoint, pixelsPerUnit: CGFloat) -> CGPoint {
        let scale = pixelsPerScenePoint(pixelsPerUnit: pixelsPerUnit), shift = originPixel(pixelsPerScenePoint: scale)
        return CGPoint(x: (pixel.x - shift.x) / scale, y: (pixel.y - shift.y) / scale)
    }
}
