import Foundation

extension ScreenEdgePanGestureRecognizer {
    /// The requested edges of `bounds` that `point` lies within `region` of.
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
