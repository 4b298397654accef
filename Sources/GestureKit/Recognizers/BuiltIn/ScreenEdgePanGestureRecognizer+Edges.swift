import Foundation

extension ScreenEdgePanGestureRecognizer {
    /// The requested edges of `bounds` that `point` lies within `region` of.
    /// How far `point` is from the nearest of `edges` (infinity with none).
    static func distance(from point: CGPoint, toNearestOf edges: RectEdge, in bounds: CGRect) -> CGFloat {
        var nearest = CGFloat.infinity
        if edges.contains(.top) { nearest = min(nearest, point.y - bounds.minY) }
        if edges.contains(.left) { nearest = min(nearest, point.x - bounds.minX) }
        if edges.contains(.bottom) { nearest = min(nearest, bounds.maxY - point.y) }
        if edges.contains(.right) { nearest = min(nearest, bounds.maxX - point.x) }
        return nearest
    }

    /// "left", "top or right", … for reasons; "no" when none is configured.
    static func names(of edges: RectEdge) -> String {
        let names = [(RectEdge.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")]
            .filter { edges.contains($0.0) }.map(\.1)
        return names.isEmpty ? "no" : names.joined(separator: " or ")
    }

    static func edges(near point: CGPoint, in bounds: CGRect, within region: CGFloat, of requested: RectEdge) -> RectEdge {
        var result: RectEdge = []
        if requested.contains(.top), point.y - bounds.minY <= region { result.insert(.top) }
        if requested.contains(.left), point.x - bounds.minX <= region { result.insert(.left) }
        if requested.contains(.bottom), bounds.maxY - point.y <= region { result.insert(.bottom) }
        if requested.contains(.right), bounds.maxX - point.x <= region { result.insert(.right) }
        return result
    }

    /// How far `travel` leads away from `edge` (into the screen) and how far along it.
    static func components(of travel: CGPoint, from edge: RectEdge) -> (away: CGFloat, along: CGFloat) {
        switch edge {
        case .top: (travel.y, travel.x)
        case .bottom: (-travel.y, travel.x)
        case .left: (travel.x, travel.y)
        default: (-travel.x, travel.y)
        }
    }
}
