import Foundation

/// How much a replay made in another window size is zoomed to fit the window (issue 25 item 6): the whole recorded
/// scene, keeping its aspect, in the part of the window above the bars along its bottom (the scene bar and the
/// transport), so nothing of the scene lies under them.
@MainActor
public enum ReplayZoom {
    /// Window points per recorded point for a scene `recorded` shown in a window `shown` whose bottom `bars` points
    /// belong to the chrome.
    public static func fit(_ recorded: CGSize, in shown: CGSize, bars: CGFloat) -> CGFloat {
        let height = max(1, shown.height - bars)
        return min(shown.width / recorded.width, height / recorded.height)
    }

    /// The bars a run shows along the bottom: the scene bar when windowed, and the transport when it replays.
    public static func bars(headless: Bool, replays: Bool) -> CGFloat {
        headless ? 0 : SceneBar.height + (replays ? ReplayTransport.height : 0)
    }
}
