import Foundation
import GestureKit
import SandboxChrome
import SandboxScenes

/// Docked panels reserve their room (issue 25 item 2: F4 lay over the board, and the checkmark's reason and the
/// gallery's note showed through its lanes; F2 and F6 covered the board's text, the custom subview and the paper).
/// The scene's window gives up F4's strip and the docked columns' widths and the scene lays itself out in the rest,
/// as on any resize; right of F2 docked left it is drawn moved right and device points are moved back by as much
/// (both read the `SceneViewport`'s scene area), so a touch lands on the view drawn under it. A scene whose
/// points must stay as recorded (a replay, or a recording being written: a resize there would put later touches on
/// other views) keeps its size and is zoomed to fit the free area instead, moved the same way.
extension SandboxApp {
    /// Whether the scene must keep its points: the touches fed or written are in them.
    var keepsScenePoints: Bool {
        feeder != nil || outputs.recorder.map { !$0.isEnded } == true
    }

    /// Sizes or zooms the scene for the panels open at `time`. Called as a frame starts (and for a new scene), never
    /// between input events: a replay's fingers are put in SDL's queue and read back at one zoom.
    ///
    /// While a finger is down on the scene, a live scene is not re-laid out for a panel docking or leaving (issue 35:
    /// opening F2 moved the scene under a finger about to touch it, and under one already down a view would slide
    /// away from it): the panel lies over the scene until the last finger lifts, then the scene takes its new size.
    func fitSceneToPanels(at time: TimeInterval) {
        let free = chrome.stack.layout(size: chromeSize, now: time).sceneArea
        if !keepsScenePoints, window.heldTouchCount > 0, free != viewport.sceneArea,
           window.frame.size == viewport.sceneArea.size {
            return
        }
        var fitted = viewport
        fitted.sceneArea = free
        if keepsScenePoints {
            // A recording of another size is fitted above the bars too (`ReplayZoom`); one of this size keeps its
            // bottom under the bars, as live.
            let bars = keepsRecordedSize ? ReplayZoom.bars(headless: options.headless, replays: true) : 0
            let shown = CGSize(width: free.width, height: chromeSize.height)
            var zoom = ReplayZoom.fit(size, in: shown, bars: bars + chromeSize.height - free.maxY)
            if !keepsRecordedSize, free.maxY < chromeSize.height {
                // Above F4, the scene's content (all but its bottom inset) ends a gap above the strip, as a live
                // scene's does; the 44-point bar (issue 35) left the zoomed one half a point under it.
                let inset = SceneView.bottomInset
                zoom = min(zoom, max(0.05, (free.maxY - inset) / max(1, size.height - inset)))
            }
            fitted.replayZoom = zoom
        } else {
            fitted.replayZoom = 1
        }
        if fitted != viewport { viewport = fitted }
        guard !keepsScenePoints else { return }
        let frame = CGRect(origin: .zero, size: free.size)
        if window.frame != frame { window.frame = frame }
    }
}
