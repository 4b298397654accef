import Foundation
import GestureKit
import GestureKitTesting
import SandboxHost
import SandboxScenes
import SandboxFormats

/// The mutation loop and its checks (see `FuzzMain`).
@MainActor
struct Fuzzer {
    var rng: SeededGenerator
    let out: String
    var seeds: [Data]
    var findings = 0
    var runs = 0
    let watchdog: HangWatchdog

    /// Values that broke the app before, or sit on a limit.
    static let interesting = ["0", "-1", "1e308", "-1e308", "1e-400", "3000000000", "4294967297", "2147483648",
                              "16384", "16385", "1000000", "1000001", "0.1", "NaN", "1e999", "\"\"", "null", "[]", "{}"]

    /// `hangSeconds`: an input running longer ends the run as a hang finding (`HangWatchdog`).
    init(seed: UInt64, out: String, seeds: [Data], label: String, hangSeconds: TimeInterval) {
        rng = SeededGenerator(seed: seed)
        self.out = out
        watchdog = HangWatchdog(limit: hangSeconds, out: out, label: label)
        self.seeds = seeds.isEmpty
            ? [Data(#"{"format":"gesture-sandbox-recording","version":1,"window":[800,600]}"#.utf8)] : seeds
    }

    mutating func fuzzRecordings(for seconds: TimeInterval) -> String {
        let start = Date()
        var parsed = 0
        while Date().timeIntervalSince(start) < seconds {
            let input = mutate(seeds.randomElement(using: &rng)!)
            save(input, as: "current")
            // Timed from here: writing a 200 MB input under load took over a second by itself. Processor time, not
            // the wall clock: at `nice` on a busy machine an input can wait seconds for a core.
            let begin = HangWatchdog.processorSeconds()
            runs += 1
            watchdog.begin()
            if let recording = try? parse(input) {
                parsed += 1
                check(recording, input: input)
            }
            watchdog.end()
            let spent = HangWatchdog.processorSeconds() - begin
            if spent > 1 { report("slow (\(spent) s of processor time)", input) }
        }
        return "recordings: \(runs) runs in \(Int(Date().timeIntervalSince(start))) s, \(parsed) parsed, \(findings) findings"
    }

    mutating func fuzzDispatch(for seconds: TimeInterval) -> String {
        let start = Date()
        while Date().timeIntervalSince(start) < seconds {
            let ids = Bool.random(using: &rng) ? [0, 1, 2, 3] : [1 << 40, Int.max, Int.min, -1, 4_294_967_297]
            let stream = TouchStream.random(using: &rng, in: CGRect(x: -50, y: -50, width: 1380, height: 900),
                                            events: Int.random(in: 1...120, using: &rng), fingerIDs: ids,
                                            maxSimultaneous: Int.random(in: 1...6, using: &rng), start: 1)
            runs += 1
            let scene = SceneCatalog.all.randomElement(using: &rng)!
            save(Data("\(scene.id)\n\(stream)".utf8), as: "current")
            watchdog.begin()
            let problems = Self.play(stream.events.flatMap { $0 }, scene: scene)
            watchdog.end()
            if !problems.isEmpty {
                let text = "\(scene.id)\n\(stream)\n" + problems.joined(separator: "\n")
                report("touch guarantee broken in \(scene.id): \(problems.first!)", Data(text.utf8))
            }
        }
        return "dispatch: \(runs) streams in \(Int(Date().timeIntervalSince(start))) s, \(findings) findings"
    }

    /// A sandbox recording, or a Linux input recording (evemu, libinput record) imported as `--replay` would:
    /// the importer reads a path, and the input is at `OUT/current` already.
    func parse(_ input: Data) throws -> Recording {
        return try LinuxInputImporter.load(path: "\(out)/current", windowSize: nil)
    }

    /// Replays a parsed recording (its first 3,000 samples) through its scene or a random one.
    mutating func check(_ recording: Recording, input: Data) {
        let scene = recording.scene.flatMap { SceneCatalog.scene(id: $0) } ?? SceneCatalog.all.randomElement(using: &rng)!
        let problems = Self.play(Array(recording.samples.prefix(3_000)), scene: scene)
        if !problems.isEmpty { report("touch guarantee broken in \(scene.id): \(problems.first!)", input) }
    }

    static func play(_ samples: [TouchSample], scene: any SandboxScene.Type) -> [String] {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.advance(to: 1)
        _ = scene.init(window: window, playSound: { _ in })
        window.layoutHierarchy()
        var grouped: [[TouchSample]] = []
        for sample in samples {
            var shifted = sample
            shifted.timestamp += 1
            if let last = grouped.last?.last, last.timestamp == shifted.timestamp, !grouped[grouped.count - 1].contains(where: { $0.id == shifted.id }) {
                grouped[grouped.count - 1].append(shifted)
            } else {
                grouped.append([shifted])
            }
        }
        return TouchGuaranteeCheck.violations(playing: TouchStream(events: grouped), on: window)
    }

    // MARK: Mutation

    mutating func mutate(_ seed: Data) -> Data {
        var bytes = [UInt8](seed)
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            switch Int.random(in: 0..<8, using: &rng) {
            case 0 where !bytes.isEmpty: bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            case 1 where !bytes.isEmpty:
                let at = Int.random(in: 0..<bytes.count, using: &rng)
                bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &rng)))
            case 2: bytes.insert(contentsOf: Array(Self.interesting.randomElement(using: &rng)!.utf8),
                                 at: Int.random(in: 0...bytes.count, using: &rng))
            case 3: replaceNumber(in: &bytes)
            case 4: duplicateLine(in: &bytes)
            case 5: spliceLine(into: &bytes)
            case 6: bytes.insert(contentsOf: [[0x0D], [0xEF, 0xBB, 0xBF], [0x00], [0x2C], [0xFF, 0xFE]].randomElement(using: &rng)!,
                                 at: Int.random(in: 0...bytes.count, using: &rng))
            default: replaceNumber(in: &bytes)
            }
        }
        return Data(bytes)
    }

    /// Swaps one number in the text for an interesting value.
    private mutating func replaceNumber(in bytes: inout [UInt8]) {
        let digits = bytes.indices.filter { (0x30...0x39).contains(bytes[$0]) }
        guard let at = digits.randomElement(using: &rng) else { return }
        var start = at, end = at
        while start > 0, "0123456789.-eE+".utf8.contains(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, "0123456789.-eE+".utf8.contains(bytes[end]) { end += 1 }
        bytes.replaceSubrange(start..<end, with: Array(Self.interesting.randomElement(using: &rng)!.utf8))
    }

    private mutating func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] { bytes.split(separator: 0x0A, omittingEmptySubsequences: false) }

    private mutating func duplicateLine(in bytes: inout [UInt8]) {
        var all = lines(bytes)
        guard let line = all.randomElement(using: &rng) else { return }
        for _ in 0..<Int.random(in: 1...200, using: &rng) { all.insert(line, at: Int.random(in: 0...all.count, using: &rng)) }
        bytes = Array(all.joined(separator: [0x0A]))
    }

    private mutating func spliceLine(into bytes: inout [UInt8]) {
        let other = [UInt8](seeds.randomElement(using: &rng)!)
        guard let line = lines(other).randomElement(using: &rng) else { return }
        var all = lines(bytes)
        all.insert(line, at: Int.random(in: 0...all.count, using: &rng))
        bytes = Array(all.joined(separator: [0x0A]))
    }

    // MARK: Findings

    func save(_ data: Data, as name: String) {
        _ = FileManager.default.createFile(atPath: "\(out)/\(name)", contents: data)
    }

    mutating func report(_ what: String, _ input: Data) {
        findings += 1
        let name = "finding-\(findings).bin"
        save(input, as: name)
        // Written at once, unbuffered: seen as it happens when the output is a file (a 15-minute target's log).
        FileHandle.standardOutput.write(Data("finding \(findings) after \(runs) runs: \(what) — input saved to \(out)/\(name)\n".utf8))
    }
}
