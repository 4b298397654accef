import Foundation
import Testing
@testable import GestureKit

@Suite struct GeometryTests {
    func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    @Test func rotationIsClockwiseOnScreen() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(p, CGPoint(x: 0, y: 1)))
    }

    @Test func concatenationAppliesLeftFirst() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(close(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: 23)))
    }

    @Test func convenienceOperationsPrependLikeCoreGraphics() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(close(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: 2)))
        let r = CGAffineTransform(translationX: 5, y: 5).rotated(by: .pi)
        #expect(close(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 4, y: 5)))
        let tt = CGAffineTransform.identity.translatedBy(x: 3, y: 4)
        #expect(tt == CGAffineTransform(translationX: 3, y: 4))
    }

    @Test func inverseRoundTrips() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 1.5, y: 0.5).translatedBy(x: 12, y: -3)
        let p = CGPoint(x: 17, y: -4)
        #expect(close(p.applying(t).applying(t.inverted()), p, 1e-9))
        #expect(t.concatenating(t.inverted()).a.isApproximatelyOne)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func identity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform().isIdentity)
        #expect(!CGAffineTransform(rotationAngle: 0.1).isIdentity)
    }

    @Test func rectBoundingBox() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX - -20) < 1e-9 && abs(r.width - 20) < 1e-9 && abs(r.height - 10) < 1e-9)
    }

    @Test func rectBoundingBoxHoldsEveryTransformedCorner() {
        let rect = CGRect(x: 3, y: -4, width: 10, height: 6)
        let t = CGAffineTransform(a: 0.8, b: -1.3, c: 2.1, d: -0.4, tx: 5, ty: 7)
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { $0.applying(t) }
        let box = rect.applying(t)
        #expect(abs(box.minX - corners.map(\.x).min()!) < 1e-9 && abs(box.maxX - corners.map(\.x).max()!) < 1e-9)
        #expect(abs(box.minY - corners.map(\.y).min()!) < 1e-9 && abs(box.maxY - corners.map(\.y).max()!) < 1e-9)
    }
}

extension CGFloat {
    var isApproximatelyOne: Bool { Swift.abs(self - 1) < 1e-9 }
}
