import Foundation
@testable import GestureKit
import Testing

/// z-order moves among existing subviews land right next to the sibling, as UIKit's do. Moving a view up with
/// `insertSubview(_:belowSubview:)` put it one place too far, above the sibling: the monkey scene's dragged image
/// went over the hint bar and hid the other image's speech bubble.
@MainActor @Suite struct SubviewOrderTests {
    static func parent() -> (View, [View]) {
        let parent = View()
        let children = ["a", "b", "c", "d"].map { name -> View in
            let view = View()
            view.name = name
            parent.addSubview(view)
            return view
        }
        return (parent, children)
    }

    static func names(_ view: View) -> [String] { view.subviews.map(\.name) }

    @Test func movingUpBelowASibling() {
        let (parent, v) = Self.parent()
        parent.insertSubview(v[0], belowSubview: v[3])
        #expect(Self.names(parent) == ["b", "c", "a", "d"])
    }

    @Test func movingUpAboveASibling() {
        let (parent, v) = Self.parent()
        parent.insertSubview(v[0], aboveSubview: v[2])
        #expect(Self.names(parent) == ["b", "c", "a", "d"])
    }

    @Test func movingDownBelowAndAbove() {
        let (parent, v) = Self.parent()
        parent.insertSubview(v[3], belowSubview: v[1])
        #expect(Self.names(parent) == ["a", "d", "b", "c"])
        parent.insertSubview(v[3], aboveSubview: v[2])
        #expect(Self.names(parent) == ["a", "b", "c", "d"])
    }

    @Test func aNewViewAndAViewBesideItself() {
        let (parent, v) = Self.parent()
        let e = View()
        e.name = "e"
        parent.insertSubview(e, belowSubview: v[1])
        #expect(Self.names(parent) == ["a", "e", "b", "c", "d"])
        parent.insertSubview(v[2], belowSubview: v[2])
        parent.insertSubview(v[2], aboveSubview: v[2])
        #expect(Self.names(parent) == ["a", "e", "b", "c", "d"])
    }
}
