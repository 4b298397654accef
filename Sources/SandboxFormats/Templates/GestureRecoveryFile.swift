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
    public static func save(_ templates: TemplateSet,
                            environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        guard let path = path(environment: environment) else {
            throw GestureTemplatesError(file: "gestures", message: "no recovery file: neither XDG_STATE_HOME nor HOME is set")
        }
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw GestureTemplatesError(file: path, message: "can't make the folder \(folder)")
        }
        try GestureTemplatesFile.save(templates, to: path)
        return path
    }

    /// The one line offering the recovery file at start, when there is one holding gestures and it is not the
    /// file `--gestures` names; nil otherwise.
    public static func offer(opening gesturesPath: String?,
                             environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let path = path(environment: environment), FileStamp(path: path) != nil else { return nil }
        if let gesturesPath, FileIdentity.same(gesturesPath, path) { return nil }
        guard let kept = try? GestureTemplatesFile.load(path: path), !kept.gestures.isEmpty else { return nil }
        let count = kept.gestures.count
        return "\(count) gesture\(count == 1 ? "" : "s") from an earlier session kept in \(path): "
            + "open them with --gestures \(path)"
    }
}
