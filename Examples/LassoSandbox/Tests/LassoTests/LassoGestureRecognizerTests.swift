import Foundation
import GestureKit
import GestureKitTesting
import Lasso
import Testing

/// The lasso on the sandbox's test kit: scripted fingers on the virtual clock, outcomes with their reasons.
@MainActor
@Suite("Lasso recognizer")
struct LassoGestureRecognizerTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let board = View(frame: CGRect(x: 0, y: 0, width: 800, height: 600), name: "board")
    let lasso = LassoGestureRecognizer()

    init() {
        window.addSubview(board)
        lasso.name = "lasso"
        board.addGestureRecognizer(lasso)
    }

    /// A loop around `center`, `turns` of a full turn, starting at its right.
    static func loop(around center: CGPoint, radius: CGFloat, turns: CGFloat = 1) -> [CGPoint] {
        (0...48).map { step in
            let angle = CGFloat(step) / 48 * turns * 2 * .pi
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    @Test func aClosedLoopIsRecognizedAndEnclosesWhatItCircles() {
        let log = window.run(.drag(along: Self.loop(around: CGPoint(x: 300, y: 300), radius: 100), speed: 600))
        #expect(log.outcome(of: "lasso") == .recognized)
        #expect(log.actionStates(of: "lasso") == [.ended])
        #expect(lasso.encloses(CGPoint(x: 300, y: 300)))
        #expect(lasso.encloses(CGPoint(x: 370, y: 300)))
        #expect(!lasso.encloses(CGPoint(x: 420, y: 300)))
        #expect(!lasso.encloses(CGPoint(x: 600, y: 300)))
    }

    @Test func aLoopLeftOpenFailsSayingHowFarItsEndIs() {
        let arc = Self.loop(around: CGPoint(x: 300, y: 300), radius: 100, turns: 0.75)
        let log = window.run(.drag(along: arc, speed: 600))
        #expect(log.outcome(of: "lasso") == .failed(because: .custom))
        #expect(log.reason(of: "lasso")?.text == "ends 141 pt from its start > closingDistance 60 pt")
    }

    @Test func aShortStrokeFailsOnLength() {
        let log = window.run(.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 340, y: 300)))
        #expect(log.reason(of: "lasso")?.text == "path 40 pt < minimumPathLength 120 pt")
    }

    @Test func aBackAndForthScribbleEnclosesTooLittle() {
        let scribble = [CGPoint(x: 300, y: 300), CGPoint(x: 420, y: 302), CGPoint(x: 300, y: 304)]
        let log = window.run(.drag(along: scribble, speed: 600))
        #expect(log.outcome(of: "lasso") == .failed(because: .custom))
        #expect(log.reason(of: "lasso")?.text.hasPrefix("encloses ") == true)
        #expect(log.reason(of: "lasso")?.text.hasSuffix("< minimumArea 1600 pt²") == true)
    }

    @Test func aSecondFingerFailsIt() {
        board.isMultipleTouchEnabled = true
        let log = window.run(.tap(at: CGPoint(x: 300, y: 300), fingers: 2))
        #expect(log.reason(of: "lasso")?.text == "a second finger came down (one-finger lasso)")
    }

    /// Tuning is honoured: the same open arc passes once the closing distance allows its gap.
    @Test func closingDistanceIsTunable() {
        lasso.closingDistance = 150
        let arc = Self.loop(around: CGPoint(x: 300, y: 300), radius: 100, turns: 0.75)
        #expect(window.run(.drag(along: arc, speed: 600)).outcome(of: "lasso") == .recognized)
    }

    /// The board's own touch messages are not cancelled by a failed lasso and are by a recognized one (UIKit's
    /// cancelsTouchesInView).
    @Test func theBoardIsToldWhatHappenedToItsTouch() {
        let loop = window.run(.drag(along: Self.loop(around: CGPoint(x: 300, y: 300), radius: 100), speed: 600))
        #expect(loop.received("board").first == .began)
        #expect(loop.received("board").last == .cancelled)
        loop.clear()
        let open = window.run(.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 340, y: 300)))
        #expect(open.received("board").last == .ended)
    }
}
