import Foundation
import GestureKit
import GestureKitTesting
import SandboxHost
import SandboxScenes

/// A seeded mutation fuzzer for the two doors hostile input comes through: the recording parser (`recordings`) and
/// the engine's dispatch (`dispatch`). Every input it runs is first written to `OUT/current` so a crash leaves it
/// behind; a parsed recording is also replayed through a scene and the touch guarantee checked; an input slower
/// than a second, or breaking the guarantee, is saved to `OUT/` and reported with the seed; one running past
/// `--hang-seconds` (10) ends the run as a hang finding (`HangWatchdog`). Recordings include Linux input recordings
/// (evemu, libinput record), imported as `--replay` imports them.
///
///     gesture-sandbox-fuzz recordings|dispatch [--seconds S] [--hang-seconds S] [--seed N] [--out DIR] SEED_FILES...
@main
@MainActor
enum FuzzMain {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard let target = arguments.first, ["recordings", "dispatch"].contains(target) else {
            FileHandle.standardError.write(Data("usage: gesture-sandbox-fuzz recordings|dispatch [--seconds S] [--hang-seconds S] [--seed N] [--out DIR] FILES...\n".utf8))
            exit(64)
        }
        arguments.removeFirst()
        var seconds = 60.0, hangSeconds = 10.0, seed = UInt64(Date().timeIntervalSince1970), out = ".build/fuzz"
        var files: [String] = []
        while let argument = arguments.first {
            arguments.removeFirst()
            switch argument {
            case "--seconds": seconds = Double(arguments.removeFirst()) ?? seconds
            case "--hang-seconds": hangSeconds = Double(arguments.removeFirst()) ?? hangSeconds
            case "--seed": seed = UInt64(arguments.removeFirst()) ?? seed
            case "--out": out = arguments.removeFirst()
            default: files.append(argument)
            }
        }
        try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        print("gesture-sandbox-fuzz \(target): seed \(seed), \(Int(seconds)) s, \(files.count) seed files, out \(out)")
        var fuzzer = Fuzzer(seed: seed, out: out, seeds: files.compactMap { FileManager.default.contents(atPath: $0) },
                            label: "\(target) seed \(seed)", hangSeconds: hangSeconds)
        let report = target == "recordings" ? fuzzer.fuzzRecordings(for: seconds) : fuzzer.fuzzDispatch(for: seconds)
        print(report)
        exit(fuzzer.findings == 0 ? 0 : 1)
    }
}
