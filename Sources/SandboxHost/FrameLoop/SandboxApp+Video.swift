#if canImport(Glibc)
import Glibc
#endif
import Foundation
import SandboxChrome
import SandboxFormats
import SandboxSession

/// `--video` and `--panels`: a replay's frames at 60 a second of its virtual time, drawn as the window would show
/// them and piped to `ffmpeg` (`VideoOutput`).
extension SandboxApp {
    /// Opens the panels `--panels` names, as their keys would; a video shows the touch overlay (F1) whatever it says.
    func openPanels() {
        if options.videoPath != nil || options.panels.contains("F1") { touchOverlay.showsAllFingers = true }
        for key in options.panels where key != "F1" {
            if let command = KeyTable.command(forPanel: key) { perform(command, at: 0) }
        }
    }

    /// How many frames a video from `first` to `end` has: one at `first` and every 1/60 s after it, the last at or
    /// after `end`.
    static func videoFrameCount(from first: TimeInterval, to end: TimeInterval) -> Int {
        Int(((end - first) * Double(VideoFormat.frameRate) - 1e-9).rounded(.up)) + 1
    }

    /// The video run, headless or windowed: the replay runs undrawn to its first event, then a frame is drawn, read
    /// back and encoded every 1/60 s of virtual time until its end plus `--settle` (a window shows each frame as it
    /// goes). The last frame is what `--screenshot` saves. Stopped early (Ctrl+C, the window closed) or failing,
    /// it writes nothing: the other outputs are finished and one line says the video wasn't written.
    func runVideo() throws {
        guard let video = outputs.video else { return }
        do {
            if try !writeVideo(video) {
                video.abandon()
                try finish()
                throw SandboxError("stopped before the end: \(video.name) not written")
            }
        } catch {
            video.abandon()
            throw error
        }
    }

    /// Writes every frame; false when the run was stopped first.
    private func writeVideo(_ video: VideoOutput) throws -> Bool {
        let first = feeder?.nextTime ?? 0
        let end = (feeder?.endTime ?? 0) + options.settle
        let frames = Self.videoFrameCount(from: first, to: end)
        let terminal = isatty(2) == 1
        var progress = VideoProgress(frames: frames)
        let started = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 }
        try stepVirtualTime(to: first, playsOut: false)
        var encoding = false, stopped = false
        for index in 0..<frames {
            let time = first + Double(index) / Double(VideoFormat.frameRate)
            if index > 0 { try step(to: time, render: false) }
            if quitRequested { break }
            transport?.show(time: time)
            draw(at: time)
            try renderer.withFrame { pixels, width, height, pitch, layout in
                if !encoding {
                    try video.start(width: width, height: height, pixelFormat: layout)
                    encoding = true
                }
                let row = width * 4
                if pitch == row {
                    stopped = try !video.append(UnsafeRawBufferPointer(rebasing: pixels.prefix(row * height)))
                } else {
                    for y in 0..<height where !stopped {
                        stopped = try !video.append(UnsafeRawBufferPointer(rebasing: pixels[y * pitch..<y * pitch + row]))
                    }
                }
            }
            // A signal that came while ffmpeg wasn't reading: the run ends as it would between frames.
            if stopped { quitRequested = true }
            if !options.headless { renderer.present() }
            if terminal, let line = progress.line(after: index + 1, elapsed: elapsed()) {
                Self.writeProgress("\r" + ErrorLine.prefix + line + "\u{1B}[K")
            }
        }
        if terminal { Self.writeProgress("\n") }
        guard !quitRequested else { return false }
        guard try video.finish() else {
            quitRequested = true
            return false
        }
        if terminal { ErrorLine.write(progress.summary(name: video.name, elapsed: elapsed(), bytes: video.size)) }
        return true
    }

    private static func writeProgress(_ text: String) {
        var text = text
        text.withUTF8 { _ = Glibc.write(2, $0.baseAddress, $0.count) }
    }
}
