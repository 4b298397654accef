import Foundation
import GestureKit

/// The relationships of a story as a small graph: the recognizers that have one, as labelled pills on an ellipse
/// (in delivery order, clockwise from the top), and an edge per relationship. "Waits for" edges point at the
/// recognizer that must fail: grey for `require(toFail:)`, blue when a delegate asked for it (solid lines: dashes
/// cost a draw call each on the software renderer); simultaneous pairs are green with no arrow; prevention is red,
/// from the preventer. Edges that decided an outcome are drawn thick, requirements then in yellow.
@MainActor
struct RelationshipGraph {
    struct Node {
        let name: String
        let label: String
        let state: GestureRecognizer.State
        let waiting: Bool
        var center = CGPoint.zero
        var size = CGSize.zero
        var frame: CGRect { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
                                   height: size.height) }
    }

    static let legend = "→ waits for (grey: require(toFail:), blue: delegate) · green simultaneous · red prevented "
        + "(either delegate's shouldRecognizeSimultaneouslyWith could allow it) · thick: decided it"
    static let font = Font.systemFont(ofSize: 11)

    let story: TouchSequenceStory

    /// The recognizers with a relationship, in story order.
    func nodes() -> [Node] {
        let involved = Set(story.relationships.flatMap { [$0.from, $0.to] })
        var nodes = story.recognizers.filter { involved.contains($0.name) }.map {
            Node(name: $0.name, label: Self.shortName($0.name), state: $0.state, waiting: $0.isWaiting)
        }
        for name in involved.sorted() where !nodes.contains(where: { $0.name == name }) {
            nodes.append(Node(name: name, label: Self.shortName(name), state: .possible, waiting: false))
        }
        return nodes
    }

    /// "gallery.double-tap" → "double-tap": the scene prefix is the same for all.
    static func shortName(_ name: String) -> String {
        guard let dot = name.firstIndex(of: ".") else { return name }
        let rest = name[name.index(after: dot)...]
        return rest.isEmpty ? name : String(rest)
    }

    /// Places the nodes on an ellipse inside `area`.
    func layout(in area: CGRect, context: GraphicsContext) -> [Node] {
        var nodes = nodes()
        let count = nodes.count
        for i in nodes.indices {
            let width = min(120, context.sizeOfText(nodes[i].label, font: Self.font).width + 14)
            nodes[i].size = CGSize(width: width, height: 18)
        }
        let rx = max(0, area.width / 2 - 66), ry = max(0, area.height / 2 - 14)
        for i in nodes.indices {
            let angle = count == 1 ? -Double.pi / 2 : -Double.pi / 2 + 2 * Double.pi * Double(i) / Double(count)
            nodes[i].center = CGPoint(x: area.midX + rx * CGFloat(cos(angle)), y: area.midY + ry * CGFloat(sin(angle)))
        }
        return nodes
    }

    func draw(in context: GraphicsContext, area: CGRect) {
        let nodes = layout(in: area, context: context)
        let byName = Dictionary(nodes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        // Plain edges first, decisive ones on top.
        for edge in story.relationships.sorted(by: { !$0.isDecisive && $1.isDecisive }) {
            guard let a = byName[edge.from], let b = byName[edge.to] else { continue }
            drawEdge(edge, from: a, to: b, in: context)
        }
        for node in nodes {
            let color = node.waiting ? InspectorPalette.waiting : InspectorPalette.color(for: node.state)
            context.fillRoundedRect(node.frame, cornerRadius: 9, color: Color(white: 0.18))
            context.strokeRoundedRect(node.frame, cornerRadius: 9, color: color, lineWidth: 2)
            context.drawText(node.label, in: node.frame.insetBy(dx: 4, dy: 0), font: Self.font, color: .white,
                             alignment: .center)
        }
    }

    private func drawEdge(_ edge: Relationship, from a: Node, to b: Node, in context: GraphicsContext) {
        let start = Self.boundaryPoint(of: a.frame, toward: b.center)
        let end = Self.boundaryPoint(of: b.frame, toward: a.center)
        let width: CGFloat = edge.isDecisive ? 3 : 1.5
        let color: Color = switch edge.kind {
        case .prevented: InspectorPalette.prevention
        case .simultaneous: InspectorPalette.simultaneous
        case .requiresStatic: edge.isDecisive ? InspectorPalette.decisive : InspectorPalette.requirement
        case .requiresDelegate: edge.isDecisive ? InspectorPalette.decisive : InspectorPalette.delegateRequirement
        }
        context.strokePolyline([start, end], color: color, lineWidth: width)
        if edge.kind == .simultaneous {
            for point in [start, end] {
                context.fillEllipse(in: CGRect(x: point.x - 3, y: point.y - 3, width: 6, height: 6), color: color)
            }
        } else {
            context.fillPolygon(Self.arrowhead(at: end, from: start, size: edge.isDecisive ? 10 : 8), color: color)
        }
    }

    /// Where the segment from the rect's centre toward `target` leaves the rect.
    static func boundaryPoint(of rect: CGRect, toward target: CGPoint) -> CGPoint {
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let dx = target.x - c.x, dy = target.y - c.y
        guard dx != 0 || dy != 0 else { return c }
        let sx = dx == 0 ? CGFloat.infinity : (rect.width / 2) / abs(dx)
        let sy = dy == 0 ? CGFloat.infinity : (rect.height / 2) / abs(dy)
        let s = min(sx, sy, 1)
        return CGPoint(x: c.x + dx * s, y: c.y + dy * s)
    }

    static func arrowhead(at tip: CGPoint, from tail: CGPoint, size: CGFloat) -> [CGPoint] {
        let dx = tip.x - tail.x, dy = tip.y - tail.y
        let length = max(0.001, (dx * dx + dy * dy).squareRoot())
        let ux = dx / length, uy = dy / length
        let base = CGPoint(x: tip.x - ux * size, y: tip.y - uy * size)
        return [tip, CGPoint(x: base.x - uy * size / 2, y: base.y + ux * size / 2),
                CGPoint(x: base.x + uy * size / 2, y: base.y - ux * size / 2)]
    }
}
