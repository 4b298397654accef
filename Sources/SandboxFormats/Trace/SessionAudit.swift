import Foundation
import GestureKit

/// What a finished session's outputs must show, however it ended: the trace reads, every touch a view saw begin
/// ended or was cancelled, no recognizer is left in began or changed or waiting, and the recording reads with
/// every finger lifted or cancelled. The fuzzer's signal and display-loss targets and the end-to-end tests audit with it.
public enum SessionAudit {
    /// The trace's problems, one line each; none for a whole one.
    public static func problems(trace text: String) -> [String] {
        let events: [GestureTraceEvent]
        do { events = try TraceReader.parse(text) } catch { return ["the trace doesn't read: \(error)"] }
        var open: [Int: String] = [:], inProgress: [String: GestureRecognizer.State] = [:], waiting: Set<String> = []
        for event in events {
            switch event {
            case .delivery(let d):
                for serial in d.serials {
                    switch d.kind {
                    case .began: open[serial] = d.view
                    case .ended, .cancelled: open[serial] = nil
                    case .moved: break
                    }
                }
            case .transition(let t):
                inProgress[t.recognizer] = t.to == .began || t.to == .changed ? t.to : nil
            case .wait(let w):
                if w.phase == .started { waiting.insert(w.recognizer) } else { waiting.remove(w.recognizer) }
            case .unseenTouch:
                break
            }
        }
        return open.keys.sorted().map { "touch \($0) began in \(open[$0]!) and never ended or was cancelled" }
            + inProgress.keys.sorted().map { "\($0) left in \(inProgress[$0]!.rawValue)" }
            + waiting.sorted().map { "\($0) left waiting" }
    }

    /// The recording's problems: it doesn't read, or a finger is still down at its end.
    public static func problems(recording data: Data) -> [String] {
        let recording: Recording
        do { recording = try RecordingParser.parse(data, file: "recorded") } catch { return ["the recording doesn't read: \(error)"] }
        var down: Set<Int> = []
        for sample in recording.samples {
            switch sample.phase {
            case .down: down.insert(sample.id)
            case .up, .cancel: down.remove(sample.id)
            case .move: break
            }
        }
        return down.sorted().map { "finger \($0) still down at the recording's end" }
    }
}
