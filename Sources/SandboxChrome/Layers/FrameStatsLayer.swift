import Foundation
import GestureKit
import SandboxInspector

/// F3: frame rate, frame time and event-to-present latency, as badges at the top left.
@MainActor
public final class FrameStatsLayer: ChromePanel {
    public nonisolated static let key = KeyDeclaration(
        keys: "F3", meaning: "frames per second, frame time and input latency",
        commandLine: "F3 fps, frame time and event-to-present latency", panelName: "F3", escapeRank: 5,
        command: .toggleFrameStats,
        button: ChromeButton(name: "chrome.f3", command: .toggleFrameStats, label: "F3 stats", shortLabel: "F3"))

    /// Fed by the wall-clock loop after each present.
    public var stats = FrameStats()
    public var isVisible = false

    public init() {}

    public func placement(at now: TimeInterval) -> ChromePlacement { .badges(rows: stats.rows(now: now)) }

    public func handle(_ command: KeyCommand) -> Bool {
        guard command == .toggleFrameStats else { return false }
        isVisible.toggle()
        return true
    }

    public func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame) {
        stats.draw(in: context, now: frame.now, area: area)
    }

    /// After the app goes idle, one more frame so the badges say so instead of showing the last rate.
    public func keepsFramesComing(at now: TimeInterval) -> Bool { stats.owesIdleFrame(at: now) }

    public var escapeRank: Int? { Self.key.escapeRank }

    /// A finger has no F3 key (issue 35): a × beside the first badge, clear of the badges under it.
    public func closeButton(in area: CGRect, frame: ChromeFrame) -> ChromeTarget? {
        let badge = OverlayBadge.box(row: OverlayBadge.row(at: area.minY), in: area)
        let side = ChromeTarget.minimumSide
        let x = min(badge.maxX + 6, area.maxX - side)
        guard x >= badge.minX + side else { return nil }
        return ChromeTarget(name: "chrome.f3.close", frame: CGRect(x: x, y: badge.minY, width: side, height: side))
    }

    public func close() -> Bool {
        isVisible = false
        return true
    }
}
