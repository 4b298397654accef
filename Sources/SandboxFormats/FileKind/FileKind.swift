import Foundation

/// Which of the app's files (or the Linux input recordings it imports) a file is, judged by its header, never by its
/// name: every subcommand and `--replay` ask `detect` before reading, so a file given to the wrong one is named for
/// what it is ("gestures.json is a gestures file, not a recording: use --gestures") instead of failing in the
/// reader for another format (issue 35). `RecordingFormat.detect` is this function seen by the recording readers.
public enum FileKind: Equatable, Sendable {
    case recording, trace, gestures, tuning, libinputRecord, evemu, png, svg
    /// JSON whose first object names no format of the app's (or another program's `"format"`).
    case otherJSON

    /// How many bytes `detect` reads at most.
    public static let headLength = 65_536

    /// "a recording", "a gestures file", …
    public var name: String {
        switch self {
        case .recording: "a recording"
        case .trace: "a trace"
        case .gestures: "a gestures file"
        case .tuning: "a tuning file"
        case .libinputRecord: "a libinput record"
        case .evemu: "an evemu recording"
        case .png: "a PNG image"
        case .svg: "an SVG image"
        case .otherJSON: "JSON of another kind"
        }
    }

    /// What the app does with it, said after a refusal.
    public var use: String? {
        switch self {
        case .recording: "replay it with --replay, or check it with check"
        case .trace: "draw it with timeline, or compare with check --expect"
        case .gestures: "use --gestures"
        case .tuning: "use --tuning"
        case .libinputRecord, .evemu: "replay it with --replay, or convert it with import"
        case .png, .svg, .otherJSON: nil
        }
    }

    /// The kind of the file whose first bytes are `head`; nil when its first line says nothing the app knows (the
    /// caller then reads it as its default and reports that reader's error). A UTF-8 BOM is skipped, blank and
    /// `#` comment lines before the first line that says are passed over (`# EVEMU` and `# libinput record` say).
    public static func detect(_ head: Data) -> FileKind? {
        var bytes = head.prefix(headLength)[...]
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return .png }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: true) {
            let line = raw.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            guard !line.isEmpty, line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { continue }
            let text = String(decoding: line.prefix(20), as: UTF8.self)
            if text.hasPrefix("{") { return jsonKind(String(decoding: bytes, as: UTF8.self)) }
            if text.hasPrefix("# EVEMU") { return .evemu }
            if text.hasPrefix("# libinput record") || text.hasPrefix("version:") || text.hasPrefix("---") {
                return .libinputRecord
            }
            if text.hasPrefix("<?xml") || text.hasPrefix("<svg") { return .svg }
            if text.hasPrefix("#") { continue }
            let scalars = Array(text.unicodeScalars.prefix(2))
            if scalars.count == 2, "NIPBALSE".unicodeScalars.contains(scalars[0]), scalars[1] == ":" { return .evemu }
            return nil
        }
        return nil
    }

    /// The format a JSON text's first `"format"` key names, looked for in its first object only (a recording's or
    /// trace's header line, a gestures or tuning file's top level); `.recording` for JSON Lines that name none, as
    /// a recording's reader has always read them (and says what is wrong with them).
    static func jsonKind(_ text: String) -> FileKind {
        let firstLine = text.prefix { $0 != "\n" }
        let isLines = firstLine.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("}")
        let scope = isLines ? Substring(firstLine) : text[...]
        guard let key = scope.range(of: "\"format\"") else { return isLines ? .recording : .otherJSON }
        var rest = scope[key.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard rest.first == ":" else { return .otherJSON }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard rest.first == "\"" else { return .otherJSON }
        let value = rest.dropFirst().prefix { $0 != "\"" }
        switch String(value) {
        case Recording.formatName: return .recording
        case TraceFormat.name: return .trace
        case GestureTemplatesFile.formatName: return .gestures
        case TuningFile.formatName: return .tuning
        default: return .otherJSON
        }
    }

    /// The kind of the file at `path`; nil when it can't be read or doesn't say.
    /// Only a regular file is read: opening a FIFO would wait for a writer and take its bytes from the command's own
    /// reader (`check --expect FIFO --update` hung), and a device has no header.
    public static func detect(path: String) -> FileKind? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return detect((try? handle.read(upToCount: headLength)) ?? Data())
    }

    /// The one line for `path` when it is a file of the app's that is none of `wanted` (what the command reads,
    /// in words: "a recording"): "gestures.json is a gestures file, not a recording: use --gestures". Nil when it is
    /// one of them, or its kind can't be told (its reader then says what is wrong).
    public static func refusal(of path: String, wanted: [FileKind], as words: String) -> String? {
        guard let kind = detect(path: path), !wanted.contains(kind) else { return nil }
        if kind == .otherJSON { return "\(path) is JSON but not \(words) (its \"format\" names none of the app's)" }
        return "\(path) is \(kind.name), not \(words)" + (kind.use.map { ": \($0)" } ?? "")
    }
}
