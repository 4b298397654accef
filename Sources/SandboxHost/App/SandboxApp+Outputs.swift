import Foundation
import GestureKit
import SandboxChrome
import SandboxFormats

/// The end of a session: every touch cancelled, then the outputs written.
extension SandboxApp {
    /// Ends the session: every touch still down is cancelled first, as an interruption does, so the trace shows
    /// its gestures cancelled and the recording ends with its fingers cancelled; then writes the outputs asked
    /// for. The screenshot is the frame as it stands at exit.
    func finish() throws {
        waitForVideoSave()
        endTouchesAndDump()
        try writeScreenshot()
        for output in outputs.all { output.close() }
    }

    /// The screenshot asked for, of the frame as it stands.
    func writeScreenshot() throws {
        guard let screenshotOutput = outputs.screenshot else { return }
        draw(at: window.clock.now)
        reportFirstFrame()
        do {
            try renderer.writePNG(to: screenshotOutput)
        } catch {
            throw SandboxError("can't write screenshot \(screenshotOutput.name): \(error)")
        }
    }

    /// The fingers still down cancelled, the waits closed, the trace and recording flushed, the view dump written:
    /// the part of the session's end that needs no display.
    func endTouchesAndDump() {
        let now = window.clock.now
        deliverThroughChrome(translator.cancelAll(at: now, cause: .exit), at: now)
        window.closeWaits(cause: .exit)
        outputs.flush()
        let targets = chrome.stack.touchTargets(size: chromeSize, frame: chromeFrame(at: now)).map { ($0.name, $0.frame) }
        outputs.dump?.write(ViewDump.text(of: window, chrome: targets))
        if !options.headless { DisplayConnection.noteTouchesEnded() }
    }

    /// The session's end when the display server is gone and the frame loop can't end it (`DisplayConnection`'s last
    /// words): as `finish` without the screenshot, which needs the display, then what was taught kept.
    func endWithoutDisplay() {
        endTouchesAndDump()
        for output in outputs.all { output.close() }
        beforeLossExit()
        DisplayConnection.noteEndWritten()
    }

    /// Prints, once, the wall-clock time of the first frame drawn (presented when windowed; headless, the exit
    /// screenshot) as `gesture-sandbox: first frame at SECONDS (unix time)`, so a script that noted the time before
    /// launching gets process start → first frame, dynamic loading included.
    func reportFirstFrame() {
        guard !firstFrameReported else { return }
        firstFrameReported = true
        ErrorLine.write(String(format: "first frame at %.6f (unix time)", Date().timeIntervalSince1970))
    }
}
