import Foundation
import SandboxFormats
import TemplateRecognition
import Testing

/// Issue 36, classes 3 and 4: Save writes the gestures file through its identity (`OutputFile.replace`), as the
/// outputs are written: a symlink stays a link and its target gets the gestures, the mode stays, hard links and
/// read-only files are refused in one line, and the temporary file is exclusive and unpredictable, so a symlink
/// planted at the old `.NAME.PID.tmp` name sends nothing elsewhere.
@Suite struct GestureSaveDisciplineTests {
    let templates = TemplateSet(gestures: [TaughtGesture(name: "check", examples: [
        GestureExample(strokes: [[TemplatePoint(x: 1, y: 2, t: 0), TemplatePoint(x: 30, y: 40, t: 0.1)]]),
    ])])

    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gs-save-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func aSymlinkStaysALinkAndItsTargetGetsTheGestures() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "old".write(toFile: dir + "/target.json", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/g.json", withDestinationPath: "target.json")
        try GestureTemplatesFile.save(templates, to: dir + "/g.json")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/g.json") == "target.json")
        #expect(contents(dir + "/target.json") == GestureTemplatesFile.json(templates))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["g.json", "target.json"])
    }

    @Test func thePrivateModeStays() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/g.json"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o600)
        try GestureTemplatesFile.save(templates, to: path)
        #expect(try mode(path) == 0o600)
        #expect(contents(path) == GestureTemplatesFile.json(templates))
    }

    @Test func hardLinksAndReadOnlyFilesAreRefusedInOneLineAndKept() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/g.json", other = dir + "/other.json", locked = dir + "/locked.json"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.linkItem(atPath: path, toPath: other)
        #expect(throws: GestureTemplatesError(file: path, message: "can't write the file: it has 2 hard links, which "
                                              + "replacing it would split; save to another file")) {
            try GestureTemplatesFile.save(templates, to: path)
        }
        #expect(contents(path) == "old")
        try "old".write(toFile: locked, atomically: false, encoding: .utf8)
        chmod(locked, 0o444)
        #expect(throws: GestureTemplatesError(file: locked, message: "can't write the file: the file is read-only; make "
                                              + "it writable or save to another file")) {
            try GestureTemplatesFile.save(templates, to: locked)
        }
        #expect(contents(locked) == "old")
        #expect(try mode(locked) == 0o444)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["g.json", "locked.json", "other.json"])
    }

    @Test func aSymlinkPlantedAtTheOldTemporaryNameSendsNothingElsewhere() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/g.json", victim = dir + "/victim"
        try "secret".write(toFile: victim, atomically: false, encoding: .utf8)
        chmod(victim, 0o600)
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        let planted = dir + "/.g.json.\(ProcessInfo.processInfo.processIdentifier).tmp"
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
        try GestureTemplatesFile.save(templates, to: path)
        #expect(contents(victim) == "secret")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil, "g.json stays a regular file")
        #expect(contents(path) == GestureTemplatesFile.json(templates))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
                == [".g.json.\(ProcessInfo.processInfo.processIdentifier).tmp", "g.json", "victim"])
    }

    @Test func aFailedSaveLeavesNoTemporaryFile() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A folder in the way of the file: the rename fails after the temporary was written.
        try FileManager.default.createDirectory(atPath: dir + "/g.json/inside", withIntermediateDirectories: true)
        #expect(throws: GestureTemplatesError.self) { try GestureTemplatesFile.save(templates, to: dir + "/g.json") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["g.json"])
    }

    @Test func aNewFileGetsTheUmasksMode() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let mask = umask(0)
        umask(mask)
        try GestureTemplatesFile.save(templates, to: dir + "/new.json")
        #expect(try mode(dir + "/new.json") == 0o666 & ~Int(mask))
    }
}
