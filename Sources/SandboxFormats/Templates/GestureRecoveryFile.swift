import Foundation
import TemplateRecognition

/// Where gestures taught in a session go when there is no `--gestures` file to keep them (or it can't be written):
/// `$XDG_STATE_HOME/gesture-sandbox/gestures.json` (`~/.local/state` when XDG_STATE_HOME is unset or not an
/// absolute path, as the XDG base directory specification says), a templates file like any other, offered at the
/// next start. Its folder is made (0700) when first needed.
public enum GestureRecoveryFile {
    /// The recovery file's path for `environment` (the process's by default); nil without a home.
    public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let folder: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            folder = state
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            folder = home + "/.local/state"
        } else {
            return nil
        }
        return folder + "/gesture-sandbox/gestures.json"
    }

    /// Writes `templates` to the recovery file (through `OutputFile.replace`, as Save writes) and returns its path.
    /// Not `replacing` (a replay's gestures, kept at its end): a recovery file holding other gestures, an earlier
    /// session's, is left as it is and `gestures-2.json`, `gestures-3.json`, … beside it is written instead (or
    /// the first that holds exactly these), so a replay never costs what a session kept.
    public static func save(_ templates: TemplateSet,
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            replacing: Bool = true) throws -> String {
        guard var path = path(environment: environment) else {
            throw GestureTemplatesError(file: "gestures", message: "no recovery file: neither XDG_STATE_HOME nor HOME is set")
        }
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw GestureTemplatesError(file: path, message: "can't make the folder \(folder)")
        }
        if !replacing { path = firstFree(from: path, for: templates) }
        try GestureTemplatesFile.save(templates, to: path)
        return path
    }

    /// `path`, or the first of `gestures-2.json`, `gestures-3.json`, … beside it, that is not there, holds no
    /// gestures or holds exactly `templates` (one that can't be read is passed over).
    private static func firstFree(from path: String, for templates: TemplateSet) -> String {
        let base = (path as NSString).deletingPathExtension
        for number in 1...1000 {
            let candidate = number == 1 ? path : "\(base)-\(number).json"
            guard FileStamp(path: candidate) != nil else { return candidate }
            // Exactly these: the same text as they would be written (a file read back rounds its numbers).
            let text = try? String(contentsOfFile: candidate, encoding: .utf8)
            if text == GestureTemplatesFile.json(templates) { return candidate }
            if let held = try? GestureTemplatesFile.load(path: candidate), held.gestures.isEmpty { return candidate }
        }
        return "\(base)-\(UUID().uuidString).json"
    }

    /// The one line offering the recovery file at start, when there is one holding gestures and it is not the
    /// file `--gestures` names; nil otherwise. Without `--gestures` a live session opens it
    /// (`GestureLibrary.reopeningRecovery`), which the line says.
    public static func offer(opening gesturesPath: String?,
                             environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let path = path(environment: environment), FileStamp(path: path) != nil else { return nil }
        if let gesturesPath, FileIdentity.same(gesturesPath, path) { return nil }
        guard let kept = try? GestureTemplatesFile.load(path: path), !kept.gestures.isEmpty else { return nil }
        let count = kept.gestures.count
        let gestures = "\(count) gesture\(count == 1 ? "" : "s") from an earlier session kept in \(path)"
        guard gesturesPath != nil else { return gestures + ": the Teach scene has them, and keeps them there" }
        return gestures + ": open them with --gestures \(path)"
    }
}
