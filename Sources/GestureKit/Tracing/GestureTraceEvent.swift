import Foundation

/// What the engine reports through `Window.observers`: every recognizer state transition and every touch delivery
/// to a view. The app prints these as its `--trace` and the inspector draws them.
public enum GestureTraceEvent: Equatable, Sendable {
    case transition(RecognizerTransition)
    case delivery(ViewDelivery)
}

/// One state change of one recognizer.
public struct RecognizerTransition: Equatable, Sendable {
    public var time: TimeInterval
    public var recognizer: String
    public var type: String
    public var view: String
    public var from: GestureRecognizer.State
    public var to: GestureRecognizer.State
    /// Whether the change sends action messages (began, changed, ended, cancelled).
    public var action: Bool
    /// The recognizer's location in window points at the time.
    public var location: CGPoint
}

/// One touches message to a view.
public struct ViewDelivery: Equatable, Sendable {
    public enum Kind: String, Sendable { case began, moved, ended, cancelled }
    public var time: TimeInterval
    public var view: String
    public var kind: Kind
    public var touches: Int
    /// The touches' `serial`s, ascending.
    public var serials: [Int]
}
