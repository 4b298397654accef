import Foundation
import GestureKit
import SandboxChrome
import SandboxInspector
import SandboxSession

/// A frame's picture: the scene, the chrome at the window's own scale, then the touch overlay (F1) over both, so a
/// panel lying over the scene (F5, the panel tabs) hides no finger's ring (issue 35).
extension SandboxApp {
    func draw(at time: TimeInterval) {
        // What the scene doesn't cover (beside and below F4, which it is laid out above; a zoomed replay's sides) in
        // its own background, so a panel's margins don't show a white band.
        context.beginFrame(clearColor: window.subviews.first?.backgroundColor ?? .white)
        window.drawHierarchy(in: context)
        // The chrome is drawn at the window's own scale, not at a zoomed replay's.
        context.flush()
        context.viewport = viewport.chrome
        chrome.stack.draw(in: context, size: chromeSize, frame: chromeFrame(at: time))
        context.flush()
        context.viewport = viewport
        context.transform = .identity
        context.alpha = 1
        touchOverlay.draw(in: context, fingers: translator.activeFingers.map {
            TouchOverlay.Finger(id: $0.id, source: Self.overlaySource($0.source), location: $0.location)
        }, preview: translator.preview, now: time)
        context.endFrame()
    }

    static func overlaySource(_ source: FingerSource) -> TouchOverlay.Source {
        switch source {
        case .touch, .replay: .finger
        case .mouse: .mouse
        case .simulated: .simulated
        }
    }
}
