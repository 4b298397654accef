import Foundation
import SandboxFormats
import TemplateRecognition

/// The gestures the Teach scene is teaching and where they are saved: one library for the run, so taught gestures
/// survive switching scenes. `--gestures FILE` loads it from FILE and saves there; without it nothing is written
/// but the recovery file (`GestureRecoveryFile`), and only in a live session: a replay, `check` or `check --update`
/// never writes a file the user didn't name (issue 36: a replayed Save replaced `./gestures.json`).
@MainActor
public final class GestureLibrary {
    /// The library the Teach scene opens with.
    public static var shared = GestureLibrary()
    /// Whether a Teach scene works on `shared` itself, so what is taught survives switching scenes (the live app),
    /// or on a copy of it, so every build of the scene starts alike (replays, seeks, tests). Default false.
    public static var keepsTaughtGestures = false
    /// The line of the last Save that wrote nothing, cleared by one that wrote: the run then exits 1, as a run
    /// whose output failed does, so a headless run doesn't end 0 with its gestures unsaved.
    public static var lastSaveFailure: String?
    /// The environment the recovery file's folder is found in (`GestureRecoveryFile.path`): the process's.
    public static var recoveryEnvironment = ProcessInfo.processInfo.environment

    /// What a new Teach scene works on: `shared`, or a copy of it (see `keepsTaughtGestures`).
    public static var forNewScene: GestureLibrary {
        keepsTaughtGestures ? shared : shared.copy()
    }

    public var templates: TemplateSet
    /// Where `save()` writes: the `--gestures` file; nil without one.
    public let path: String?
    /// The templates as the file holds them (as loaded, or as last saved), for `hasUnsavedChanges`.
    private var savedTemplates: TemplateSet
    /// The file as it was loaded or last saved (nil: not there), so a change made from outside is not
    /// overwritten silently.
    private var stamp: FileStamp?

    public init(templates: TemplateSet = TemplateSet(), path: String? = nil) {
        self.templates = templates
        self.path = path
        savedTemplates = templates
        stamp = path.flatMap(FileStamp.init(path:))
    }

    private func copy() -> GestureLibrary {
        let copy = GestureLibrary(templates: templates, path: path)
        copy.savedTemplates = savedTemplates
        copy.stamp = stamp
        return copy
    }

    /// Whether something taught (or dropped, or renamed) is not in the file yet.
    public var hasUnsavedChanges: Bool { templates != savedTemplates }

    /// The library in the templates file at `path`, saving back to it; throws `GestureTemplatesError`.
    public static func load(path: String) throws -> GestureLibrary {
        GestureLibrary(templates: try GestureTemplatesFile.load(path: path), path: path)
    }

    /// The library for `--gestures FILE`: the file's templates, or none yet when there is no file (Save creates
    /// it, so its folder must be there: a missing folder is refused now, not at the first Save); a file that is
    /// there but wrong throws.
    public static func open(path: String) throws -> GestureLibrary {
        var info = stat()
        guard stat(path, &info) == 0 else {
            try GestureTemplatesFile.refuseUncreatable(path)
            return GestureLibrary(path: path)
        }
        return try load(path: path)
    }

    /// Writes the templates to `path` (the old file stays whole if writing fails) and returns where. A file changed
    /// on disk since it was loaded or saved is not overwritten at the first Save, which throws saying so; the next
    /// Save replaces it. Without a `--gestures` file, a live session saves to the recovery file; a replay writes
    /// nothing and returns nil (replaying a Save is not a failure).
    @discardableResult
    public func save() throws -> String? {
        guard let path else {
            guard Self.keepsTaughtGestures else { return nil }
            let recovery = try GestureRecoveryFile.save(templates, environment: Self.recoveryEnvironment)
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

    /// What `save()` does when the app ends with unsaved changes (Esc, Ctrl+Q, the window closed, SIGTERM), so
    /// nothing taught is lost: saved to the `--gestures` file, or, when that fails or there is none, to the
    /// recovery file. Returns the one line saying where, nil when there was nothing to keep.
    public func keepUnsavedChanges() -> String? {
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
        do {
            let recovery = try GestureRecoveryFile.save(templates, environment: Self.recoveryEnvironment)
            savedTemplates = templates
            return "unsaved gestures kept in \(recovery)\(problem): open them with --gestures \(recovery)"
        } catch {
            return "unsaved gestures lost: \(error)"
        }
    }
}
