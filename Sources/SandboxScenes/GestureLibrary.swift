import Foundation
import SandboxFormats
import TemplateRecognition

/// The gestures the Teach scene is teaching and where they are saved: one library for the run, handed to scenes in
/// `SceneServices`, so taught gestures survive switching scenes. `--gestures FILE` loads it from FILE and saves
/// there; without it nothing is written but the recovery file (`GestureRecoveryFile`): by a live Save, and at the end
/// of a session or a replay for what would be lost. A replayed Save, `check` or `check --update` never writes a file
/// the user didn't name (issue 36: a replayed Save replaced `./gestures.json`).
@MainActor
public final class GestureLibrary {
    /// What a library and the copies made of it (`replayCopy()`) share: the last Save's failure (so the run's
    /// library knows when a scene's Save wrote nothing), the file as loaded or last saved by any of them, and what
    /// the latest copy holds (a replay's Teach scene works on one, so the run's library keeps it at the end).
    private final class SaveOutcome {
        var failure: String?
        /// The templates as the file holds them (as loaded, or as last saved), for `hasUnsavedChanges`.
        var savedTemplates: TemplateSet
        /// The file as it was loaded or last saved (nil: not there), so a change made from outside is not
        /// overwritten silently.
        var stamp: FileStamp?
        /// The templates of the latest copy, as it changes; nil before one is made.
        var replayed: TemplateSet?

        init(savedTemplates: TemplateSet, stamp: FileStamp?) {
            self.savedTemplates = savedTemplates
            self.stamp = stamp
        }
    }

    public var templates: TemplateSet {
        didSet { if isCopy { outcome.replayed = templates } }
    }
    /// Where `save()` writes: the `--gestures` file; nil without one.
    public let path: String?
    /// Made by `replayCopy()`.
    private let isCopy: Bool
    private var savedTemplates: TemplateSet {
        get { outcome.savedTemplates }
        set { outcome.savedTemplates = newValue }
    }
    private var stamp: FileStamp? {
        get { outcome.stamp }
        set { outcome.stamp = newValue }
    }
    /// The environment the recovery file's folder is found in (`GestureRecoveryFile.path`): the run's library has
    /// it, where a live Save without a `--gestures` file goes and where `keepUnsavedChanges()` keeps what the end of
    /// a session or a replay would lose; nil: neither writes it (a test, `check`). A copy (`replayCopy()`) never
    /// has it, so a replayed Save without `--gestures` writes nothing.
    public let recoveryEnvironment: [String: String]?
    /// The recovery file the gestures were opened from (`reopeningRecovery`), for the Teach scene to say so.
    public private(set) var recoveredFrom: String?
    private let outcome: SaveOutcome

    /// `recoveryEnvironment`: see the property.
    public init(templates: TemplateSet = TemplateSet(), path: String? = nil,
                recoveryEnvironment: [String: String]? = nil) {
        self.templates = templates
        self.path = path
        self.recoveryEnvironment = recoveryEnvironment
        isCopy = false
        outcome = SaveOutcome(savedTemplates: templates, stamp: path.flatMap(FileStamp.init(path:)))
    }

    private init(copying library: GestureLibrary) {
        templates = library.templates
        path = library.path
        recoveryEnvironment = nil
        isCopy = true
        outcome = library.outcome
        outcome.replayed = templates
    }

    /// A copy to work on where every build of a scene must start alike (a replay, a seek, a test): it writes only
    /// the `--gestures` file, never the recovery file; its Saves' failures are this library's
    /// (`lastSaveFailure`), what it saves is what this library knows the file holds, and what the latest copy holds
    /// is what `keepUnsavedChanges()` keeps.
    public func replayCopy() -> GestureLibrary {
        GestureLibrary(copying: self)
    }

    /// The line of the last Save (of this library or a copy) that wrote nothing, cleared by one that wrote: the run
    /// then exits 1, as a run whose output failed does, so a headless run doesn't end 0 with its gestures unsaved.
    public var lastSaveFailure: String? { outcome.failure }

    /// Whether something taught (or dropped, or renamed) is not in the file yet.
    public var hasUnsavedChanges: Bool { templates != savedTemplates }

