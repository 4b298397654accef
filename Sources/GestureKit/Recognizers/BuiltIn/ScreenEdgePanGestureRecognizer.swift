import Foundation

/// A pan that starts at an edge of the window (UIKit's `UIScreenEdgePanGestureRecognizer`), e.g. to pull in a drawer.
///
/// Each finger must come down within `edgeRegion` of one of the requested `edges` of the window, or the recognizer
/// fails. It begins once the centroid has moved more than `hysteresis` away from such an edge (into the window); it
/// fails if it first moves that far mostly along the edge instead. After that it behaves as a pan; its translation
/// starts at zero when it begins.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// How close to the window's edge a touch must start, as reported for UIKit.
    public static let defaultEdgeRegion: CGFloat = 13
    /// How far the touch must move away from the edge before the gesture begins, as reported for UIKit.
    public static let defaultEdgeHysteresis: CGFloat = 15

    /// The edges the gesture may start from; none by default, as in UIKit.
    public var edges: RectEdge = []
    /// How close to one of `edges` every finger must come down; a touch further in fails the recognizer at once.
    public var edgeRegion = ScreenEdgePanGestureRecognizer.defaultEdgeRegion

    /// The requested edges every finger came down near.
    private var startEdges: RectEdge = .all

    /// An edge pan with no edges (set `edges`, as in UIKit) and the reported defaults.
    public required init() {
        super.init()
        hysteresis = Self.defaultEdgeHysteresis
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if state == .possible, let bounds = view?.window?.bounds {
            for touch in touches {
                startEdges.formIntersection(Self.edges(near: touch.locationInWindow, in: bounds, within: edgeRegion, of: edges))
            }
            if startEdges.isEmpty {
                let first = touches.min { $0.identifier < $1.identifier }
                let point = first?.locationInWindow ?? .zero
                fail(TransitionReason(.edgePanNotAtEdge,
                                      [Double(Self.distance(from: point, toNearestOf: edges, in: bounds)), Double(edgeRegion)],
                                      detail: Self.names(of: edges)))
            }
        }
        super.touchesBegan(touches, with: event)
    }

    /// Begins when the travel leads more than `hysteresis` away from a starting edge; fails once the travel passes
    /// `hysteresis` while leading mostly along (or towards) every starting edge.
    override func shouldBegin(travel: CGPoint) -> Bool {
        guard travel.magnitude > hysteresis else { return false }
        let candidates = [RectEdge.top, .left, .bottom, .right].filter { startEdges.contains($0) }
        let parts = candidates.map { Self.components(of: travel, from: $0) }
        if parts.contains(where: { $0.away > hysteresis }) { return true }
        if parts.allSatisfy({ abs($0.along) >= $0.away }), let first = parts.first {
            fail(TransitionReason(.edgePanAlongEdge, [Double(abs(first.along)), Double(first.away)]))
        }
        return false
    }

    override func reasonForTooLittleTravel() -> TransitionReason {
        TransitionReason(.edgePanEndedBeforeMoving, [Double(centroidTravel.travel.magnitude), Double(hysteresis)])
    }

    open override func reset() {
        super.reset()
        startEdges = .all
    }
}
