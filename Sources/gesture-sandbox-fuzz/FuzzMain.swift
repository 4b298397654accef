import Foundation
import GestureKit
import GestureKitTesting
import GestureTuning
import SandboxFormats
import SandboxHost
import SandboxScenes

/// A seeded mutation fuzzer for the doors hostile input comes through: the recording parser (`recordings`), the
/// engine's dispatch (`dispatch`), the subcommands' inputs (`traces` for timeline and check, `tuning` files,
/// Linux recordings given to `imports`, the `gestures` file and the Teach scene's Save), and the way the app ends (`signals`: the built app, `--app`, signalled
/// at random moments; `display-loss`: the app's display server killed under it, `DisplayLossFuzz`). Every input it runs is first written to `OUT/current` so a crash leaves it behind; an
/// input slower than a second, or breaking what its target checks, is saved to `OUT/` and reported with the seed;
/// one running past `--hang-seconds` (10) ends the run as a hang finding (`HangWatchdog`). `long-hold` is the
/// memory check of a held gesture (`LongHold`), not a fuzzer.
///
///     gesture-sandbox-fuzz recordings|dispatch|traces|tuning|imports|gestures [--seconds S] [--hang-seconds S] [--seed N]
///         [--out DIR] SEED_FILES...
///     gesture-sandbox-fuzz signals --app PATH [...] SEED_RECORDINGS...
///     gesture-sandbox-fuzz display-loss --app PATH [--session tools/wayland-session.sh] [...] SEED_RECORDINGS...
///     gesture-sandbox-fuzz long-hold --app PATH [--minutes M] [--bound MB] [--out DIR]
@main
@MainActor
enum FuzzMain {
    static let targets = ["recordings", "dispatch", "traces", "tuning", "imports", "gestures", "signals", "display-loss", "long-hold"]

    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard let target = arguments.first, targets.contains(target) else {
            FileHandle.standardError.write(Data(("usage: gesture-sandbox-fuzz \(targets.joined(separator: "|")) "
                + "[--seconds S] [--hang-seconds S] [--seed N] [--out DIR] [--app PATH] [--minutes M] [--bound MB] FILES...\n").utf8))
            exit(64)
        }
        arguments.removeFirst()
        var seconds = 60.0, hangSeconds = 10.0, seed = UInt64(Date().timeIntervalSince1970), out = ".build/fuzz"
        var app: String?, minutes = 60.0, bound = 10.0, session = "tools/wayland-session.sh"
        var files: [String] = []
        while let argument = arguments.first {
            arguments.removeFirst()
            switch argument {
            case "--seconds": seconds = Double(arguments.removeFirst()) ?? seconds
            case "--hang-seconds": hangSeconds = Double(arguments.removeFirst()) ?? hangSeconds
            case "--seed": seed = UInt64(arguments.removeFirst()) ?? seed
            case "--out": out = arguments.removeFirst()
            case "--app": app = arguments.removeFirst()
            case "--session": session = arguments.removeFirst()
            case "--minutes": minutes = Double(arguments.removeFirst()) ?? minutes
            case "--bound": bound = Double(arguments.removeFirst()) ?? bound
            default: files.append(argument)
            }
        }
        // Absolute: the runs' XDG_STATE_HOME lies under it, and the app ignores a relative one (as the XDG spec says)
        // for the user's own ~/.local/state, where `make fuzz`'s relative `--out` sent the recovery files.
        out = URL(fileURLWithPath: out).standardizedFileURL.path
        try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        if ["long-hold", "signals", "display-loss"].contains(target), app == nil {
            FileHandle.standardError.write(Data("gesture-sandbox-fuzz \(target): --app PATH (a built gesture-sandbox) is needed\n".utf8))
            exit(64)
        }
        if target == "long-hold" { exit(LongHold.run(app: app!, minutes: minutes, bound: bound, out: out) ? 0 : 1) }
        print("gesture-sandbox-fuzz \(target): seed \(seed), \(Int(seconds)) s, \(files.count) seed files, out \(out)")
        var seedData = files.compactMap { FileManager.default.contents(atPath: $0) }
        if target == "tuning" { seedData += tuningSeeds() }
        var fuzzer = Fuzzer(seed: seed, out: out, seeds: seedData,
                            label: "\(target) seed \(seed)", hangSeconds: ["signals", "display-loss"].contains(target) ? max(hangSeconds, 150) : hangSeconds)
        let report = switch target {
        case "recordings": fuzzer.fuzzRecordings(for: seconds)
        case "dispatch": fuzzer.fuzzDispatch(for: seconds)
        case "traces": fuzzer.fuzzTraces(for: seconds)
        case "tuning": fuzzer.fuzzTuning(for: seconds)
        case "imports": fuzzer.fuzzImports(for: seconds)
        case "gestures": fuzzer.fuzzGestures(for: seconds)
        case "display-loss": fuzzer.fuzzDisplayLoss(for: seconds, app: app!, session: session, recordings: files)
        default: fuzzer.fuzzSignals(for: seconds, app: app!)
        }
        print(report)
        exit(fuzzer.findings == 0 ? 0 : 1)
    }

    /// Tuning files as the F6 panel exports them: every built-in parameter at its default, and at its range's ends.
    static func tuningSeeds() -> [Data] {
        let parameters = TuningCatalog.builtIn.parameters
        return [\.defaultValue, \.range.lowerBound, \.range.upperBound].map { (value: KeyPath<TunableParameter, Double>) in
            let values = Dictionary(uniqueKeysWithValues: parameters.map { ($0.id, $0[keyPath: value]) })
            return Data(TuningFile.json(Tuning(values: values)).utf8)
        }
    }
}
