import Foundation
import GestureKit

/// Turns Linux input recordings — `libinput record` YAML and evemu files — into the sandbox's recordings, so a
/// touchscreen or touchpad bug report replays through the engine.
///
/// Every device with multitouch position axes takes part (others, a keyboard recorded alongside, are skipped);
/// contacts follow protocol B (`MultitouchDecoder`) and get the lowest free finger id, across devices. Placement:
/// - a touchscreen's surface is fitted to the window keeping its physical aspect (axis ranges over their
///   resolutions), centred, as the screen it is glued to would show it;
/// - a touchpad keeps its own size: its millimetres at 96 points per inch (a 100×60 mm pad is 378×227 pt), centred
///   in the window; with only touchpads the window is the largest pad, and the app scales it to its own window on
///   replay as for any recording.
/// Times start at 0 at the first event. Contacts still down at the end are cancelled there. The limits of a
/// recording hold: at most `RecordingParser.maximumTime` seconds from the first event and
/// `RecordingParser.maximumFingers` contacts down at once, each refused naming the line.
public enum LinuxInputImporter {
    /// Points per millimetre for a touchpad's own size (96 dpi).
    static let touchpadPointsPerMillimetre = 96 / 25.4
    public static let defaultWindowSize = CGSize(width: 1280, height: 800)

    /// What `--replay` reads: a sandbox recording, or a Linux input recording imported on the fly (touchscreens fitted
    /// to `windowSize`, else the default window). The format is `RecordingFormat.detect`'s, as for `import`; a file
    /// it can't tell is read as a sandbox recording.
    public static func load(path: String, windowSize: CGSize?) throws -> Recording {
        if let refusal = FileKind.refusal(of: path, wanted: [.recording, .libinputRecord, .evemu, .otherJSON],
                                          as: "a recording") {
            throw SandboxError(refusal)
        }
        switch RecordingFormat.detect(path: path) {
        case .libinputRecord?, .evemu?:
            return try recording(contentsOf: path, windowSize: windowSize ?? defaultWindowSize)
        case .sandbox?, nil:
            return try RecordingParser.parse(contentsOf: URL(fileURLWithPath: path))
        }
    }

    /// Reads `path` (libinput record YAML, an evemu recording, or an evemu events file whose description is
    /// `description` or, by default, the `.desc` beside it) into a version 2 recording with every sample's source
    /// `imported`. `windowSize` is where touchscreens are fitted. The format is judged by content
    /// (`RecordingFormat.detect`); a sandbox recording, or a file that is neither, is refused saying so.
    public static func recording(contentsOf path: String, description: String? = nil, scene: String? = nil,
                                 windowSize: CGSize = defaultWindowSize) throws -> Recording {
        let data = try readData(path)
        let input: LinuxInputRecording
        switch RecordingFormat.detect(data) {
        case .libinputRecord?:
            input = try LibinputRecordReader.read(try LinuxInputLine.lines(of: data, file: path, format: .libinputRecord),
                                                  file: path)
        case .evemu?:
            let lines = try LinuxInputLine.lines(of: data, file: path, format: .evemu)
            var device = try EvemuReader.device(in: lines, file: path)
            let events = try EvemuReader.events(in: lines, file: path)
            var descriptionFile: String?
            if device == nil {
                let descPath = description ?? ((path as NSString).deletingPathExtension + ".desc")
                guard FileManager.default.fileExists(atPath: descPath) else {
                    throw RecordingError(file: path, line: nil, message: "no device description (N:, P:, A: lines) "
                                         + "in the file and no \(descPath) beside it: give it with --description",
                                         format: RecordingFormat.evemu.rawValue)
                }
                let descLines = try LinuxInputLine.lines(of: try readData(descPath), file: descPath, format: .evemu)
                device = try EvemuReader.device(in: descLines, file: descPath)
                descriptionFile = descPath
                guard device != nil else {
                    throw RecordingError(file: descPath, line: nil, message: "no device description (N:, A: lines)",
                                         format: RecordingFormat.evemu.rawValue)
                }
            }
            input = LinuxInputRecording(format: .evemu, devices: [device!], events: [events], eventsFile: path,
                                        descriptionFile: descriptionFile)
        case .sandbox?:
            // Named for what it is: a recording, a trace, a gestures or tuning file (issue 35).
            let kind = FileKind.detect(data) ?? .recording
            let what = kind == .recording ? "a gesture-sandbox recording already" : kind.name
            throw RecordingError(file: path, line: nil, message: "this is \(what), not a libinput record or evemu file"
                                 + (kind.use.map { ": \($0)" } ?? ""))
        case nil:
            throw RecordingError(file: path, line: nil, message: "not a libinput record (YAML starting \"version: 1\") or "
                                 + "evemu file (\"# EVEMU\", \"N:\", \"E:\" lines): its first line says neither")
        }
        return try recording(from: input, scene: scene, windowSize: windowSize)
    }

