import Foundation
@testable import SandboxFormats
import Testing
import TestSupport

/// The temporary file `--video` encodes into is named after the video, and must stay a legal name itself.
@Suite("VideoOutput's temporary name", .serialized)
struct VideoOutputNameTests {
    /// Before the fix a name of 248 bytes (legal: at most 255) was refused with "File name too long", the
    /// temporary file's name (`.NAME.gesture-sandbox-XXXXXX.part`) being longer than 255.
    @Test("a video name near the 255-byte limit (ASCII, or letters of two bytes) is written")
    func longName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = try VideoOutputSymlinkTests.copyingFFmpeg(in: folder)
        for name in [String(repeating: "a", count: 244) + ".mp4", String(repeating: "é", count: 120) + ".gif"] {
            try VideoOutputSymlinkTests.write("frames", to: folder.file(name), environment: environment)
            #expect(try String(contentsOfFile: folder.file(name), encoding: .utf8) == "frames")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 3, "bin and the two videos only")
    }
}
