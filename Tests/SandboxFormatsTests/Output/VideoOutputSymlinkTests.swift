#if canImport(Glibc)
import Glibc
#endif
import Foundation
@testable import SandboxFormats
import Testing
import TestSupport

/// `--video` through a symlink writes the file the link points to and keeps the link, as every other output's
/// `open` does. The encoder is a stand-in `ffmpeg` that copies its input into the file named last, so the whole
/// path (temporary file beside the target, rename) runs in process.
@Suite("VideoOutput through a symlink", .serialized)
struct VideoOutputSymlinkTests {
    /// A folder with a stand-in `ffmpeg` in `bin/`; its `PATH`. A shell writes the script: written by this process,
    /// a descriptor open for writing could be inherited by a child another test spawns at that moment, and running
    /// the script would then fail with ETXTBSY ("Text file busy", seen once).
    static func copyingFFmpeg(in folder: TemporaryFolder) throws -> [String: String] {
        try FileManager.default.createDirectory(atPath: folder.file("bin"), withIntermediateDirectories: false)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", #"printf '#!/bin/sh\nfor last; do :; done\ncat > "$last"\n' > "$0" && chmod 755 "$0""#,
                           folder.file("bin/ffmpeg")]
        try shell.run()
        shell.waitUntilExit()
        try #require(shell.terminationStatus == 0)
        return ["PATH": folder.file("bin") + ":/usr/bin:/bin"]
    }

    /// Writes `bytes` as a whole video to `path`.
    static func write(_ bytes: String, to path: String, environment: [String: String]) throws {
        let video = try VideoOutput(path: path, environment: environment)
        try video.start(width: 1, height: 1, pixelFormat: "rgba")
        var data = Array(bytes.utf8)
        #expect(try data.withUnsafeMutableBytes { try video.append(UnsafeRawBufferPointer($0)) })
        #expect(try video.finish())
    }

    @Test("a link to a file not made yet, by a relative target: the target is written, the link stays")
    func danglingRelativeLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = try Self.copyingFFmpeg(in: folder)
        try FileManager.default.createDirectory(atPath: folder.file("elsewhere"), withIntermediateDirectories: false)
        #expect(symlink("elsewhere/clip.mp4", folder.file("link.mp4")) == 0)
        try Self.write("frames", to: folder.file("link.mp4"), environment: environment)
        #expect(TemporaryFolder.type(at: folder.file("link.mp4")) == .typeSymbolicLink)
        #expect(try String(contentsOfFile: folder.file("elsewhere/clip.mp4"), encoding: .utf8) == "frames")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("elsewhere")) == ["clip.mp4"])
    }

    @Test("a chain of links to an existing file: it is replaced whole, every link stays")
    func chainToExistingFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = try Self.copyingFFmpeg(in: folder)
        let target = try folder.write(Data("yesterday".utf8), to: "target.mp4")
        #expect(symlink(target, folder.file("first.mp4")) == 0)
        #expect(symlink("first.mp4", folder.file("second.mp4")) == 0)
        try Self.write("today", to: folder.file("second.mp4"), environment: environment)
        #expect(TemporaryFolder.type(at: folder.file("second.mp4")) == .typeSymbolicLink)
        #expect(TemporaryFolder.type(at: folder.file("first.mp4")) == .typeSymbolicLink)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "today")
    }
}
