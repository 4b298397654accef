import Foundation
import GestureKit
import SandboxFormats
import SandboxScenes
import TemplateRecognition
import SceneTestSupport
import Testing

/// Issue 36, class 5, and issue 35, point 2: the gestures file is written only where the user said (`--gestures`,
/// else the recovery file of a live session), never over a file changed on disk without saying so, and nothing
/// taught is lost at the end of a session.
@MainActor
@Suite("Gesture library saving", .serialized)
struct GestureLibrarySaveTests {
    let folder: String
    /// The recovery file's environment, in a folder of the test's own.
    let environment: [String: String]
    let example = GestureExample(strokes: [[TemplatePoint(x: 0, y: 0, t: 0), TemplatePoint(x: 90, y: 40, t: 0.2)]])

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gs-library-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        environment = ["XDG_STATE_HOME": folder + "/state", "HOME": folder + "/home"]
    }

    func cleanUp() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    var recovery: String { folder + "/state/gesture-sandbox/gestures.json" }

    @Test("a replayed Save without --gestures writes no file, in the working folder or anywhere, and is no failure")
    func replayedSaveWritesNothing() throws {
        defer { cleanUp() }
        let working = FileManager.default.currentDirectoryPath + "/gestures.json"
        let before = FileStamp(path: working)
        // The run's library is the live session's; a replay's scene works on a copy of it.
        let library = GestureLibrary(recoveryEnvironment: environment)
        let harness = SceneHarness(TeachScene.self, gestures: library, keepsTaughtGestures: false)
        harness.scene.newGesture()
        harness.scene.save()
        #expect(FileStamp(path: working) == before, "./gestures.json written by a replayed Save")
        #expect(FileStamp(path: recovery) == nil)
        #expect(library.lastSaveFailure == nil)
        #expect(harness.scene.statusLabel.text == "not saved: a replay writes only the file --gestures names")
    }

    @Test("a live Save without --gestures goes to the recovery file, not ./gestures.json, and says where")
    func liveSaveWithoutGesturesGoesToTheRecoveryFile() throws {
        defer { cleanUp() }
        let working = FileManager.default.currentDirectoryPath + "/gestures.json"
        let before = FileStamp(path: working)
        let library = GestureLibrary(recoveryEnvironment: environment)
        let harness = SceneHarness(TeachScene.self, gestures: library, keepsTaughtGestures: true)
        harness.scene.newGesture()
        harness.scene.library.templates.gestures[0].examples.append(example)
        harness.scene.save()
        #expect(FileStamp(path: working) == before)
        #expect(try GestureTemplatesFile.load(path: recovery).gestures.map(\.name) == ["check"])
        #expect(harness.scene.statusLabel.text == "saved 1 gesture (1 example) to \(recovery) (--gestures FILE names the file)")
        #expect(GestureRecoveryFile.offer(opening: nil, environment: environment)
                == "1 gesture from an earlier session kept in \(recovery): the Teach scene has them, and keeps them there")
        #expect(GestureRecoveryFile.offer(opening: folder + "/other.json", environment: environment)
                == "1 gesture from an earlier session kept in \(recovery): open them with --gestures \(recovery)")
    }

    @Test("a file changed on disk since loading is not overwritten at the first Save, which says so; the second replaces it")
    func aFileChangedOnDiskIsNotOverwrittenSilently() throws {
        defer { cleanUp() }
        let path = folder + "/g.json"
        try GestureTemplatesFile.save(TemplateSet(gestures: [TaughtGesture(name: "mine")]), to: path)
        let library = try GestureLibrary.open(path: path)
        library.templates.gestures.append(TaughtGesture(name: "new", examples: [example]))
        let edited = GestureTemplatesFile.json(TemplateSet(gestures: [TaughtGesture(name: "edited outside")]))
        try edited.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: GestureTemplatesError(file: path, message: "changed on disk since it was loaded; not overwritten "
                                              + "(Save again to replace it, or restart to load it)")) {
            try library.save()
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
        #expect(try library.save() == path)
        #expect(try GestureTemplatesFile.load(path: path).gestures.map(\.name) == ["mine", "new"])
    }

    @Test("a failed Save is remembered for the exit status until a Save writes")
    func aFailedSaveIsRemembered() throws {
        defer { cleanUp() }
        let path = folder + "/g.json"
        try "{}".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o444)
        let library = GestureLibrary(path: path)
        let harness = SceneHarness(TeachScene.self, gestures: library)
        harness.scene.save()
        #expect(library.lastSaveFailure == "\(path): can't write the file: the file is read-only; make it "
                + "writable or save to another file")
        chmod(path, 0o644)
        harness.scene.save()
        #expect(library.lastSaveFailure == nil)
    }

    @Test("unsaved gestures at the end go to the --gestures file, or the recovery file when there is none or it changed")
    func unsavedGesturesAreKept() throws {
        defer { cleanUp() }
        let path = folder + "/g.json"
        let named = try GestureLibrary.open(path: path, recoveryEnvironment: environment)
        #expect(named.keepUnsavedChanges() == nil, "nothing to keep")
        named.templates.gestures.append(TaughtGesture(name: "a", examples: [example]))
        #expect(named.keepUnsavedChanges() == "unsaved changes saved to \(path) (1 gesture)")
        #expect(try GestureTemplatesFile.load(path: path).gestures.map(\.name) == ["a"])
        named.templates.gestures.append(TaughtGesture(name: "b"))
        try "changed".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(named.keepUnsavedChanges() == "unsaved gestures kept in \(recovery) (\(path) changed on disk): "
                + "open them with --gestures \(recovery)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "changed")
        #expect(try GestureTemplatesFile.load(path: recovery).gestures.map(\.name) == ["a", "b"])

        let unnamed = GestureLibrary(recoveryEnvironment: environment)
        unnamed.templates.gestures.append(TaughtGesture(name: "c"))
        #expect(unnamed.keepUnsavedChanges() == "unsaved gestures kept in \(recovery): open them with --gestures \(recovery)")
        #expect(unnamed.keepUnsavedChanges() == nil, "kept once")
    }

    /// Issue 35 point 2 and issue 36: a replay's Teach scene works on a copy of the run's library, so what it taught
    /// was lost when the replay ended (or was ended). At the end the run's library keeps what the last copy holds:
    /// in the `--gestures` file, or in the recovery file, saying where; a replayed Save on the way still writes
    /// nothing but the `--gestures` file.
    @Test("gestures taught in a replay are kept at its end: the recovery file without --gestures, else the file")
    func gesturesTaughtInAReplayAreKept() throws {
        defer { cleanUp() }
        let unnamed = GestureLibrary(recoveryEnvironment: environment)
        let replayed = SceneHarness(TeachScene.self, gestures: unnamed, keepsTaughtGestures: false)
        replayed.scene.newGesture()
        replayed.scene.library.templates.gestures[0].examples.append(example)
        #expect(unnamed.keepUnsavedChanges() == "unsaved gestures kept in \(recovery): open them with --gestures \(recovery)")
        #expect(try GestureTemplatesFile.load(path: recovery).gestures.map(\.name) == ["check"])
        #expect(unnamed.keepUnsavedChanges() == nil, "kept once")

        let path = folder + "/g.json"
        let named = try GestureLibrary.open(path: path, recoveryEnvironment: environment)
        let first = SceneHarness(TeachScene.self, gestures: named, keepsTaughtGestures: false)
        first.scene.newGesture()
        first.scene.save()
        #expect(try GestureTemplatesFile.load(path: path).gestures.map(\.name) == ["check"], "a replayed Save writes --gestures")
        // A seek builds the scene again from the run's library; the last build is what the replay ends with.
        let second = SceneHarness(TeachScene.self, gestures: named, keepsTaughtGestures: false)
        second.scene.newGesture()
        second.scene.save()
        second.scene.library.templates.gestures[0].examples.append(example)
        #expect(named.keepUnsavedChanges() == "unsaved changes saved to \(path) (1 gesture)")
        #expect(try GestureTemplatesFile.load(path: path).gestures.first?.examples.count == 1)
        #expect(named.keepUnsavedChanges() == nil, "kept once")
    }

    @Test("--gestures in a folder that isn't there is refused at start in one line")
    func aMissingFolderIsRefusedAtStart() {
        defer { cleanUp() }
        let path = folder + "/nowhere/g.json"
        #expect(throws: GestureTemplatesError(file: path, message: "folder \(folder)/nowhere doesn't exist")) {
            try GestureLibrary.open(path: path)
        }
    }

    /// Issue 35 by touch: quit with unsaved work and start again. A live session without --gestures started empty
    /// (the kept gestures named only on standard error, with an option a tablet can't type) and its end replaced the
    /// recovery file with its own gestures alone; it now opens them, and keeps both sessions' gestures.
    @Test("a live session without --gestures opens the recovery file and keeps what it teaches beside it")
    func reopensTheRecoveryFile() throws {
        defer { cleanUp() }
        #expect(GestureLibrary.reopeningRecovery(environment: environment).templates.isEmpty, "none yet")
        let first = GestureLibrary.reopeningRecovery(environment: environment)
        first.templates.gestures.append(TaughtGesture(name: "check", examples: [example]))
        #expect(first.keepUnsavedChanges() == "unsaved gestures kept in \(recovery): open them with --gestures \(recovery)")

        let second = GestureLibrary.reopeningRecovery(environment: environment)
        #expect(second.templates.gestures.map(\.name) == ["check"] && !second.hasUnsavedChanges)
        #expect(second.recoveredFrom == recovery && second.path == nil)
        let harness = SceneHarness(TeachScene.self, gestures: second, keepsTaughtGestures: true)
        #expect(harness.scene.statusLabel.text == "1 gesture from an earlier session, kept in \(recovery)")
        harness.scene.newGesture()
        harness.scene.library.templates.gestures[1].examples.append(example)
        #expect(second.keepUnsavedChanges() == "unsaved gestures kept in \(recovery): open them with --gestures \(recovery)")
        #expect(try GestureTemplatesFile.load(path: recovery).gestures.map(\.name) == ["check", "circle"],
                "both sessions' gestures")
    }
}
