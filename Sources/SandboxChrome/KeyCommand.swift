/// The app's keyboard shortcuts (F9, the interruption, belongs to the input translator); the host reads them from
/// SDL key events (`KeyCommand+SDL`).
public enum KeyCommand: Equatable, Sendable {
    /// 1–9: the scene at that position.
    case selectScene(Int)
    /// Tab / Shift+Tab.
    case nextScene, previousScene
    /// F1, F2, F3.
    case toggleTouchOverlay, toggleRecognizerPanel, toggleFrameStats
    /// F4: the timeline.
    case toggleTimeline
    /// PgUp / PgDn: the F6 list by a page while it is open, else the F2 history, by entries (positive: back in time,
    /// up the list).
    case scrollInspector(Int)
    /// ↑ / ↓: the F6 list by a row while it is open, else the F2 history by an entry (positive: up).
    case scrollLines(Int)
    /// Replay time control: Space pauses and resumes, → steps one frame, S cycles 1×, ¼×, ⅒×.
    case togglePause, stepFrame, cycleReplaySpeed
    /// A: slow animations (animations only; input and recognizer timing untouched).
    case toggleSlowAnimations
    /// F5: input health.
    case toggleInputHealth
    /// F6: live tuning.
    case toggleTuningPanel
    /// Ctrl+Q: quit.
    case quit
    /// H or ?: the in-app help.
    case toggleHelp
    /// Esc: close the topmost open panel, or quit when none is open.
    case escape
    /// F7, F8, F10–F12: a function key no built-in command has, for a panel added later (`ChromePanel`), so a new
    /// panel's key needs no new case here and no change to the host's key mapping.
    case functionKey(Int)
    /// V: save the last touch sequence (at most its last 10 s) as a video.
    case saveVideo
}
