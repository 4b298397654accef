import Foundation
import SandboxFormats
import TemplateRecognition

/// The gestures the Teach scene is teaching and where they are saved: one library for the run, so taught gestures
/// survive switching scenes. `--gestures FILE` loads it from FILE (and saves there); otherwise it starts empty and
/// saves to `gestures.json` in the working directory.
@MainActor
public final class GestureLibrary {
    /// The library the Teach scene opens with.
    public static var shared = GestureLibrary()
    /// Whether a Teach scene works on `shared` itself, so what is taught survives switching scenes (the live app),
    /// or on a copy of it, so every build of the scene starts alike (replays, seeks, tests). Default false.
    public static var keepsTaughtGestures = false

    /// What a new Teach scene works on: `shared`, or a copy of it (see `keepsTaughtGestures`).
    public static var forNewScene: GestureLibrary {
        keepsTaughtGestures ? shared : GestureLibrary(templates: shared.templates, path: shared.path)
    }
    public static let defaultPath = "gestures.json"

    public var templates: TemplateSet
    /// Where `save()` writes.
    public var path: String

    public init(templates: TemplateSet = TemplateSet(), path: String = GestureLibrary.defaultPath) {
        self.templates = templates
        self.path = path
    }

    /// The library in the templates file at `path`, saving back to it; throws `GestureTemplatesError`.
    public static func load(path: String) throws -> GestureLibrary {
        GestureLibrary(templates: try GestureTemplatesFile.load(path: path), path: path)
    }

    /// The library for `--gestures FILE`: the file's templates, or none yet when there is no file (Save creates
    /// it); a file that is there but wrong throws.
    public static func open(path: String) throws -> GestureLibrary {
        guard FileManager.default.fileExists(atPath: path) else { return GestureLibrary(path: path) }
        return try load(path: path)
    }

    /// Writes the templates to `path` (the old file stays whole if writing fails).
    public func save() throws {
        try GestureTemplatesFile.save(templates, to: path)
    }
}
