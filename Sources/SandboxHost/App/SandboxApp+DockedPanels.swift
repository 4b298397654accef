import Foundation
import GestureKit
import SandboxChrome

/// Docked bottom panels (F4) reserve their strip (issue 25 item 2: F4 lay over the board, and the checkmark's reason
/// and the gallery's note showed through its lanes). The scene's window gives up the strip's height and the scene
/// lays itself out above it, as on any resize; its origin stays the window's, so a touch's point is the same in both.
/// A scene whose points must stay as recorded (a replay, or a recording being written: a resize there would put
/// later touches on other views) keeps its size and is zoomed to fit above the strip instead.
extension SandboxApp {
    /// Whether the scene must keep its points: the touches fed or written are in them.
    var keepsScenePoints: Bool {
        feeder != nil || outputs.recorder.map { !$0.isEnded } == true
    }

    /// Sizes or zooms the scene for the panels open at `time`. Called as a frame starts (and for a new scene), never
    /// between input events: a replay's fingers are put in SDL's queue and read back at one zoom.
    func fitSceneToPanels(at time: TimeInterval) {
        let reserved = chrome.stack.layout(size: chromeSize, now: time).reservedBottom
        if keepsScenePoints {
            // A recording of another size is fitted above the bars too (`ReplayZoom`); one of this size keeps its
            // bottom under the bars, as live.
            let bars = keepsRecordedSize ? ReplayZoom.bars(headless: options.headless, replays: true) : 0
            setReplayZoom(ReplayZoom.fit(size, in: chromeSize, bars: bars + reserved))
            return
        }
        setReplayZoom(1)
        let frame = CGRect(x: 0, y: 0, width: size.width, height: max(1, size.height - reserved))
        if window.frame != frame { window.frame = frame }
    }

    /// Draws the scene `zoom` window points a point and maps input back by the same factor.
    private func setReplayZoom(_ zoom: CGFloat) {
        guard zoom != replayZoom else { return }
        let shown = chromeSize
        replayZoom = zoom
        context.zoom = zoom
        translator.windowScale = zoom * displayFactor
        translator.windowSize = CGSize(width: shown.width / zoom, height: shown.height / zoom)
    }
}
