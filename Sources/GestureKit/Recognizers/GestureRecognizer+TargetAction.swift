import Foundation

/// Lets `addTarget(_:action:)` and `init(target:action:)` take a method reference typed on the concrete recognizer,
/// e.g. `pan.addTarget(self, action: Scene.handlePan)` where `handlePan(_ pan: PanGestureRecognizer)`.
@MainActor
public protocol GestureRecognizerTargetAction: GestureRecognizer {}

extension GestureRecognizer: GestureRecognizerTargetAction {}

extension GestureRecognizerTargetAction {
    /// Creates the recognizer with a first target and action.
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (Self) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates the recognizer with a closure action.
    public init(handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addAction(handler)
    }

    /// Adds a target (held weakly) and one of its methods taking the recognizer.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self) -> Void) {
        appendAction(target: target) { object, recognizer in
            guard let object = object as? Target, let recognizer = recognizer as? Self else { return }
            action(object)(recognizer)
        }
    }

    /// Adds a target (held weakly) and one of its methods taking no argument.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        appendAction(target: target) { object, _ in
            guard let object = object as? Target else { return }
            action(object)()
        }
    }

    /// Adds a closure action, kept until `removeAllActions()` or `removeTarget(nil)`.
    public func addAction(_ handler: @escaping @MainActor (Self) -> Void) {
        appendAction(target: nil) { _, recognizer in
            guard let recognizer = recognizer as? Self else { return }
            handler(recognizer)
        }
    }
}
