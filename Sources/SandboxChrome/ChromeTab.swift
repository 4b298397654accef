import Foundation

/// A tab of the panel tabs: where the open panels don't fit beside a scene left half its room, they share one column,
/// one shown at a time, as an iPad's sidebar does, and a strip at its top names each with a button a finger can press.
public struct ChromeTab: Equatable, Sendable {
    /// The panel's own name in lowercase, for `--dump-views`: `chrome.tab.f2`.
    public var name: String
    /// The panel it shows.
    public var panel: ObjectIdentifier
    /// The panel's button label ("F2 story"), and the short one ("F2") a narrow strip shows.
    public var label: String
    public var shortLabel: String
    public var frame: CGRect
    public var isShown: Bool
}
