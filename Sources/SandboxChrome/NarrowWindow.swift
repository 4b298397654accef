import Foundation

/// How a window narrower or shorter than the app is made for is drawn: as a window of the minimum size zoomed down
/// to fit, one scale both ways, scene and chrome alike, with input mapped back by the same factor (to the app it is a
/// larger window at a smaller display scale). At 480 pt the gallery's list of gestures was cut, and at 320 pt F4's
/// and F6's headings (316 pt of text in 280, 294 in 276); narrow windows are real: a tiling compositor puts two
/// windows side by side at 320 pt each (1280 pixels at scale 2) and ignores a minimum-size hint. Zoomed, the
/// window is laid out in whole as at its minimum, where every scene's and panel's texts are tested to fit, and
/// keeps its aspect: the side with room to spare is laid out longer than the minimum, not left as an empty band.
public enum NarrowWindow {
    /// The narrowest the scenes and panels are laid out for (`NarrowSceneTextTests`, `PanelInterplayTests`).
    public static let minimumWidth: CGFloat = 640
    /// The least height above the bars the scenes are laid out for: F4 docked in a 640×400 window leaves 208.
    public static let minimumHeight: CGFloat = 200
    /// The smallest window the app asks the window manager for (a hint only: a tiling one ignores it): half the
    /// minimum width, where 15 pt text is drawn 7.5 pt.
    public static let smallestWindow = CGSize(width: 320, height: 240)

    /// Window points per layout point for a window of `size` points whose bottom `bars` layout points are the bars
    /// (the scene bar, and a replay's transport): 1 from `minimumWidth` wide and `minimumHeight` above the bars,
    /// less below either.
    public static func zoom(for size: CGSize, bars: CGFloat) -> CGFloat {
        min(1, max(1, size.width) / minimumWidth, max(1, size.height) / (minimumHeight + bars))
    }

    /// The zoom for a run's window of `size` points, with the bars that run shows (`ReplayZoom.bars`): one rule for the
    /// window as it opens and as it is resized.
    @MainActor public static func zoom(for size: CGSize, headless: Bool, replays: Bool) -> CGFloat {
        zoom(for: size, bars: ReplayZoom.bars(headless: headless, replays: replays))
    }
}
