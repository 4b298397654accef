import Foundation

/// A button of the scene bar's chrome group: the key it stands for, so a finger does what the key does (issue 35:
/// on a convertible in tablet mode there is no keyboard), with a long label where the bar has room and a short one
/// where it hasn't.
public struct ChromeButton: Equatable, Sendable {
    /// The name `--dump-views` gives it (`chrome.f2`).
    public var name: String
    public var command: KeyCommand
    public var label: String
    public var shortLabel: String

    /// Help, F1–F6, slow animations, the video of the last touches (V) and quit, in the order the help lists their
    /// keys.
    public static let all: [ChromeButton] = [
        ChromeButton(name: "chrome.help", command: .toggleHelp, label: "H help", shortLabel: "Help"),
        ChromeButton(name: "chrome.f1", command: .toggleTouchOverlay, label: "F1 fingers", shortLabel: "F1"),
        ChromeButton(name: "chrome.f2", command: .toggleRecognizerPanel, label: "F2 story", shortLabel: "F2"),
        ChromeButton(name: "chrome.f3", command: .toggleFrameStats, label: "F3 stats", shortLabel: "F3"),
        ChromeButton(name: "chrome.f4", command: .toggleTimeline, label: "F4 timeline", shortLabel: "F4"),
        ChromeButton(name: "chrome.f5", command: .toggleInputHealth, label: "F5 input", shortLabel: "F5"),
        ChromeButton(name: "chrome.f6", command: .toggleTuningPanel, label: "F6 tuning", shortLabel: "F6"),
        ChromeButton(name: "chrome.slow", command: .toggleSlowAnimations, label: "A slow", shortLabel: "Slow"),
        ChromeButton(name: "chrome.video", command: .saveVideo, label: "V video", shortLabel: "Video"),
        ChromeButton(name: "chrome.quit", command: .quit, label: "Ctrl+Q quit", shortLabel: "Quit"),
    ]
}
