extension SceneDescriptor {
    /// The line refusing a scene id that no scene has, listing those there are: `--scene`, a recording's header
    /// and `import --scene-id` say it alike (a long id is cut to 60 characters).
    public static func unknownScene(_ id: String, among scenes: [SceneDescriptor]) -> String {
        let shown = id.count > 60 ? String(id.prefix(60)) + "…" : id
        return "unknown scene '\(shown)': use one of \(scenes.map(\.id).joined(separator: ", "))"
    }
}
