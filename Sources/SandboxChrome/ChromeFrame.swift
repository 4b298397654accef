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
    public var isReplayed: (Int) -> Bool

    public init(window: Window, now: TimeInterval, zoom: CGFloat = 1, isReplayed: @escaping (Int) -> Bool = { _ in false }) {
        self.window = window
        self.now = now
        self.zoom = zoom
        self.isReplayed = isReplayed
    }
}
