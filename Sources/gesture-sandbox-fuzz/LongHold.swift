import Foundation
import GestureKit
import SandboxScenes

/// The long-hold memory check (issue 21 item 7): the app (`--app`) replays, headless in virtual time, two fingers
/// circling on the monkey at 60 Hz for `minutes` without lifting, and the same with the fingers lifted and put
/// down again every 10 s; the held run's peak resident memory must be within `bound` MB of the lifted one's (it
/// was 185 MB against 49 MB for an hour: the story kept a line per recognizer per frame). Each run is its own
/// child process, its peak read from `wait4`'s `ru_maxrss`.
@MainActor
enum LongHold {
    static func run(app: String, minutes: Double, bound: Double, out: String) -> Bool {
        let centre = monkeyCentre()
        var peaks: [String: Double] = [:]
        for (name, liftEvery) in [("lifted", 10.0), ("held", 0.0)] {
            let path = "\(out)/long-hold-\(name).jsonl"
            let started = Date()
            _ = FileManager.default.createFile(atPath: path, contents: Data(recording(minutes: minutes, around: centre,
                                                                                     liftEvery: liftEvery).utf8))
            guard let (status, peak) = spawnMeasured(app, ["--headless", "--replay", path, "--settle", "0"]) else {
                print("long-hold: can't start \(app)")
                return false
            }
            try? FileManager.default.removeItem(atPath: path)
            peaks[name] = peak
            print(String(format: "long-hold: %@ (%.0f min of two fingers circling on the monkey, 60 Hz): exit %d, "
                         + "peak %.1f MB, %.0f s", name, minutes, status, peak, Date().timeIntervalSince(started)))
            guard status == 0 else { return false }
        }
        let difference = peaks["held"]! - peaks["lifted"]!
        let passed = difference <= bound
        print(String(format: "long-hold: held peaks %.1f MB %@ the lifted run (bound %.0f MB): %@", abs(difference),
                     difference >= 0 ? "above" : "below", bound, passed ? "pass" : "FAIL"))
        return passed
    }

    /// The monkey's centre in a 1280×800 window, as the scene lays it out.
    static func monkeyCentre() -> CGPoint {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        _ = SceneCatalog.install(id: "monkey-banana", in: window)
        window.layoutHierarchy()
        func named(_ name: String, in view: View) -> View? {
            view.name == name ? view : view.subviews.lazy.compactMap { named(name, in: $0) }.first
        }
        guard let monkey = named("monkey", in: window) else { return CGPoint(x: 410, y: 420) }
        return monkey.convert(CGPoint(x: monkey.bounds.midX, y: monkey.bounds.midY), to: nil)
    }

    /// Two fingers each circling on its own 20 pt circle at its own pace, 40 pt either side of `centre` (so the
    /// pan, pinch and rotation all change every frame), a frame every 1/60 s; `liftEvery` > 0 lifts both and puts
    /// them down again that often.
    static func recording(minutes: Double, around centre: CGPoint, liftEvery: Double) -> String {
        var text = #"{"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"monkey-banana"}"# + "\n"
        text.reserveCapacity(Int(minutes * 3600 * 2 * 70))
        let frames = Int(minutes * 60 * 60)
        let perSequence = liftEvery > 0 ? Int(liftEvery * 60) : Int.max
        func line(_ time: Double, _ type: String, _ id: Int, _ frame: Int) -> String {
            let turn = Double(frame) * (id == 1 ? 0.05 : -0.07)
            let x = Double(centre.x) + (id == 1 ? -40 : 40) + 20 * cos(turn), y = Double(centre.y) + 20 * sin(turn)
            return #"{"t":\#(String(format: "%.4f", time)),"type":"\#(type)","id":\#(id),"x":\#((x * 100).rounded() / 100),"y":\#((y * 100).rounded() / 100)}"# + "\n"
        }
        for frame in 0..<frames {
            let time = 0.1 + Double(frame) / 60
            let step = frame % perSequence
            let type = step == 0 ? "down" : step == perSequence - 1 || frame == frames - 1 ? "up" : "move"
            text += line(time, type, 1, frame) + line(time, type, 2, frame)
        }
        return text
    }

    /// Runs `path` with `arguments` (output to /dev/null) and returns its exit status and peak resident MB.
    static func spawnMeasured(_ path: String, _ arguments: [String]) -> (Int32, Double)? {
        var pid: pid_t = 0
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, Double(usage.ru_maxrss) / 1024)
    }
}
