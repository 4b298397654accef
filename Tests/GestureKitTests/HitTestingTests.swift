import Foundation
import Testing
@testable import GestureKit

@MainActor
@Suite struct HitTestingTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 800, height: 600))

    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func frontMostWins() {
        let back = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200), name: "back")
        let front = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200), name: "front")
        window.addSubview(back)
        window.addSubview(front)
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        window.bringSubviewToFront(back)
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        window.sendSubviewToBack(back)
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
        #expect(window.hitTest(CGPoint(x: 700, y: 500), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 900, y: 500), with: nil) == nil)
    }

    @Test func hiddenNonInteractiveAndTransparentAreSkipped() {
        let back = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200), name: "back")
        let front = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200), name: "front")
        let child = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50), name: "child")
        window.addSubview(back)
        window.addSubview(front)
        front.addSubview(child)
        let point = CGPoint(x: 10, y: 10)
        #expect(window.hitTest(point, with: nil) === child)
        front.isHidden = true
        #expect(window.hitTest(point, with: nil) === back)
        front.isHidden = false
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(point, with: nil) === back)
        front.isUserInteractionEnabled = true
        front.alpha = 0.01
        #expect(window.hitTest(point, with: nil) === back)
        front.alpha = 0.02
        #expect(window.hitTest(point, with: nil) === child)
    }

    @Test func subviewsOutsideTheirParentAreNotHit() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "parent")
        let overhang = View(frame: CGRect(x: 80, y: 80, width: 100, height: 100), name: "overhang")
        window.addSubview(parent)
        parent.addSubview(overhang)
        #expect(window.hitTest(CGPoint(x: 90, y: 90), with: nil) === overhang)
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === window)
    }

    @Test func rotatedAndScaledViews() {
        let view = View(frame: CGRect(x: 300, y: 200, width: 200, height: 100), name: "rotated")
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(view)
        #expect(close(view.center, CGPoint(x: 400, y: 250)))
        #expect(window.hitTest(CGPoint(x: 400, y: 330), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 480, y: 250), with: nil) === window)
        let local = view.convert(CGPoint(x: 400, y: 330), from: nil)
        #expect(close(local, CGPoint(x: 180, y: 50)))
        #expect(close(view.convert(CGPoint(x: 180, y: 50), to: nil), CGPoint(x: 400, y: 330)))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(window.hitTest(CGPoint(x: 220, y: 250), with: nil) === view)
        #expect(close(view.convert(CGPoint(x: 220, y: 250), from: nil), CGPoint(x: 10, y: 50)))
        #expect(abs(view.frame.width - 400) < 1e-9)
    }

    @Test func nonZeroBoundsOriginScrollsContent() {
        let scroller = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200), name: "scroller")
        let content = View(frame: CGRect(x: 0, y: 300, width: 200, height: 50), name: "content")
        window.addSubview(scroller)
        scroller.addSubview(content)
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === scroller)
        scroller.bounds.origin = CGPoint(x: 0, y: 280)
        #expect(window.hitTest(CGPoint(x: 150, y: 130), with: nil) === content)
        #expect(close(content.convert(CGPoint(x: 10, y: 10), to: nil), CGPoint(x: 110, y: 130)))
        #expect(close(scroller.convert(CGPoint(x: 150, y: 130), from: nil), CGPoint(x: 50, y: 310)))
    }

    @Test func conversionBetweenSiblingsThroughTransforms() {
        let a = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "a")
        let b = View(frame: CGRect(x: 200, y: 0, width: 100, height: 100), name: "b")
        b.transform = CGAffineTransform(rotationAngle: .pi)
        window.addSubview(a)
        window.addSubview(b)
        let p = a.convert(CGPoint(x: 250, y: 50), to: b)
        #expect(close(p, CGPoint(x: 50, y: 50)))
        let q = a.convert(CGPoint(x: 210, y: 10), to: b)
        #expect(close(q, CGPoint(x: 90, y: 90)))
        #expect(close(b.convert(q, to: a), CGPoint(x: 210, y: 10)))
        let rect = a.convert(CGRect(x: 210, y: 10, width: 10, height: 10), to: b)
        #expect(abs(rect.minX - 80) < 1e-9 && abs(rect.minY - 80) < 1e-9)
    }

    @Test func touchLocationThroughTransforms() {
        let view = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200), name: "v")
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(view)
        window.dispatch([TouchSample(id: 1, phase: .down, location: CGPoint(x: 200, y: 120), timestamp: 0)])
        let touch = window.currentEvent.allTouches.first!
        #expect(touch.view === view)
        #expect(close(touch.location(in: view), CGPoint(x: 20, y: 100)))
        #expect(window.currentEvent.touches(for: view).count == 1)
        #expect(window.currentEvent.touches(for: window).count == 1)
    }

    @Test func treeOperations() {
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        window.addSubview(a)
        window.insertSubview(b, at: 0)
        window.insertSubview(c, aboveSubview: b)
        #expect(window.subviews.map(\.name) == ["b", "c", "a"])
        a.addSubview(c)
        #expect(window.subviews.map(\.name) == ["b", "a"])
        #expect(c.isDescendant(of: window) && c.isDescendant(of: a) && !c.isDescendant(of: b))
        #expect(c.window === window)
        #expect(window.viewWithName("c") === c)
        c.removeFromSuperview()
        #expect(c.superview == nil && c.window == nil && a.subviews.isEmpty)
    }
}
