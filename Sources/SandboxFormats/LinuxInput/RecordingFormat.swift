import Foundation

/// Which reader a recording file is for, judged by its first lines' content, never by its name or by whether the
/// whole head is valid text: `--replay` and `import` both ask `detect`, so a file reads the same way through
/// either. A libinput record with CRLF line ends, or binary junk after a valid head, is still a libinput record
/// (and refused on the junk's line by its reader), not JSON Lines.
public enum RecordingFormat: String, Sendable {
    case sandbox = "gesture-sandbox recording"
    case libinputRecord = "libinput record"
    case evemu

    /// How many bytes `detect` needs at most.
    public static let headLength = 65_536

    /// The format of the file whose first bytes are `head`; nil when no line before the first blank-free,
    /// comment-free one says (the caller then reads it as its default). Lines end at LF, a CR before it and
    /// spaces around are ignored, and a UTF-8 BOM at the start is skipped.
    public static func detect(_ head: Data) -> RecordingFormat? {
        switch FileKind.detect(head) {
        case .libinputRecord?: .libinputRecord
        case .evemu?: .evemu
        case .recording?, .trace?, .gestures?, .tuning?, .otherJSON?: .sandbox
        case .png?, .svg?, nil: nil
        }
    }

    /// The format of the file at `path` (nil when it can't be read or doesn't say).
    public static func detect(path: String) -> RecordingFormat? {
        guard RecordingParser.unreadableReason(path) == nil,
              let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return detect((try? handle.read(upToCount: headLength)) ?? Data())
    }
}