    static func recording(from input: LinuxInputRecording, scene: String?, windowSize: CGSize) throws -> Recording {
        let file = input.eventsFile
        func fail(_ line: Int?, _ message: String, in named: String? = nil) -> RecordingError {
            RecordingError(file: named ?? file, line: line, message: message, format: input.format.rawValue)
        }
        let touchDevices = input.devices.indices.filter { input.devices[$0].positionAxes != nil }
        guard let first = input.devices.first else { throw fail(nil, "no devices in the recording") }
        guard !touchDevices.isEmpty else {
            throw fail(first.line, "device \(JSONLine.quoted(first.name)) has no multitouch axes (ABS_MT_POSITION_X "
                       + "and ABS_MT_POSITION_Y): not a touchscreen or touchpad", in: input.descriptionFile)
        }
        for index in touchDevices {
            if let (line, problem) = input.devices[index].degenerateAxis {
                throw fail(line, problem, in: input.descriptionFile)
            }
        }
        let startTime = input.events.compactMap { $0.first?.microseconds }.min() ?? 0
        let endTime = input.events.compactMap { $0.last?.microseconds }.max() ?? 0
        var contacts: [ContactEvent] = []
        for index in touchDevices {
            var decoder = MultitouchDecoder(device: input.devices[index], index: index)
            for event in input.events[index] {
                try decoder.feed(event) { line, message in fail(line, message) }
            }
            if let open = decoder.openFrameLine {
                let last = input.events[index].last?.line ?? open
                throw fail(last, "the recording ends mid-frame: the events from line \(open) have no SYN_REPORT (truncated?)")
            }
            decoder.finish(at: endTime, line: input.events.compactMap { $0.last?.line }.max() ?? 1)
            contacts += decoder.contacts
        }
        guard !contacts.isEmpty else {
            throw fail(nil, "no touches in the recording")
        }
        // Merge the devices' contacts in time order, keeping each device's own order.
        contacts = contacts.enumerated()
            .sorted { ($0.element.microseconds, $0.offset) < ($1.element.microseconds, $1.offset) }
            .map(\.element)

        let hasScreen = touchDevices.contains { input.devices[$0].kind == .touchscreen }
        let window = hasScreen ? windowSize : touchDevices.map { padSize(input.devices[$0]) }
            .max { $0.width * $0.height < $1.width * $1.height } ?? windowSize
        var ids: [Int: Int] = [:]
        var samples: [TouchSample] = []
        samples.reserveCapacity(contacts.count)
        for contact in contacts {
            let key = contact.device << 16 | contact.slot
            let time = Double(contact.microseconds - startTime) / 1_000_000
            // The limits a recording keeps (`RecordingParser`), so an import can't hang the clock or swamp the engine.
            guard time <= RecordingParser.maximumTime else {
                throw fail(contact.line, "time \(time) s after the first event is beyond the limit of "
                           + "\(Int(RecordingParser.maximumTime)) s")
            }
            let id: Int
            if contact.phase == .down {
                guard ids.count < RecordingParser.maximumFingers else {
                    throw fail(contact.line, "more than \(RecordingParser.maximumFingers) fingers down at once")
                }
                var free = 1
                while ids.values.contains(free) { free += 1 }
                ids[key] = free
                id = free
            } else {
                guard let known = ids[key] else { continue }
                id = known
                if contact.phase == .up || contact.phase == .cancel { ids[key] = nil }
            }
            let location = place(contact, on: input.devices[contact.device], in: window)
            samples.append(TouchSample(id: id, phase: contact.phase, location: location,
                                       timestamp: time,
                                       pressure: contact.pressure))
        }
        let devices = touchDevices.map { RecordedTouchDevice(id: Int64($0), name: input.devices[$0].name) }
        let environment = RecordingEnvironment(app: "\(AppVersion.full), imported from \(input.format.rawValue)",
                                               touchDevices: devices)
        return Recording(windowSize: window, scene: scene, samples: samples, environment: environment,
                         sources: Array(repeating: .imported, count: samples.count))
    }

    /// A touchpad's size in points (its millimetres at 96 dpi; units as millimetres when it reports no resolution).
    static func padSize(_ device: EvdevDevice) -> CGSize {
        guard let axes = device.positionAxes else { return .zero }
        return CGSize(width: (axes.x.physicalLength * touchpadPointsPerMillimetre).rounded(),
                      height: (axes.y.physicalLength * touchpadPointsPerMillimetre).rounded())
    }

    static func place(_ contact: ContactEvent, on device: EvdevDevice, in window: CGSize) -> CGPoint {
        guard let axes = device.positionAxes else { return .zero }
        let area: CGSize
        switch device.kind {
        case .touchscreen:
            let width = axes.x.physicalLength, height = axes.y.physicalLength
            let scale = min(window.width / width, window.height / height)
            area = CGSize(width: width * scale, height: height * scale)
        case .touchpad:
            area = padSize(device)
        }
        let origin = CGPoint(x: (window.width - area.width) / 2, y: (window.height - area.height) / 2)
        return CGPoint(x: origin.x + axes.x.fraction(contact.x) * area.width,
                       y: origin.y + axes.y.fraction(contact.y) * area.height)
    }

    private static func readData(_ path: String) throws -> Data {
        if let problem = RecordingParser.unreadableReason(path) {
            throw RecordingError(file: path, line: nil, message: problem)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RecordingError(file: path, line: nil, message: "can't read the file")
        }
        return data
    }
}
