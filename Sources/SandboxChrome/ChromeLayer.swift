import Foundation
import GestureKit

/// One piece of the app's chrome (a bar, a panel, a badge): everything the app needs to know to show it, in one
/// place, so adding a panel is its own file plus one line in the app's list (`AppChrome`) and never a change to the
/// frame loop. Every member but `placement` and `draw` has a default: a layer that ignores keys, touches and Esc and
/// never asks for frames.
///
/// The list's order is the drawing order (first drawn first, under the rest); touches are offered in the reverse,
/// topmost first. `placement` says what part of the window the layer asks the layout (`ChromeLayout`) for.
@MainActor
public protocol ChromeLayer: AnyObject {
    /// Whether it is shown now; hidden layers get no area, no touches and no drawing.
    var isVisible: Bool { get }
    /// What it asks the layout for.
    func placement(at now: TimeInterval) -> ChromePlacement
    /// Handles a key; true when it did (no other layer or the app then sees it).
    func handle(_ command: KeyCommand) -> Bool
    /// The same for a layer that needs its area for a key (scrolling a list by a page); by default `handle(_:)`.
    func handle(_ command: KeyCommand, in area: CGRect, frame: ChromeFrame) -> Bool
    /// Takes its touches out of `samples` (in scene points; `frame.zoom` window points each) and returns the rest.
    func takeTouches(_ samples: [TouchSample], in area: CGRect, frame: ChromeFrame) -> [TouchSample]
    /// The mouse wheel turned `notches` (positive: away from the user) with the pointer at `point` (window points);
    /// true when the layer scrolled (no other layer or the scene then sees it).
    func scroll(wheel notches: Int, at point: CGPoint, in area: CGRect, frame: ChromeFrame) -> Bool
    /// The touches no layer took, just before the scene gets them.
    func sceneWillReceive(_ samples: [TouchSample])
    /// Called once the touches it let through were delivered, for actions that must follow them (a scene switch).
    func didDeliver(at time: TimeInterval)
    /// Draws into `area` (window points, drawn at the window's own scale).
    func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame)
    /// Whether the screen changes by itself while it is shown, so the wall-clock loop must keep drawing frames.
    func keepsFramesComing(at now: TimeInterval) -> Bool
    /// Its place in the Esc order: Esc closes the open layer with the lowest rank first; nil, Esc leaves it alone.
    var escapeRank: Int? { get }
    /// Closes it (or its topmost part) for Esc; true when something closed.
    func close() -> Bool
    /// Its touch targets in `area` (window points), for `--dump-views`; the stack adds its close button.
    func touchTargets(in area: CGRect, frame: ChromeFrame) -> [ChromeTarget]
    /// A closable panel's close button (×), at the top right of what it draws (window points), and the name
    /// `--dump-views` gives it; nil for none. A finger has no Esc key (issue 35).
    func closeButton(in area: CGRect, frame: ChromeFrame) -> ChromeTarget?
    /// What it draws over the scene (window points): a finger that goes down there is the chrome's, never the
    /// scene's, as a tap on a UIKit view never reaches the view under it; nil for nothing.
    func coverFrame(in area: CGRect, frame: ChromeFrame) -> CGRect?
}

extension ChromeLayer {
    public var isVisible: Bool { true }
    public func handle(_ command: KeyCommand) -> Bool { false }
    public func handle(_ command: KeyCommand, in area: CGRect, frame: ChromeFrame) -> Bool { handle(command) }
    public func takeTouches(_ samples: [TouchSample], in area: CGRect, frame: ChromeFrame) -> [TouchSample] { samples }
    public func scroll(wheel notches: Int, at point: CGPoint, in area: CGRect, frame: ChromeFrame) -> Bool { false }
    public func sceneWillReceive(_ samples: [TouchSample]) {}
    public func didDeliver(at time: TimeInterval) {}
    public func keepsFramesComing(at now: TimeInterval) -> Bool { false }
    public var escapeRank: Int? { nil }
    public func close() -> Bool { false }
    public func touchTargets(in area: CGRect, frame: ChromeFrame) -> [ChromeTarget] { [] }
    public func closeButton(in area: CGRect, frame: ChromeFrame) -> ChromeTarget? { nil }
    public func coverFrame(in area: CGRect, frame: ChromeFrame) -> CGRect? { nil }
}

extension ChromeTarget {
    /// A close button at the top right of `panel`, 44 points square.
    public static func close(_ name: String, of panel: CGRect) -> ChromeTarget? {
        guard panel.width >= minimumSide * 2, panel.height >= minimumSide else { return nil }
        return ChromeTarget(name: name, frame: CGRect(x: panel.maxX - minimumSide, y: panel.minY, width: minimumSide,
                                                      height: minimumSide))
    }
}
