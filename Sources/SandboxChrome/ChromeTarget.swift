import Foundation

/// A part of the chrome a finger or the pointer can press (a scene tab, a bar button, a panel's close button, the
/// replay transport's buttons): its name and frame in window points, which `--dump-views` lists beside the views so
/// a test or a person can find where to touch.
public struct ChromeTarget: Equatable, Sendable {
    /// The least side of a touch target: Apple's Human Interface Guidelines ask for 44 × 44 points
    /// (https://developer.apple.com/design/human-interface-guidelines/accessibility#Buttons-and-controls).
    public static let minimumSide: CGFloat = 44

    /// `chrome.help`, `chrome.f2`, `chrome.scene3`, `chrome.f6.close`, …
    public var name: String
    public var frame: CGRect

    public init(name: String, frame: CGRect) {
        self.name = name
        self.frame = frame
    }
}
