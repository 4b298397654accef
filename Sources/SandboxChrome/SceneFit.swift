import Foundation

/// How a live scene fills the room it is given when that is narrower or shorter than the scenes are made for: laid
/// out at least `minimumWidth` wide and `minimumHeight` tall above the bars, and drawn zoomed down to the room, one
/// scale both ways, with input mapped back by the same factor. At 480 pt the gallery's list of gestures was cut, and
/// narrow windows are real: a tiling compositor puts two windows side by side at 320 pt each (1280 pixels at scale 2)
/// and ignores a minimum-size hint. The zoomed scene fills the whole room (the side with room to spare is laid out
/// longer than the minimum, not left as an empty band); at and above the minimum it is the room itself at 1:1.
/// The chrome (bars, panels, help) is not zoomed: it is laid out in the window's own points and stays legible.
public struct SceneFit: Equatable, Sendable {
    /// The narrowest the scenes are laid out for: every scene's texts fit from here (`NarrowSceneTextTests`).
    public static let minimumWidth: CGFloat = 640
    /// The least height above the bars the scenes are laid out for: F4 docked in a 640×400 window leaves 208.
    public static let minimumHeight: CGFloat = 200
    /// The smallest window the app asks the window manager for (a hint only: a tiling one ignores it): half the
    /// minimum width, where the zoomed scene's 15 pt text is drawn 7.5 pt.
    public static let smallestWindow = CGSize(width: 320, height: 240)

    /// Window points per scene point: 1, or less where the room is under the minimum.
    public let zoom: CGFloat
    /// The size the scene is laid out at, in scene points.
    public let size: CGSize

    /// `room`: the window points the scene is given; its bottom `bars` points lie under the bars (the scene bar and
    /// a replay's transport, or F4 docked over them) as a live scene's always have (its bottom inset is room for
    /// them), so they are kept that tall in window points and the scene's content ends above them at any zoom.
    public init(room: CGSize, bars: CGFloat) {
        let above = max(1, room.height - bars)
        zoom = min(1, max(1, room.width) / Self.minimumWidth, above / Self.minimumHeight)
        size = CGSize(width: max(1, room.width) / zoom, height: above / zoom + (room.height - above))
    }
}
