import Foundation
import GestureKit
import SandboxFormats
import SandboxHost

/// The signal matrix: the app (`--app`, a built gesture-sandbox) replays a seed recording cut at a random point
/// with the fingers then down kept moving (so the headless clock stays busy), headless with `--trace` and
/// `--record` and a random `--settle` (0, 0.2 or 2 s, so waits and timers are pending at the end), and gets
/// SIGTERM, SIGINT, SIGHUP, SIGQUIT or SIGPIPE at a random moment (or none): in half the runs 0.5-30 ms after the
/// start, while the dynamic loader still maps the app's libraries (the `gesture-sandbox` launcher holds the signal
/// until the app's handlers take it, issue 36), else up to 0.4 s after the session opened its trace. It must exit 0
/// and leave outputs that `SessionAudit` finds complete.
extension Fuzzer {
    static let signals: [(number: Int32, name: String)] = [
        (SIGTERM, "TERM"), (SIGINT, "INT"), (SIGHUP, "HUP"), (SIGQUIT, "QUIT"), (SIGPIPE, "PIPE"),
    ]

    mutating func fuzzSignals(for seconds: TimeInterval, app: String) -> String {
        let recordings = seeds.compactMap { try? RecordingParser.parse($0, file: "seed") }.filter { !$0.samples.isEmpty }
        guard !recordings.isEmpty else { return "signals: no seed recording reads" }
        let start = Date()
        var signalled: [String: Int] = [:]
        while Date().timeIntervalSince(start) < seconds {
            let replay = busyReplay(of: recordings.randomElement(using: &rng)!)
            save(replay, as: "current")
            save(replay, as: "signal-replay.jsonl")
            let settle = [0, 0.2, 2].randomElement(using: &rng)!
            let signal = Int.random(in: 0...Self.signals.count, using: &rng)
            let early = Bool.random(using: &rng)
            let delay = early ? Double.random(in: 0.0005...0.03, using: &rng) : Double.random(in: 0...0.4, using: &rng)
            runs += 1
            let moment = "\(Int(delay * 1000)) ms after \(early ? "the start" : "the trace")"
            let label = signal < Self.signals.count ? "SIG\(Self.signals[signal].name) \(moment)" : "no signal"
            signalled[signal < Self.signals.count ? Self.signals[signal].name : "none", default: 0] += 1
            watchdog.begin()
            let problems = session(app: app, settle: settle, signal: signal < Self.signals.count ? Self.signals[signal].number : nil,
                                   after: delay, early: early)
            watchdog.end()
            if !problems.isEmpty {
                report("\(label), settle \(settle): \(problems.prefix(3).joined(separator: "; "))", replay)
            }
        }
        let counts = signalled.keys.sorted().map { "\($0) \(signalled[$0]!)" }.joined(separator: ", ")
        return "signals: \(runs) runs in \(Int(Date().timeIntervalSince(start))) s (\(counts)), \(findings) findings"
    }

    /// The seed cut after a random sample, the fingers then down (or a new one) moving a hair each frame for a
    /// random 0.5-200 s of virtual time.
    private mutating func busyReplay(of seed: Recording) -> Data {
        var recording = seed
        let cut = Int.random(in: 1...seed.samples.count, using: &rng)
        recording.samples = Array(seed.samples.prefix(cut))
        recording.sources = Array(seed.sources.prefix(cut))
        var down: [Int: CGPoint] = [:]
        for sample in recording.samples {
            switch sample.phase {
            case .down, .move: down[sample.id] = sample.location
            case .up, .cancel: down[sample.id] = nil
            }
        }
        var time = recording.samples.last?.timestamp ?? 0
        if down.isEmpty {
            let place = CGPoint(x: Double.random(in: 0...recording.windowSize.width, using: &rng),
                                y: Double.random(in: 0...recording.windowSize.height, using: &rng))
            time += 0.05
            recording.samples.append(TouchSample(id: 99, phase: .down, location: place, timestamp: time))
            recording.sources.append(nil)
            down[99] = place
        }
        for frame in 0..<Int.random(in: 30...12_000, using: &rng) {
            time += 1.0 / 60
            for id in down.keys.sorted() {
                let place = down[id]! + CGPoint(x: frame % 2 == 0 ? 0.01 : 0, y: 0)
                recording.samples.append(TouchSample(id: id, phase: .move, location: place, timestamp: time))
                recording.sources.append(nil)
            }
        }
        return Data(RecordingWriter.text(of: recording).utf8)
    }

    /// Waits, at most a minute, until `process` holds SIGTERM (blocked by the `gesture-sandbox` launcher) or catches
    /// it (the app's handlers): on a busy machine a new process can wait milliseconds for a processor before its first
    /// instruction, and no program can hold a signal before that, which would be no finding of the app's.
    private static func waitUntilSignalsAreHeld(_ process: Process) {
        let bit = UInt64(1) << UInt64(SIGTERM - 1)
        let started = Date()
        while process.isRunning, Date().timeIntervalSince(started) < 60 {
            let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
            let masks = status.split(separator: "\n").filter { $0.hasPrefix("SigBlk:") || $0.hasPrefix("SigCgt:") }
                .compactMap { UInt64($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces), radix: 16) }
            if masks.contains(where: { $0 & bit != 0 }) { return }
            Thread.sleep(forTimeInterval: 0.0002)
        }
    }

    /// Runs the app on `OUT/signal-replay.jsonl`, signals it `delay` seconds after its start (`early`) or after it
    /// created its trace, and audits its outputs. Outputs left empty by a signal that came before the session
    /// opened them (or while the recording was still being read) pass.
    private func session(app: String, settle: Double, signal: Int32?, after delay: TimeInterval, early: Bool) -> [String] {
        let trace = "\(out)/signal-trace.jsonl", record = "\(out)/signal-record.jsonl"
        for file in [trace, record] { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: app)
        process.arguments = ["--headless", "--replay", "\(out)/signal-replay.jsonl", "--settle", "\(settle)",
                             "--trace", trace, "--record", record]
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_AUDIODRIVER"] = "dummy"
        // A replay that teaches keeps its gestures at its end: here, not in the user's recovery file.
        environment["XDG_STATE_HOME"] = "\(out)/state"
        process.environment = environment
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do { try process.run() } catch { return ["can't start \(app): \(error)"] }
        if let signal, early {
            Thread.sleep(forTimeInterval: delay)
            Self.waitUntilSignalsAreHeld(process)
            if process.isRunning { kill(process.processIdentifier, signal) }
        } else if let signal {
            // No trace after a minute means no signal, and the run is judged as an unsignalled one.
            let started = Date()
            while process.isRunning, !FileManager.default.fileExists(atPath: trace), Date().timeIntervalSince(started) < 60 {
                Thread.sleep(forTimeInterval: 0.002)
            }
            Thread.sleep(forTimeInterval: delay)
            if process.isRunning, FileManager.default.fileExists(atPath: trace) { kill(process.processIdentifier, signal) }
        }
        // A run that doesn't end: killed after two minutes (the app's busy replay takes seconds).
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return ["still running two minutes after the signal (a hang)"]
        }
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var problems: [String] = []
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            let how = process.terminationReason == .exit ? "exit status" : "signal"
            problems.append("ended by \(how) \(process.terminationStatus): \(String(decoding: stderr, as: UTF8.self))")
        }
        let traced = (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""
        let recorded = FileManager.default.contents(atPath: record) ?? Data()
        if signal != nil, traced.isEmpty, recorded.isEmpty { return problems }
        problems += SessionAudit.problems(trace: traced)
        problems += SessionAudit.problems(recording: recorded)
        return problems
    }
}
