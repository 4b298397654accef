import Foundation

/// A gesture taught by example: its name and the drawings it was taught with. Each example is a template; a
/// drawing matches the gesture as well as it matches its closest example.
public struct TaughtGesture: Equatable, Sendable {
    public var name: String
    public var examples: [GestureExample]

    public init(name: String, examples: [GestureExample] = []) {
        self.name = name
        self.examples = examples
    }
}
