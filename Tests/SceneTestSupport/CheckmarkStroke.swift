import Foundation
import GestureKit
import SandboxScenes

/// Strokes the checkmark scene's tests draw, shared with the host's tests of the scene in narrow and docked windows.
@MainActor
public enum CheckmarkStroke {
    /// A ✓ whose lowest corner is `corner`: a short arm down-right at 50°, then one 2.5 times longer up-right at -55°.
    public static func check(corner: CGPoint, arm: CGFloat = 60) -> [CGPoint] {
        let down = 50 * CGFloat.pi / 180, up = -55 * CGFloat.pi / 180
        let start = CGPoint(x: corner.x - arm * cos(down), y: corner.y - arm * sin(down))
        let end = CGPoint(x: corner.x + 2.5 * arm * cos(up), y: corner.y + 2.5 * arm * sin(up))
        return SceneHarness<CheckmarkScene>.path([start, corner, end], step: 3)
    }
}
