import Foundation
import GestureKit

/// What a chrome layer may need of the frame being made: the scene's window, the time, how a replay is zoomed, and
/// which fingers a replay is pushing (they belong to the scene, never to the chrome).
@MainActor
public struct ChromeFrame {
    public var window: Window
    public var now: TimeInterval
    /// Window points per scene point: 1, except for a replay drawn zoomed to fit.
    public var zoom: CGFloat
    /// Where the scene's origin lies in the window (window points): right of F2 docked left.
    public var origin: CGPoint
    public var isReplayed: (Int) -> Bool

    public init(window: Window, now: TimeInterval, zoom: CGFloat = 1, origin: CGPoint = .zero,
                isReplayed: @escaping (Int) -> Bool = { _ in false }) {
        self.window = window
        self.now = now
        self.zoom = zoom
        self.origin = origin
        self.isReplayed = isReplayed
    }

    /// A scene point in window points.
    public static func windowPoint(_ point: CGPoint, zoom: CGFloat, origin: CGPoint) -> CGPoint {
        CGPoint(x: point.x * zoom + origin.x, y: point.y * zoom + origin.y)
    }
}
