import Foundation

/// What a bug report needs to know about the machine a recording was made on (format v2's header): which build,
/// which SDL and video driver, which renderer at which scale, and which touch devices were there. Every field is
/// optional in the file; a v1 recording has none.
public struct RecordingEnvironment: Equatable, Sendable {
    /// `gesture-sandbox 0.9.0`, or the importer's name for an imported recording.
    public var app: String?
    /// SDL's linked version, `2.26.5`.
    public var sdlVersion: String?
    /// `x11`, `wayland`, `offscreen`…
    public var videoDriver: String?
    /// SDL's renderer name (`software`, `opengl`…).
    public var renderer: String?
    /// Pixels per point the window was drawn at.
    public var displayScale: Double?
    public var touchDevices: [RecordedTouchDevice]

    public init(app: String? = nil, sdlVersion: String? = nil, videoDriver: String? = nil, renderer: String? = nil,
                displayScale: Double? = nil, touchDevices: [RecordedTouchDevice] = []) {
        self.app = app
        self.sdlVersion = sdlVersion
        self.videoDriver = videoDriver
        self.renderer = renderer
        self.displayScale = displayScale
        self.touchDevices = touchDevices
    }
}