    /// A live session's library without `--gestures`: the gestures an earlier session kept in the recovery file
    /// (`GestureRecoveryFile`), which its Save and its end write back with what this one teaches. Before, it
    /// started empty, the kept gestures named only on standard error with an option to type, and this session's
    /// end replaced the file with its own gestures alone (issue 35 by touch: quit with unsaved work, start again,
    /// teach, quit: the first session's gestures were gone). None, an empty or an unreadable file: an empty library.
    public static func reopeningRecovery(environment: [String: String]) -> GestureLibrary {
        guard let path = GestureRecoveryFile.path(environment: environment),
              let kept = try? GestureTemplatesFile.load(path: path), !kept.gestures.isEmpty
        else { return GestureLibrary(recoveryEnvironment: environment) }
        let library = GestureLibrary(templates: kept, recoveryEnvironment: environment)
        library.recoveredFrom = path
        return library
    }

    /// The library in the templates file at `path`, saving back to it; throws `GestureTemplatesError`.
    public static func load(path: String, recoveryEnvironment: [String: String]? = nil) throws -> GestureLibrary {
        GestureLibrary(templates: try GestureTemplatesFile.load(path: path), path: path,
                       recoveryEnvironment: recoveryEnvironment)
    }

    /// The library for `--gestures FILE`: the file's templates, or none yet when there is no file (Save creates
    /// it, so its folder must be there: a missing folder is refused now, not at the first Save); a file that is
    /// there but wrong throws.
    public static func open(path: String, recoveryEnvironment: [String: String]? = nil) throws -> GestureLibrary {
        var info = stat()
        guard stat(path, &info) == 0 else {
            try GestureTemplatesFile.refuseUncreatable(path)
            return GestureLibrary(path: path, recoveryEnvironment: recoveryEnvironment)
        }
        return try load(path: path, recoveryEnvironment: recoveryEnvironment)
    }

    /// Writes the templates to `path` (the old file stays whole if writing fails) and returns where. A file changed
    /// on disk since it was loaded or saved is not overwritten at the first Save, which throws saying so; the next
    /// Save replaces it. Without a `--gestures` file, a live session saves to the recovery file; a replay writes
    /// nothing and returns nil (replaying a Save is not a failure). Kept as `lastSaveFailure`.
    @discardableResult
    public func save() throws -> String? {
        do {
            let written = try write()
            outcome.failure = nil
            return written
        } catch {
            outcome.failure = "\(error)"
            throw error
        }
    }

    private func write() throws -> String? {
        guard let path else {
            guard let recoveryEnvironment else { return nil }
            let recovery = try GestureRecoveryFile.save(templates, environment: recoveryEnvironment)
            savedTemplates = templates
            return recovery
        }
        let now = FileStamp(path: path)
        if now != stamp {
            stamp = now
            throw GestureTemplatesError(file: path, message: "changed on disk since it was loaded; not overwritten "
                                        + "(Save again to replace it, or restart to load it)")
        }
        try GestureTemplatesFile.save(templates, to: path)
        savedTemplates = templates
        stamp = FileStamp(path: path)
        return path
    }

    /// What `save()` does when the app ends with unsaved changes (Esc, Ctrl+Q, the window closed, SIGTERM, the end
    /// of a replay), so nothing taught is lost: saved to the `--gestures` file, or, when that fails or there is
    /// none, to the recovery file (of `recoveryEnvironment`). In a replay what is kept is what its Teach scene's
    /// copy (the latest `replayCopy()`) holds, and an earlier session's recovery file holding other gestures is
    /// never replaced (`GestureRecoveryFile.save(_:environment:replacing:)`). Returns the one line saying where,
    /// nil when there was nothing to keep.
    public func keepUnsavedChanges() -> String? {
        let replayedACopy = outcome.replayed != nil
        if let replayed = outcome.replayed {
            templates = replayed
            outcome.replayed = nil
        }
        guard hasUnsavedChanges else { return nil }
        let gestures = "\(templates.gestures.count) gesture\(templates.gestures.count == 1 ? "" : "s")"
        var problem = ""
        if let path {
            if FileStamp(path: path) == stamp, (try? GestureTemplatesFile.save(templates, to: path)) != nil {
                savedTemplates = templates
                return "unsaved changes saved to \(path) (\(gestures))"
            }
            problem = FileStamp(path: path) == stamp ? " (\(path) can't be written)" : " (\(path) changed on disk)"
        }
        guard let recoveryEnvironment else {
            return "unsaved gestures not kept\(problem): a replay writes only the file --gestures names"
        }
        do {
            let recovery = try GestureRecoveryFile.save(templates, environment: recoveryEnvironment,
                                                        replacing: !replayedACopy)
            savedTemplates = templates
            return "unsaved gestures kept in \(recovery)\(problem): open them with --gestures \(recovery)"
        } catch {
            return "unsaved gestures lost: \(error)"
        }
    }
}
