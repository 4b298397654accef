import Foundation
import GestureKit
import SandboxScenes
import SceneTestSupport
import Testing

@MainActor
@Suite struct MonkeyBananaSceneTests {
    typealias Harness = SceneHarness<MonkeyBananaScene>

    @Test func sceneHasTheContractViewsAndRecognizers() throws {
        let h = Harness(MonkeyBananaScene.self)
        for name in ["monkey", "banana"] {
            let image = try #require(h.view(name) as? ImageView)
            #expect(image.imageName == name)
            #expect(image.isUserInteractionEnabled)
            #expect(image.gestureRecognizers.map(\.name) == ["pan", "pinch", "rotation", "tap", "tickle"].map { "\(name).\($0)" })
        }
        #expect(h.view("hint") is Label)
    }

    @Test func aSlowDragMovesOnlyTheDraggedImageByTheDrag() {
        let h = Harness(MonkeyBananaScene.self)
        let start = h.scene.monkey.center, bananaStart = h.scene.banana.center
        h.down(1, start)
        h.move(1, start + CGPoint(x: 12, y: 0), after: 0.1)
        let begun = h.scene.monkey.center
        // The pan has begun; its translation counts from here (the 10 pt hysteresis is not part of it).
        for step in 1...50 { h.move(1, start + CGPoint(x: 12 + CGFloat(step) * 2, y: CGFloat(step)), after: 0.04) }
        h.move(1, start + CGPoint(x: 112, y: 50), after: 0.2)
        h.up(1, start + CGPoint(x: 112, y: 50), after: 0.2)
        h.wait(1)
        #expect(h.states(of: "monkey.pan").first == .began)
        #expect(abs(h.scene.monkey.center.x - (begun.x + 100)) < 0.5)
        #expect(abs(h.scene.monkey.center.y - (begun.y + 50)) < 0.5)
        #expect(h.scene.banana.center == bananaStart)
        #expect(h.scene.monkey.transform == .identity)
    }

    @Test func anImageReleasedWhileMovingSlidesFurther() {
        let h = Harness(MonkeyBananaScene.self)
        let start = h.scene.banana.center, monkeyStart = h.scene.monkey.center
        h.down(1, start)
        h.move(1, start + CGPoint(x: 0, y: 12), after: 0.05)
        let begun = h.scene.banana.center
        for step in 1...10 { h.move(1, start + CGPoint(x: 0, y: 12 + CGFloat(step) * 15)) }
        h.up(1, start + CGPoint(x: 0, y: 12 + 150 + 15))
        let released = h.scene.banana.center
        #expect(abs(released.y - (begun.y + 165)) < 0.5)
        h.wait(0.5)
        let sliding = h.scene.banana.center
        #expect(sliding.y > released.y + 30)
        h.wait(3)
        let rest = h.scene.banana.center
        #expect(rest.y >= sliding.y)
        h.wait(1)
        #expect(h.scene.banana.center == rest)
        #expect(h.scene.monkey.center == monkeyStart)
    }

    @Test func aTapChompsAndADragDoesNot() {
        let h = Harness(MonkeyBananaScene.self)
        h.tap(h.scene.monkey.center)
        h.wait(0.5)
        #expect(h.sounds == ["chomp"])
        #expect(h.states(of: "monkey.tap") == [.ended])

        let start = h.scene.banana.center
        h.stroke(Harness.line(start, start + CGPoint(x: 30, y: 0), step: 3), dt: 0.03)
        h.wait(0.5)
        #expect(h.sounds == ["chomp"])
        #expect(h.states(of: "banana.tap") == [.failed])
        #expect(h.states(of: "banana.pan").first == .began)
    }

    @Test func pinchAndRotationTogetherTransformTheImageAsTheFingersDid() {
        let h = Harness(MonkeyBananaScene.self)
        let c = h.scene.monkey.center
        func fingers(distance: CGFloat, degrees: CGFloat) -> [(id: Int, phase: TouchSample.Phase, point: CGPoint)] {
            let r = distance / 2, a = degrees * .pi / 180
            let offset = CGPoint(x: r * cos(a), y: r * sin(a))
            return [(1, .move, c + offset), (2, .move, c - offset)]
        }
        h.down(1, c + CGPoint(x: 50, y: 0))
        h.samples([(2, .down, c - CGPoint(x: 50, y: 0))])
        // One step past both thresholds: pinch and rotation begin here, at distance 120 and 10°.
        h.samples(fingers(distance: 120, degrees: 10))
        #expect(h.states(of: "monkey.pinch") == [.began])
        #expect(h.states(of: "monkey.rotation") == [.began])
        for step in 1...20 {
            let f = CGFloat(step) / 20
            h.samples(fingers(distance: 120 + 60 * f, degrees: 10 + 30 * f))
        }
        h.samples([(1, .up, c + CGPoint(x: 90 * cos(CGFloat.pi * 40 / 180), y: 90 * sin(CGFloat.pi * 40 / 180))),
                   (2, .up, c - CGPoint(x: 90 * cos(CGFloat.pi * 40 / 180), y: 90 * sin(CGFloat.pi * 40 / 180)))])
        let t = h.scene.monkey.transform
        #expect(abs(t.scale - 180.0 / 120.0) < 0.001)
        #expect(abs(t.angle - 30 * .pi / 180) < 0.001)
        #expect(h.states(of: "monkey.pinch").last == .ended)
        #expect(h.states(of: "monkey.rotation").last == .ended)
        #expect(abs(h.scene.monkey.center.x - c.x) < 0.5 && abs(h.scene.monkey.center.y - c.y) < 0.5)
        #expect(h.scene.banana.transform == .identity)
        #expect(h.sounds.isEmpty)
    }

