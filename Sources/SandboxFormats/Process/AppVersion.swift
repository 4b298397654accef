/// The app's version, shown by `--version` and written into every recording's header.
public enum AppVersion {
    public static let number = "0.9.0"
    public static let full = "gesture-sandbox \(number)"
}
