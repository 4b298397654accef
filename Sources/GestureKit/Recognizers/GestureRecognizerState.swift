import Foundation

extension GestureRecognizer {
    /// The recognizer state machine (seed 002). Discrete recognizers go possible → ended (recognized) or failed;
    /// continuous ones possible → began → changed… → ended or cancelled, or possible → failed.
    public enum State: String, Sendable, CaseIterable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed

        /// Ended and recognized are one state, as in UIKit.
        public static let recognized = State.ended

        /// Ended, cancelled and failed last until the multitouch sequence ends.
        public var isTerminal: Bool {
            switch self {
            case .ended, .cancelled, .failed: true
            case .possible, .began, .changed: false
            }
        }

        /// Began and changed: a continuous gesture in progress.
        public var isInProgress: Bool {
            switch self {
            case .began, .changed: true
            case .possible, .ended, .cancelled, .failed: false
            }
        }

        /// Possible, began or changed: still taking touches.
        public var isOpen: Bool {
            switch self {
            case .possible, .began, .changed: true
            case .ended, .cancelled, .failed: false
            }
        }

        public var description: String { rawValue }

        /// Whether the machine may move from `self` to `next` (possible is only reached by reset).
        public func canTransition(to next: State) -> Bool {
            switch (self, next) {
            case (.possible, .began), (.possible, .ended), (.possible, .failed): true
            case (.began, .changed), (.began, .ended), (.began, .cancelled): true
            case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
            default: false
            }
        }
    }
}
