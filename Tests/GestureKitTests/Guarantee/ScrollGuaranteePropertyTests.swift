import Foundation
import Testing
import GestureKitTesting
@testable import GestureKit

/// Issue 15's guarantee on a scroll-view tree: a vertical list holding rows, a button, a slider, a switch, a
/// horizontal paging carousel and a zoomable photo with a double tap. Seeded random multi-finger streams leave every
/// view touch ended or cancelled exactly once and every recognizer released, whatever the scroll views delayed,
/// dropped or cancelled. A failure prints the seed and the smallest failing stream.
@MainActor
@Suite struct ScrollGuaranteePropertyTests {
    static let streams = 300

    final class ZoomDelegate: ScrollViewDelegate {
        let image: View
        init(image: View) { self.image = image }
        func viewForZooming(in scrollView: ScrollView) -> View? { image }
    }

    /// The tree, built afresh for each stream; the delegate is returned so it outlives the run.
    static func window() -> (Window, ZoomDelegate) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 600, height: 400), name: "list")
        list.contentSize = CGSize(width: 600, height: 1600)
        window.addSubview(list)
        for index in 0..<12 {
            let row = RecordingView(frame: CGRect(x: 0, y: 500 + CGFloat(index) * 60, width: 600, height: 60),
                                    name: "row-\(index)")
            list.addSubview(row)
        }
        list.addSubview(Button(frame: CGRect(x: 20, y: 20, width: 160, height: 40), title: "B", name: "button"))
        list.addSubview(Slider(frame: CGRect(x: 200, y: 20, width: 200, height: 40), name: "slider"))
        list.addSubview(Switch(frame: CGRect(x: 450, y: 25, width: 51, height: 31), name: "switch"))
        let carousel = ScrollView(frame: CGRect(x: 0, y: 80, width: 600, height: 150), name: "carousel")
        carousel.contentSize = CGSize(width: 2400, height: 150)
        carousel.isPagingEnabled = true
        for index in 0..<4 {
            carousel.addSubview(RecordingView(frame: CGRect(x: CGFloat(index) * 600, y: 0, width: 600, height: 150),
                                              name: "card-\(index)"))
        }
        list.addSubview(carousel)
        let photo = ScrollView(frame: CGRect(x: 0, y: 240, width: 600, height: 250), name: "photo")
        let image = View(frame: CGRect(x: 0, y: 0, width: 600, height: 250), name: "image")
        image.isUserInteractionEnabled = false
        photo.addSubview(image)
        photo.contentSize = image.bounds.size
        photo.maximumZoomScale = 4
        let delegate = ZoomDelegate(image: image)
        photo.delegate = delegate
        let doubleTap = TapGestureRecognizer()
        doubleTap.name = "photo.double-tap"
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addAction { [unowned photo] (_: TapGestureRecognizer) in photo.setZoomScale(2, animated: true) }
        photo.addGestureRecognizer(doubleTap)
        list.addSubview(photo)
        window.advance(to: 1)
        return (window, delegate)
    }

    static func violations(_ stream: TouchStream) -> [String] {
        let (window, delegate) = Self.window()
        defer { withExtendedLifetime(delegate) {} }
        return TouchGuaranteeCheck.violations(playing: stream, on: window)
    }

    @Test func everyViewTouchEndsExactlyOnce() {
        var failures = 0
        for index in 0..<Self.streams {
            let seed = UInt64(index) &+ 1
            var rng = SeededGenerator(seed: seed)
            let stream = TouchStream.random(using: &rng, in: CGRect(x: -10, y: -10, width: 620, height: 420),
                                            events: Int.random(in: 5...60, using: &rng), fingerIDs: [0, 1, 2, 3],
                                            maxSimultaneous: 3, start: 1)
            let problems = Self.violations(stream)
            guard !problems.isEmpty else { continue }
            failures += 1
            guard failures <= 3 else { continue }
            let smallest = stream.shrunk { !Self.violations($0).isEmpty }
            Issue.record("""
                scroll tree, seed \(seed): \(problems.prefix(4).joined(separator: "; "))
                smallest failing stream (\(smallest.events.count) events):
                \(smallest)
                """)
        }
        #expect(failures == 0, "\(failures) of \(Self.streams) streams broke the guarantee on the scroll tree")
    }
}
