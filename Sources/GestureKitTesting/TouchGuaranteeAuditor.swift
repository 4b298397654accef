import GestureKit

/// Checks UIKit's promise to views on a live window: each touch that begins in a view gets moves only while open,
/// then exactly one ended or cancelled. It follows touches by `Touch.serial` through `Window.observers`.
@MainActor
public final class TouchGuaranteeAuditor {
    /// Broken promises seen so far, in order, one line each.
    public private(set) var problems: [String] = []
    /// Open touches by serial, with the view that got their began.
    private var open: [Int: String] = [:]
    private weak var window: Window?

    /// Starts auditing `window` by adding an observer; read `problems` after the input.
    public init(window: Window) {
        self.window = window
        window.observers.append { [weak self] event in
            if case let .delivery(delivery) = event { self?.note(delivery) }
        }
    }

    private func note(_ delivery: ViewDelivery) {
        for serial in delivery.serials {
            let place = "t=\(delivery.time) \(delivery.view) touch #\(serial)"
            switch delivery.kind {
            case .began:
                if let view = open[serial] { problems.append("\(place): began again (still open in \(view))") }
                open[serial] = delivery.view
            case .moved:
                if open[serial] != delivery.view { problems.append("\(place): moved without an open began") }
            case .ended, .cancelled:
                if open.removeValue(forKey: serial) != delivery.view {
                    problems.append("\(place): \(delivery.kind.rawValue) without an open began")
                }
            }
        }
    }

    /// Touches that began in a view and have not ended or been cancelled there, one line each.
    public var unfinished: [String] {
        open.sorted { $0.key < $1.key }.map { "\($0.value) touch #\($0.key): began and never ended or cancelled" }
    }

    /// Everything wrong once the sequence is over: broken promises, unfinished view touches, touches the window
    /// still holds, and the given recognizers still following touches or not back in possible.
    public func violations(recognizers: [GestureRecognizer] = []) -> [String] {
        var result = problems + unfinished
        if let window, window.heldTouchCount > 0 { result.append("window still holds \(window.heldTouchCount) touches") }
        for recognizer in recognizers {
            if recognizer.trackedTouchCount > 0 {
                result.append("\(recognizer.name) still tracks \(recognizer.trackedTouchCount) touches")
            }
            if recognizer.state != .possible { result.append("\(recognizer.name) left in \(recognizer.state)") }
        }
        return result
    }
}
