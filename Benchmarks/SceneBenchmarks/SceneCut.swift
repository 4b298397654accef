import Foundation

/// A scene and the moment it is measured at: the first `samples` touches of its demo recording, then `settle`
/// seconds of clock, so strokes, feedback images and open viewers are on screen as they are mid-demo. The cuts are
/// the ones `tools/screenshots.sh` renders for the README, so the measured frames are the pictures there.
struct SceneCut: Sendable {
    let sceneID: String
    let recording: String
    /// Recording events replayed before measuring (the header line not counted).
    let samples: Int
    let settle: TimeInterval
    /// For the scroll scene: its plain rows, built with `ScrollScene(window:playSound:rowCount:)` (nil: the catalog's).
    var rowCount: Int? = nil

    static let all: [SceneCut] = [
        SceneCut(sceneID: "monkey-banana", recording: "monkey-banana-drag", samples: 59, settle: 0.05),
        SceneCut(sceneID: "knob", recording: "knob-quarter-turn", samples: 29, settle: 0.05),
        SceneCut(sceneID: "checkmark", recording: "checkmark-check", samples: 72, settle: 0.12),
        SceneCut(sceneID: "photo-chevron", recording: "photo-chevron-open", samples: 108, settle: 0.6),
        SceneCut(sceneID: "gallery", recording: "gallery-tour", samples: 119, settle: 0.1),
    ]

    /// The scroll scene with 1,000 rows, mid-scroll: its demo has pressed the button, dragged the slider, flipped the
    /// switch and is dragging the list (issue 34's figure).
    static let scroll = SceneCut(sceneID: "scroll", recording: "scroll-press-and-scroll", samples: 30, settle: 0.05,
                                 rowCount: 1_000)
}