    @Test func aTickleGiggles() {
        let h = Harness(MonkeyBananaScene.self)
        let c = h.scene.monkey.center
        let rub = Harness.path([c, c + CGPoint(x: 60, y: 2), c + CGPoint(x: 0, y: 4), c + CGPoint(x: 60, y: 6),
                                c + CGPoint(x: 0, y: 8), c + CGPoint(x: 60, y: 10)], step: 4)
        h.stroke(rub, dt: 0.008)
        h.wait(0.2)
        #expect(h.states(of: "monkey.tickle") == [.ended])
        #expect(h.sounds == ["giggle"])
    }
}

/// Issue 11, item 3: on a resize the monkey and the banana keep their place in proportion, inside the content (not
/// under the scene bar, not off-screen), however far the window shrinks or grows.
@MainActor
@Suite struct MonkeyBananaResizeTests {
    @Test func shrinkingAndGrowingKeepsBothInPlaceAndReachable() {
        let h = SceneHarness(MonkeyBananaScene.self)
        let before = (h.scene.monkey.center, h.scene.banana.center)
        for size in [CGSize(width: 640, height: 400), CGSize(width: 1800, height: 1000), CGSize(width: 1280, height: 800)] {
            h.window.frame = CGRect(origin: .zero, size: size)
            h.window.layoutHierarchy()
            let content = h.scene.contentRect
            for image in [h.scene.monkey, h.scene.banana] {
                #expect(content.contains(image.center), "\(image.name) at \(image.center) outside \(content) at \(size)")
                #expect(image.center.y <= size.height - 40)
            }
            #expect(abs(h.scene.monkey.center.x / size.width - 0.32) < 0.02, "monkey bunched at \(size)")
            #expect(abs(h.scene.banana.center.x / size.width - 0.68) < 0.02, "banana bunched at \(size)")
        }
        #expect(abs(h.scene.monkey.center.x - before.0.x) < 1 && abs(h.scene.banana.center.y - before.1.y) < 1)
    }
}

/// Issue 12, item 4: a chomp and a giggle show on screen too, so they don't seem broken with the sound off: a
/// speech bubble over the image that was tapped or tickled, which fades after about a second.
@MainActor
@Suite struct MonkeyBananaAnswerTests {
    typealias Harness = SceneHarness<MonkeyBananaScene>

    @Test func aTapShowsChompOverTheTappedImageThenFades() {
        let h = Harness(MonkeyBananaScene.self)
        #expect(h.scene.bananaSpeech.alpha == 0 && h.scene.monkeySpeech.alpha == 0)
        h.tap(h.scene.banana.center)
        h.wait(0.1)
        let bubble = h.scene.bananaSpeech
        #expect(bubble.alpha == 1 && bubble.text == "chomp!")
        let banana = h.scene.banana.convert(h.scene.banana.bounds, to: nil)
        let frame = bubble.convert(bubble.bounds, to: nil)
        #expect(frame.maxY <= banana.minY + 14 && abs(frame.midX - banana.midX) < 1, "bubble at \(frame), banana at \(banana)")
        #expect(h.scene.monkeySpeech.alpha == 0)
        h.wait(SpeechBubble.holdTime + SpeechBubble.fadeTime + 0.1)
        #expect(bubble.alpha == 0)
    }

    @Test func chompsOnTheBananaTakeBitesThenAFreshOne() {
        let h = Harness(MonkeyBananaScene.self)
        #expect(h.scene.banana.imageName == "banana" && h.scene.bites == 0)
        var shown: [String?] = []
        for _ in 0..<3 {
            h.tap(h.scene.banana.center)
            h.wait(0.5)
            shown.append(h.scene.banana.imageName)
        }
        #expect(shown == ["banana-bite-1", "banana-bite-2", "banana"])
        #expect(h.scene.bananaSpeech.text == "a fresh one!")
        // A chomp on the monkey bites nothing.
        h.tap(h.scene.monkey.center)
        h.wait(0.5)
        #expect(h.scene.banana.imageName == "banana" && h.scene.monkeySpeech.text == "chomp!")
    }

    /// Side to side over the image, as `aTickleGiggles` rubs.
    static func rub(around c: CGPoint) -> [CGPoint] {
        Harness.path([c, c + CGPoint(x: 60, y: 2), c + CGPoint(x: 0, y: 4), c + CGPoint(x: 60, y: 6),
                      c + CGPoint(x: 0, y: 8), c + CGPoint(x: 60, y: 10)], step: 4)
    }

    @Test func aTickleShowsHeeHeeOverTheMonkey() {
        let h = Harness(MonkeyBananaScene.self)
        h.stroke(Self.rub(around: h.scene.monkey.center), dt: 0.008)
        h.wait(0.2)
        #expect(h.scene.monkeySpeech.alpha == 1 && h.scene.monkeySpeech.text == "hee hee!")
    }
}
