import Foundation
@testable import SandboxHost
@testable import SandboxFormats

/// A recording the app wrote (format v2) as the version 1 text it was replayed from, to compare byte for byte.
enum RecordingText {
    static func asVersion1(contentsOf path: String) throws -> String {
        var recording = try RecordingParser.parse(contentsOf: URL(fileURLWithPath: path))
        recording.formatVersion = 1
        return RecordingWriter.text(of: recording)
    }
}
