import GestureKit

/// One touch of a sequence and what its view was told: began, moves, ended or cancelled, with late (delayed),
/// withheld and cancelled messages marked.
public struct StoryTouch: Equatable, Sendable {
    public let serial: Int
    public let view: String
    public internal(set) var began: DeliveryMark?
    public internal(set) var moves = 0
    public internal(set) var end: DeliveryMark?
    /// Whether the finger has lifted (or was cancelled) as far as the engine knows.
    public internal(set) var fingerLifted = false

    /// A message to the view and what was unusual about it.
    public struct DeliveryMark: Equatable, Sendable {
        public var kind: ViewDelivery.Kind
        public var note: DeliveryNote?
    }

    init(serial: Int, view: String) {
        (self.serial, self.view) = (serial, view)
    }

    /// "#1 → board: began (delayed) · moved ×12 · cancelled by gallery.pan", with "withheld" for a message the
    /// view is still owed.
    public var summary: String {
        var parts: [String] = []
        if let began {
            parts.append("began" + (began.note.map { " (\($0.text))" } ?? ""))
        } else {
            parts.append(end == nil ? "began withheld" : "began never sent")
        }
        if moves > 0 { parts.append("moved ×\(moves)") }
        if let end {
            parts.append(end.note.map { end.kind == .cancelled ? $0.text : "\(end.kind.rawValue) (\($0.text))" }
                ?? end.kind.rawValue)
        } else if fingerLifted {
            parts.append("ended withheld")
        }
        return "#\(serial) → \(view): " + parts.joined(separator: " · ")
    }

    /// Whether any message was delayed, withheld or a cancel: the panel marks such touches.
    public var isUnusual: Bool {
        began?.note != nil || end?.note != nil || end?.kind == .cancelled || began == nil || (fingerLifted && end == nil)
    }
}
