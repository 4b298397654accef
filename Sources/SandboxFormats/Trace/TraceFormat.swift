/// The `--trace` format's name and version, stated once for its writer (`TraceWriter`), its reader (`TraceReader`)
/// and the docs.
///
/// Version 1 had no header and no reasons; version 2 adds the header, `reason`, `note`, the deliveries' touch
/// `serials` (the timeline's touch lanes), `wait` and `unseen`.
public enum TraceFormat {
    public static let name = "gesture-sandbox-trace"
    /// The version written, and the newest one read.
    public static let version = 2
    /// The first line of every trace.
    public static let header = #"{"format":""# + name + #"","version":"# + String(version) + "}"
}
