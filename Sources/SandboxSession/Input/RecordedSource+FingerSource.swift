import SandboxFormats

extension RecordedSource {
    /// How a recording names where a live finger came from.
    package init(_ source: FingerSource) {
        switch source {
        case .touch: self = .touch
        case .mouse: self = .mouse
        case .simulated: self = .simulated
        case .replay: self = .replay
        }
    }
}
