import Foundation
@testable import GestureKit

/// A control that logs every `sendActions(for:)` as its events' names joined by "+", and every tracking call,
/// so tests compare UIKit's exact sequences.
@MainActor
final class EventLoggingControl: Control {
    var log: [String] = []
    var beginAnswer = true
    var continueAnswer = true

    override func sendActions(for events: Events) {
        log.append(events.names.joined(separator: "+"))
        super.sendActions(for: events)
    }

    override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        log.append("beginTracking")
        return beginAnswer
    }

    override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        log.append("continueTracking")
        return continueAnswer
    }

    override func endTracking(_ touch: Touch?, with event: Event?) { log.append("endTracking") }

    override func cancelTracking(with event: Event?) { log.append("cancelTracking") }
}
