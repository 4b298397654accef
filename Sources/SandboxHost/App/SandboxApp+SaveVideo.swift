import Foundation
import GestureKit
import SandboxFormats
import SandboxSession

/// V in a window: the last touch sequence (or its last 10 s) saved as a video. The touches are written as a
/// recording, `gesture-sandbox-SCENE-DATE-TIME.jsonl`, beside the `--record` file (else in the working folder), and
/// the app itself renders it offscreen as `--headless --replay … --video NAME.mp4 --panels …` does (with the panels
/// open now), in a process of its own, so the window goes on; the recording notice names the file when it is
/// written (or says why not).
extension SandboxApp {
    func saveRecentTouches(at time: TimeInterval) {
        guard videoSave == nil else { return note("a video is still being saved", at: time) }
        let clip = recentTouches.clip(now: time)
        guard let first = clip.first else { return note("no touches to save yet", at: time) }
        let folder = options.recordPath.map { ($0 as NSString).deletingLastPathComponent } ?? ""
        // The scene the touches were made on, not the one switched to since.
        let scene = recentTouches.sequenceScene ?? scenes[sceneIndex].id
        let base = Self.freeSaveBase(in: folder, scene: scene, stamp: Self.fileStamp(Date()))
        let recordingPath = base + ".jsonl", videoPath = base + ".mp4"
        do {
            let writer = RecordingWriter(output: try OutputFile(path: recordingPath), windowSize: size,
                                         scene: scene, startTime: first.sample.timestamp - RecordingWriter.leadIn)
            for entry in clip { writer.append(entry.sample, source: entry.source) }
            writer.flush()
            try writer.output.finish()
            var arguments = ["--headless", "--replay", recordingPath, "--settle", "1", "--video", videoPath]
            // The panels open now are in the video, as --panels opens them for an export.
            let panels = chrome.openPanelKeys
            if !panels.isEmpty { arguments += ["--panels", panels.joined(separator: ",")] }
            if !tuning.tuning.values.isEmpty {
                let tuningPath = base + ".tuning.json"
                try OutputFile.write(TuningFile.json(tuning.tuning), to: tuningPath)
                arguments += ["--tuning", tuningPath]
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            process.arguments = arguments
            let errors = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            process.standardInput = FileHandle.nullDevice
            try process.run()
            videoSave = VideoSave(process: process, errors: errors, name: (videoPath as NSString).lastPathComponent)
            let seconds = String(format: "%.1f", (clip.last?.sample.timestamp ?? 0) - first.sample.timestamp)
            note("saving the last \(seconds) s of touches as \(videoSave!.name)…", at: time)
        } catch {
            note("can't save the video: \(error)", at: time)
        }
    }

    /// Once a frame: the notice when the save has ended, and the REC indicator back after a notice.
    func pollVideoSave(at time: TimeInterval) {
        if let save = videoSave, !save.process.isRunning {
            videoSave = nil
            if save.process.terminationStatus == 0 {
                note("video saved: \(save.name)", at: time)
                ErrorLine.write("video saved: \(save.name)")
            } else {
                let said = String(decoding: save.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                    .split(separator: "\n").last { !$0.hasPrefix(ErrorLine.prefix + "note:") }
                    .map { String($0.dropFirst(ErrorLine.prefix.count)) } ?? "status \(save.process.terminationStatus)"
                note("video not saved: \(said)", at: time)
                ErrorLine.write("video not saved: \(said)")
            }
        }
        if let shownAt = noticeShownAt, time - shownAt > 4, let path = options.recordPath,
           let recorder = outputs.recorder, !recorder.isEnded {
            noticeShownAt = nil
            chrome.indicator.indicator.state = .recording(file: URL(fileURLWithPath: path).lastPathComponent)
        }
    }

    /// At exit: a video V is saving is finished, not left half-made by the app's end. The save runs in a process
    /// group of its own, so an ending signal (the one that ended the app, or Ctrl+C while it waits) is passed on
    /// to it: it then stops and writes nothing, and the app ends now rather than when the video would have.
    func waitForVideoSave() {
        guard let save = videoSave else { return }
        ErrorLine.write("finishing the video being saved (\(save.name); Ctrl+C stops it)…")
        var passedOn = false
        while save.process.isRunning {
            if !passedOn, TerminationSignals.wasReceived {
                kill(save.process.processIdentifier, SIGTERM)
                passedOn = true
            }
            usleep(20_000)
        }
        pollVideoSave(at: window.clock.now)
    }

    private func note(_ text: String, at time: TimeInterval) {
        chrome.indicator.indicator.state = .ended(note: text, at: time)
        noticeShownAt = time
    }

    /// `FOLDER/gesture-sandbox-SCENE-STAMP`, or with `-2`, `-3`, … after it when a file of that name (recording,
    /// video or tuning) is there already: two saves in one second, or a folder of an earlier session's, never
    /// replace one another.
    static func freeSaveBase(in folder: String, scene: String, stamp: String) -> String {
        let stem = (folder.isEmpty ? "" : folder + "/") + "gesture-sandbox-\(scene)-\(stamp)"
        var base = stem, number = 1
        while [".jsonl", ".mp4", ".tuning.json"].contains(where: { FileManager.default.fileExists(atPath: base + $0) }) {
            number += 1
            base = stem + "-\(number)"
        }
        return base
    }

    static func fileStamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }
}

/// A video being saved by V: the app's own process rendering it headless.
struct VideoSave {
    let process: Process
    let errors: Pipe
    let name: String
}
