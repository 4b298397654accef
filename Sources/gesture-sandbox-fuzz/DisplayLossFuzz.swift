import Foundation
import SandboxFormats
import SandboxScenes

/// The display server dying under the windowed app (issue 36 class 8), at random: a real session per run
/// (`tools/wayland-session.sh`: Xvfb with weston nested in it; or `tools/compositor-session.sh`: GNOME's mutter or
/// KDE's KWin headless, when installed), the app native on Wayland or on X11, on a random
/// scene (sometimes replaying a seed recording windowed, sometimes at `--scale 2`, sometimes the Teach scene with a
/// gestures file), the pointer dragging or not, then the compositor or Xvfb ended by SIGKILL, SIGTERM or SIGSEGV at a random
/// moment. The app must end by itself within 1.5 s, exit 1 with one line naming the lost connection, and leave its
/// trace and recording whole (`SessionAudit`) and its gestures file readable.
extension Fuzzer {
    /// What one run tells the fuzzer: written by the script into the run's folder.
    private struct LossRun {
        var gone: String
        var status: String
        var stderr: [String]
        var trace: String
        var recording: Data
        var gestures: Data?
    }

    mutating func fuzzDisplayLoss(for seconds: TimeInterval, app: String, session: String, recordings: [String]) -> String {
        let folder = "\(out)/display-loss"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // The run itself is the end-to-end tests' (DisplayLossTests), beside the session script.
        let script = URL(fileURLWithPath: session).deletingLastPathComponent().appendingPathComponent("display-loss-run.sh").path
        let compositorSession = URL(fileURLWithPath: session).deletingLastPathComponent()
            .appendingPathComponent("compositor-session.sh").path
        let servers = ["weston", "xvfb"] + (Self.hasCompositors ? ["mutter", "kwin"] : [])
        let scenes = SceneCatalog.all.map { $0.id }
        let start = Date()
        var counts: [String: Int] = [:], slowest = 0
        while Date().timeIntervalSince(start) < seconds {
            // The state folder too: a run that keeps what a replay taught offers it at the next start.
            for name in ["app.err", "gone", "status", "trace.jsonl", "recording.jsonl", "gestures.json", "state"] {
                try? FileManager.default.removeItem(atPath: "\(folder)/\(name)")
            }
            let server = servers.randomElement(using: &rng)!
            let signal = (server == "xvfb" ? ["KILL", "TERM"] : ["KILL", "TERM", "SEGV"]).randomElement(using: &rng)!
            let delay = [0.0, 0.02, 0.1, 0.3, 0.8, 1.5].randomElement(using: &rng)!
            let drag = Bool.random(using: &rng)
            var arguments = ["--trace", "\(folder)/trace.jsonl", "--record", "\(folder)/recording.jsonl"]
            var what = ""
            switch Int.random(in: 0..<4, using: &rng) {
            case 0 where !recordings.isEmpty:
                let recording = recordings.randomElement(using: &rng)!
                arguments += ["--replay", recording]
                what = "replaying \((recording as NSString).lastPathComponent)"
            case 1:
                let gestures = "\(folder)/gestures.json"
                try? Data(#"{"format":"gesture-sandbox-gestures","version":1,"gestures":[]}"#.utf8)
                    .write(to: URL(fileURLWithPath: gestures))
                arguments += ["--scene", "teach", "--gestures", gestures]
                what = "teach"
            default:
                let scene = scenes.randomElement(using: &rng)!
                arguments += ["--scene", scene]
                what = scene
            }
            // mutter's virtual monitor takes no scale here; mutter and KWin have no pointer to drag with.
            let scale = server != "mutter" && Int.random(in: 0..<4, using: &rng) == 0
            let dragging = drag && (server == "weston" || server == "xvfb")
            let label = "\(server) SIG\(signal) \(Int(delay * 1000)) ms after the first frame, \(what)"
                + (scale ? ", scale 2" : "") + (dragging ? ", dragging" : "")
            counts["\(server) \(signal)", default: 0] += 1
            runs += 1
            save(Data(label.utf8), as: "current")
            watchdog.begin()
            let sessionArguments = server == "mutter" || server == "kwin"
                ? [server] + (scale ? ["--scale", "2"] : []) : (scale ? ["--scale", "2"] : [])
            let run = runLoss(app: app, session: server == "mutter" || server == "kwin" ? compositorSession : session,
                              sessionArguments: sessionArguments, script: script, folder: folder, server: server,
                              signal: signal, delay: delay, drag: dragging, arguments: arguments)
            watchdog.end()
            slowest = max(slowest, Int(run.gone) ?? 0)
            let problems = Self.lossProblems(run, server: server)
            if !problems.isEmpty {
                report("\(label): \(problems.prefix(3).joined(separator: "; "))", Data(label.utf8))
                // The run's own files beside its label: the trace, recording and standard error that broke the rule.
                let kept = "\(out)/finding-\(findings)"
                try? FileManager.default.createDirectory(atPath: kept, withIntermediateDirectories: true)
                for name in ["app.err", "trace.jsonl", "recording.jsonl", "gestures.json"] {
                    try? FileManager.default.copyItem(atPath: "\(folder)/\(name)", toPath: "\(kept)/\(name)")
                }
            }
        }
        let summary = counts.keys.sorted().map { "\($0) \(counts[$0]!)" }.joined(separator: ", ")
        return "display-loss: \(runs) runs in \(Int(Date().timeIntervalSince(start))) s (\(summary)), slowest end "
            + "\(slowest) ms after the kill, \(findings) findings"
    }

    /// Whether GNOME's and KDE's compositors are installed (`make test` installs them).
    private static let hasCompositors = ["mutter", "kwin_wayland", "dbus-run-session"].allSatisfy { tool in
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }

    private func runLoss(app: String, session: String, sessionArguments: [String], script: String, folder: String,
                         server: String, signal: String, delay: Double, drag: Bool, arguments: [String]) -> LossRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: session)
        process.arguments = sessionArguments + ["--", "/bin/bash", script, app, folder, server, "\(delay)", signal,
                                                drag ? "1" : "0"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_AUDIODRIVER"] = "dummy"
        // A recovery file of the user's own would be offered on standard error: a state folder of the run's own.
        environment["XDG_STATE_HOME"] = "\(folder)/state"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return LossRun(gone: "can't start \(session): \(error)", status: "", stderr: [],
                                                        trace: "", recording: Data()) }
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        func text(_ name: String) -> String { (try? String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)) ?? "" }
        return LossRun(gone: text("gone").trimmingCharacters(in: .whitespacesAndNewlines),
                       status: text("status").trimmingCharacters(in: .whitespacesAndNewlines),
                       stderr: text("app.err").split(separator: "\n").map(String.init).filter { !$0.contains("first frame at") },
                       trace: text("trace.jsonl"),
                       recording: FileManager.default.contents(atPath: "\(folder)/recording.jsonl") ?? Data(),
                       gestures: FileManager.default.contents(atPath: "\(folder)/gestures.json"))
    }

    private static func lossProblems(_ run: LossRun, server: String) -> [String] {
        var problems: [String] = []
        if run.gone == "alive" { problems.append("still running 5 s after the server was killed") }
        else if (Int(run.gone) ?? .max) >= 1500 { problems.append("ended \(run.gone) ms after the server was killed") }
        let line = server == "xvfb" ? "lost the connection to the X server" : "lost the connection to the Wayland compositor"
        // A replay that ended before the kill leaves the app at its last frame, still showing: it too must see the loss.
        if run.status != "1" { problems.append("exit status \(run.status) (\(run.stderr.joined(separator: " | ")))") }
        // A windowed replay that switches scenes or starts again at its end says that its recording ended there.
        // A replay that taught a gesture (teach-check.jsonl) keeps it on the way out and says where.
        let said = run.stderr.filter {
            !($0.contains("the recording in ") && $0.contains(" ends at the ")) && !$0.contains("unsaved gestures kept in ")
        }
        if said.count != 1 || said.first?.hasPrefix("gesture-sandbox: " + line) != true {
            problems.append("stderr: \(run.stderr.prefix(3))")
        }
        problems += SessionAudit.problems(trace: run.trace)
        problems += SessionAudit.problems(recording: run.recording)
        if let gestures = run.gestures, (try? JSONSerialization.jsonObject(with: gestures)) == nil {
            problems.append("the gestures file no longer reads")
        }
        return problems
    }
}
