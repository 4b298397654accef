import Foundation

/// One stroke a recognizer misjudged in cross-validation: a refused positive or an accepted negative, with where it
/// came from and the recognizer's reason, as the contact sheet draws it.
struct Miss: Sendable {
    var recognizer: String
    var person: String
    var condition: String
    var gesture: String
    var rep: Int
    /// True for a refused positive, false for an accepted negative.
    var positive: Bool
    /// The stroke as replayed (window coordinates).
    var points: [CGPoint]
    /// The failure's words with their numbers, or "accepted".
    var reason: String
}
