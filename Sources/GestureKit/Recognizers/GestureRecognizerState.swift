import Foundation

extension GestureRecognizer {
    /// The recognizer state machine (seed 002). Discrete recognizers go possible → ended (recognized) or failed;
    /// continuous ones possible → began → changed… → ended or cancelled, or possible → failed.
    public enum State: String, Sendable, CaseIterable, CustomStringConvertible {
        /// Not decided yet: the recognizer is watching touches (the state between gestures too).
        case possible
        /// A continuous gesture was recognized and has started; actions go out.
        case began
        /// A continuous gesture moved on; actions go out on every change.
        case changed
        /// The gesture was recognized (discrete) or finished (continuous); actions go out.
        case ended
        /// A begun gesture was called off (touches cancelled, the recognizer disabled or prevented); actions go out.
        case cancelled
        /// The touches can't be this gesture; no action goes out, and recognizers waiting for it may go ahead.
        case failed

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
