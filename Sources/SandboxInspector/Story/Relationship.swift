/// A relationship between two recognizers of a touch sequence, as the inspector's graph draws it.
public struct Relationship: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// `from` waits for `to` to fail: `require(toFail:)`.
        case requiresStatic = "requires"
        /// `from` waits for `to` to fail because a delegate (or subclass hook) said so for this attempt.
        case requiresDelegate = "requires (delegate)"
        /// The two may recognize at the same time (a delegate allowed it); no direction.
        case simultaneous
        /// `from` began or recognized and so made `to` fail or cancelled it.
        case prevented = "prevented"
    }

    public let kind: Kind
    public let from: String
    public let to: String
    /// Whether this edge decided an outcome: a wait happened along it, the required one recognized, or it prevented.
    public internal(set) var isDecisive: Bool

    public init(_ kind: Kind, from: String, to: String, isDecisive: Bool = false) {
        (self.kind, self.from, self.to, self.isDecisive) = (kind, from, to, isDecisive)
    }

    /// Whether the edge is a failure requirement of either kind.
    public var isRequirement: Bool { kind == .requiresStatic || kind == .requiresDelegate }
}
