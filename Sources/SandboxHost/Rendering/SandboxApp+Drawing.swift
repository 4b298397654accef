import Foundation
import GestureKit
import SandboxChrome
import SandboxInspector
import SandboxSession

/// A frame's picture: the scene, the touch overlay, then the chrome at the window's own scale.
extension SandboxApp {
    func draw(at time: TimeInterval) {
        // What the scene doesn't cover (beside and below F4, which it is laid out above; a zoomed replay's sides) in
        // its own background, so a panel's margins don't show a white band.
        context.beginFrame(clearColor: window.subviews.first?.backgroundColor ?? .white)
        window.drawHierarchy(in: context)
        touchOverlay.draw(in: context, fingers: translator.activeFingers.map {
            TouchOverlay.Finger(id: $0.id, source: Self.overlaySource($0.source), location: $0.location)
        }, preview: translator.preview, now: time)
        // The chrome is drawn at the window's own scale, not at a zoomed replay's.
        context.flush()
        context.zoom = 1
        context.origin = .zero
        defer {
            context.zoom = replayZoom
            context.origin = sceneOrigin
        }
        drawDock(at: time)
        chrome.stack.draw(in: context, size: chromeSize, frame: chromeFrame(at: time))
        context.endFrame()
    }

    /// The bands the docked panels reserve (F4's the window's width, the columns' the height above the bars), in the
    /// scene bar's colour: around the panels, in their margins, a dock rather than the scene's cut-off edge.
    private func drawDock(at time: TimeInterval) {
        let layout = chrome.stack.layout(size: chromeSize, now: time)
        context.transform = .identity
        context.alpha = 1
        let content = layout.content
        let bands = [
            CGRect(x: 0, y: content.maxY - layout.reservedBottom, width: layout.bounds.width, height: layout.reservedBottom),
            CGRect(x: 0, y: 0, width: layout.reservedLeft, height: content.maxY),
            CGRect(x: content.maxX - layout.reservedRight, y: 0, width: layout.reservedRight, height: content.maxY),
        ]
        for band in bands where band.width > 0 && band.height > 0 {
            context.fill(band, color: SceneBar.background)
        }
    }

    static func overlaySource(_ source: FingerSource) -> TouchOverlay.Source {
        switch source {
        case .touch, .replay: .finger
        case .mouse: .mouse
        case .simulated: .simulated
        }
    }
}
