import SandboxFormats

/// The files the main command reads and writes, for the one check that no output names an input
/// (`FileIdentity.refuseOverwriting`).
extension SandboxOptions {
    public var inputFiles: [CommandFile] {
        [replayPath.map { CommandFile("--replay", $0, role: "the recording being replayed") },
         tuningPath.map { CommandFile("--tuning", $0, role: "the tuning file") },
         gesturesPath.map { CommandFile("--gestures", $0, role: "the gestures file (--gestures), which Save writes") },
        ].compactMap { $0 }
    }

    public var outputFiles: [CommandFile] {
        [("--record", recordPath), ("--trace", tracePath), ("--dump-views", dumpViewsPath),
         ("--screenshot", screenshotPath), ("--video", videoPath)].compactMap { option, path in path.map { CommandFile(option, $0) } }
    }
}
