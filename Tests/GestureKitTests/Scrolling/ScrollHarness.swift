import Foundation
@testable import GestureKit

/// Records a scroll view delegate's calls in order, as short strings; didScroll is counted, not listed, unless
/// `listsScrolls` is set.
@MainActor
final class ScrollDelegateLog: ScrollViewDelegate {
    var calls: [String] = []
    var scrolls = 0
    var listsScrolls = false
    var zoomView: View?
    var lastVelocity: CGPoint?
    var lastTarget: CGPoint?
    /// Replaces the target in willEndDragging, as a delegate may.
    var targetOverride: CGPoint?

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        scrolls += 1
        if listsScrolls { calls.append("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: inout CGPoint) {
        calls.append("willEndDragging")
        lastVelocity = velocity
        lastTarget = targetContentOffset
        if let targetOverride { targetContentOffset = targetOverride }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { calls.append("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: ScrollView) {}
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {
        calls.append("didEndZooming(\(scale))")
    }
}

/// A window with a vertical list (400 × 400 showing 400 × 2000) holding a plain row and a button, its fingers and
/// a probe of everything the engine said.
@MainActor
struct ScrollFixture {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "list")
    let row = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 100), name: "row")
    let button = EventLoggingControl(frame: CGRect(x: 100, y: 120, width: 200, height: 60), name: "button")
    let delegate = ScrollDelegateLog()
    let fingers: Fingers
    let probe: ReasonProbe

    init() {
        window.addSubview(list)
        list.contentSize = CGSize(width: 400, height: 2000)
        list.addSubview(row)
        list.addSubview(button)
        list.delegate = delegate
        fingers = Fingers(window: window)
        probe = ReasonProbe(window)
    }

    /// The view messages as "time view.kind note", times in ms.
    var deliveries: [String] {
        probe.deliveries.map { delivery in
            let ms = Int((delivery.time * 1000).rounded())
            return "\(ms) \(delivery.view).\(delivery.kind.rawValue)" + (delivery.note.map { " (\($0.text))" } ?? "")
        }
    }

    /// A vertical drag of one finger in `steps` moves of `step` points every 10 ms from (x, y), starting at `t`.
    func drag(_ id: Int, x: CGFloat, from y: CGFloat, step: CGFloat, steps: Int, at t: TimeInterval,
              lift: Bool = true) {
        fingers.down(id, x, y, at: t)
        for index in 1...steps {
            fingers.move(id, x, y + step * CGFloat(index), at: t + 0.01 * Double(index))
        }
        if lift { fingers.up(id, x, y + step * CGFloat(steps), at: t + 0.01 * Double(steps) + 0.001) }
    }
}

/// The zoom suites' photo: a 400-point scroll view in a 400-point window whose delegate zooms its 400-point image,
/// from scale 1 to 4, with fingers on the window.
@MainActor
enum PhotoZoomFixture {
    static func make() -> (window: Window, scroll: ScrollView, image: View, delegate: ScrollDelegateLog, fingers: Fingers) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "photo")
        let image = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "image")
        let delegate = ScrollDelegateLog()
        window.addSubview(scroll)
        scroll.addSubview(image)
        scroll.contentSize = CGSize(width: 400, height: 400)
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 4
        delegate.zoomView = image
        scroll.delegate = delegate
        return (window, scroll, image, delegate, Fingers(window: window))
    }
}
