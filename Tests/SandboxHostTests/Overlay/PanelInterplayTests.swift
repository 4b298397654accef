import Foundation
import GestureKit
import GestureTuning
@testable import SandboxHost
import SandboxInspector
import Testing
@testable import SandboxChrome

/// Issue 25 items 1 and 2, on the chrome layout as the app has it (F6, F4, F2 and the scene bar in one stack, drawn
/// with the real font): F2, F4 and F6 open together get disjoint areas and each draws inside its own, in every F2
/// dock; F2 keeps clear of the lines a scene explains itself with; F6's every row can be reached by the wheel over
/// it, ↓, PgDn and a drag on the list's background (a drag on a slider moves the slider), and its footer says which
/// rows show.
@MainActor
@Suite("Panel interplay", .serialized)
struct PanelInterplayTests {
    nonisolated static let sizes = [CGSize(width: 640, height: 400), CGSize(width: 1280, height: 800),
                                    CGSize(width: 1920, height: 1080)]

    /// The app's panels and the scene bar, in the app's order.
    @MainActor
    struct Chrome {
        let tuning = TuningLayer(panel: TuningPanel(model: TuningPanelModel(catalog: .builtIn)))
        let overlay = InspectorOverlay()
        let sceneBar = SceneBar(titles: ["One", "Two", "Three"], selectedIndex: 0)
        var stack: ChromeStack { ChromeStack([tuning, overlay.timelineLayer, overlay, sceneBar]) }
    }

    /// A board with every built-in recognizer kind (15 tunable rows) and a story and timeline behind it.
    func scene(size: CGSize, overlay: InspectorOverlay) -> Window {
        let window = OverlayLayoutTests().sceneWithStory(size: size, overlay: overlay)
        for recognizer: GestureRecognizer in [LongPressGestureRecognizer(), SwipeGestureRecognizer(),
                                              PinchGestureRecognizer(), RotationGestureRecognizer(),
                                              ScreenEdgePanGestureRecognizer()] {
            window.subviews[0].addGestureRecognizer(recognizer)
        }
        return window
    }

    /// F2, F4 and F6 open together would leave the scene less than half the window side by side at each size (issue
    /// 35 point 6): they are tabs of one column. With each tab shown, in every F2 dock, the shown panel, the tab strip
    /// and the scene bar get disjoint areas and the panel draws inside its own.
    @Test(arguments: sizes)
    func storyTimelineAndTuningGetDisjointAreasAndDrawInsideThem(size: CGSize) throws {
        let harness = try RenderHarness(width: 64, height: 64)
        for dock in [PanelDock.right, .left, .collapsed] {
            let chrome = Chrome()
            let window = scene(size: size, overlay: chrome.overlay)
            let frame = ChromeFrame(window: window, now: 0.7)
            let stack = chrome.stack
            _ = stack.handle(.toggleTuningPanel)
            _ = stack.handle(.toggleTimeline)
            _ = stack.handle(.toggleRecognizerPanel)
            while chrome.overlay.inspector.panel.dock != dock { _ = stack.handle(.toggleRecognizerPanel) }
            let panels: [(String, ChromeLayer)] = [("F6", chrome.tuning), ("F4", chrome.overlay.timelineLayer),
                                                   ("F2", chrome.overlay)]
            for (shownName, shownLayer) in panels {
                stack.showTab(shownLayer)
                let layout = stack.layout(size: size, now: 0.7)
                #expect(layout.sceneShare >= 0.5, "the scene keeps \(layout.sceneShare) at \(size)")
                let strip = try #require(layout.tabStrip, "tabs at \(size)")
                #expect(panels.filter { layout.shows($0.1) }.map(\.0) == [shownName])
                let area = try #require(layout.area(of: shownLayer))
                let bar = try #require(layout.area(of: chrome.sceneBar))
                for (name, rect) in [("panel", area), ("tabs", strip), ("scene bar", bar)] {
                    #expect(layout.bounds.contains(rect), "\(name) \(rect) outside the window at \(size)")
                }
                #expect(!area.intersects(strip) && !area.intersects(bar) && !strip.intersects(bar),
                        "\(shownName) \(area), tabs \(strip), bar \(bar) at \(size), F2 \(dock)")
                let context = MeasuredRecordingContext(measuringWith: harness)
                shownLayer.draw(in: context, area: area, frame: frame)
                #expect(!context.texts.isEmpty, "\(shownName) drew no text at \(size)")
                #expect(context.overflowingTexts.isEmpty, "\(shownName) at \(size): \(context.overflowingTexts)")
                for rect in context.shapes + context.texts.map(\.rect) {
                    #expect(area.insetBy(dx: -0.5, dy: -0.5).contains(rect),
                            "\(shownName) draws \(rect) outside its area \(area) at \(size), F2 \(dock)")
                }
            }
        }
    }

    /// Issue 35 point 6: at 640×400, F6 took the right and F2, docked right, was drawn at the window's left edge,
    /// where its header said "docked right". Now the two are tabs of one column at the right, and F2 docked right
    /// says so there, as beside F6 at 1920×1080 (docked left in the tabs: `PanelTabsLayoutTests`).
    @Test(arguments: [(CGSize(width: 640, height: 400), false), (CGSize(width: 1920, height: 1080), false)])
    func theStorysHeaderSaysWhereItIs(size: CGSize, atLeft: Bool) throws {
        let harness = try RenderHarness(width: 64, height: 64)
        let chrome = Chrome()
        let window = scene(size: size, overlay: chrome.overlay)
        let stack = chrome.stack
        for command in [KeyCommand.toggleTuningPanel, .toggleTimeline, .toggleRecognizerPanel] { _ = stack.handle(command) }
        #expect(chrome.overlay.inspector.panel.dock == .right)
        let area = try #require(stack.layout(size: size, now: 0.7).area(of: chrome.overlay))
        let context = MeasuredRecordingContext(measuringWith: harness)
        chrome.overlay.draw(in: context, area: area, frame: ChromeFrame(window: window, now: 0.7))
        let texts = context.texts.map(\.text)
        // The key line's first row (a narrow panel wraps it).
        let key = try #require(texts.first { $0.hasPrefix("at the left") || $0.hasPrefix("docked") }, "\(texts)")
        let middle = try #require(context.shapes.first).midX
        #expect((middle < size.width / 2) == atLeft, "F2 drawn about x \(middle) at \(size)")
        #expect(key.hasPrefix(atLeft ? "at the left" : "docked right"), "\(key) at \(size)")
        #expect(!atLeft || !texts.joined(separator: " ").contains("docked right"), "\(texts)")
    }

    /// The lines a scene explains itself with are labels on its root view: the hint at the top, a reason under
    /// the content (the checkmark's, shown or not yet).
    @Test(arguments: sizes)
    func theStoryKeepsClearOfTheScenesExplanationLines(size: CGSize) throws {
        let chrome = Chrome()
        let window = scene(size: size, overlay: chrome.overlay)
        let root = window.subviews[0]
        let hint = Label(frame: CGRect(x: 14, y: 14, width: size.width - 28, height: 44), text: "Draw a ✓", name: "hint")
        let reason = Label(frame: CGRect(x: 40, y: size.height - 40 - 39, width: size.width - 80, height: 38),
                           text: "not a ✓: upstroke without a downstroke", name: "checkmark.reason")
        reason.alpha = 0
        root.addSubview(hint)
        root.addSubview(reason)
        let stack = chrome.stack
        for dock in [PanelDock.right, .left] {
            if !chrome.overlay.inspector.panel.isVisible { _ = stack.handle(.toggleRecognizerPanel) }
            while chrome.overlay.inspector.panel.dock != dock { _ = stack.handle(.toggleRecognizerPanel) }
            for tuningOpen in [false, true] {
                chrome.tuning.panel.isVisible = tuningOpen
                let area = try #require(stack.layout(size: size, now: 0.7).area(of: chrome.overlay))
                let story = chrome.overlay.storyFrame(in: area, window: window)
                #expect(story.height >= 48, "F2 \(story) too short at \(size)")
                #expect(!story.intersects(hint.frame), "F2 \(story) over the hint at \(size)")
                #expect(!story.intersects(reason.frame), "F2 \(story) over the reason at \(size), docked \(dock)")
            }
        }
    }

    @Test(arguments: sizes)
    func everyTuningRowIsReachedByEachScrollInput(size: CGSize) throws {
        let harness = try RenderHarness(width: 64, height: 64)
        let inputs = ["wheel", "↓", "PgDn", "drag"]
        for input in inputs {
            let chrome = Chrome()
            let window = scene(size: size, overlay: chrome.overlay)
            let frame = ChromeFrame(window: window, now: 0.7)
            let stack = chrome.stack
            _ = stack.handle(.toggleTuningPanel)
            _ = stack.handle(.toggleTimeline)
            // Where the two are tabs (640×400), F6's.
            stack.showTab(chrome.tuning)
            let panel = chrome.tuning.panel
            let rows = panel.rows(in: window)
            #expect(rows.count == 15)
            func area() throws -> CGRect { try #require(stack.layout(size: size, now: 0.7).area(of: chrome.tuning)) }
            func shownIDs() throws -> [String] {
                try panel.controls(rows: rows, in: area()).compactMap { if case .slider(let id) = $0.1 { id } else { nil } }
            }
            var reached = Set(try shownIDs())
            #expect(try shownIDs().first == rows.first?.id)
            var finger = 100
            for _ in 0..<40 where reached.count < rows.count {
                let panelFrame = panel.frame(rows: rows.count, in: try area())
                switch input {
                case "wheel":
                    #expect(stack.scroll(wheel: -1, at: CGPoint(x: panelFrame.midX, y: panelFrame.midY), size: size,
                                         frame: frame))
                case "↓": #expect(stack.handle(.scrollLines(-1), size: size, frame: frame))
                case "PgDn": #expect(stack.handle(.scrollInspector(-5), size: size, frame: frame))
                default:
                    // Right of the −/+/↺ buttons, on the list's background: up the screen by a row.
                    let start = CGPoint(x: panelFrame.maxX - 3, y: panelFrame.maxY - TuningPanel.footerHeight - 4)
                    finger += 1
                    let samples = [TouchSample(id: finger, phase: .down, location: start, timestamp: 1),
                                   TouchSample(id: finger, phase: .move, location: start - CGPoint(x: 0, y: TuningPanel.rowHeight),
                                               timestamp: 1.05),
                                   TouchSample(id: finger, phase: .up, location: start - CGPoint(x: 0, y: TuningPanel.rowHeight),
                                               timestamp: 1.1)]
                    #expect(stack.takeTouches(samples, size: size, frame: frame).isEmpty, "the panel's touches")
                }
                reached.formUnion(try shownIDs())
            }
            #expect(reached == Set(rows.map(\.id)), "\(input) at \(size) reached \(reached.count) of \(rows.count)")
            #expect(try shownIDs().last == rows.last?.id, "\(input) at \(size) ends on the last row")
            let context = MeasuredRecordingContext(measuringWith: harness)
            chrome.tuning.draw(in: context, area: try area(), frame: frame)
            let shown = try shownIDs()
            if shown.count < rows.count {
                let footer = context.texts.map(\.text).joined(separator: " ")
                #expect(footer.contains("rows \(rows.count - shown.count + 1)–\(rows.count) of \(rows.count)"), "\(footer)")
            }
            #expect(context.overflowingTexts.isEmpty, "\(context.overflowingTexts)")
            // Back to the top with ↑ and the wheel the other way.
            for _ in 0..<20 { _ = stack.handle(.scrollLines(1), size: size, frame: frame) }
            #expect(try shownIDs().first == rows.first?.id, "↑ back to the first row at \(size)")
        }
    }

    @Test func aDragOnASliderMovesTheSliderNotTheList() throws {
        let size = CGSize(width: 1280, height: 800)
        let chrome = Chrome()
        let window = scene(size: size, overlay: chrome.overlay)
        let frame = ChromeFrame(window: window, now: 0.7)
        let stack = chrome.stack
        _ = stack.handle(.toggleTuningPanel)
        let panel = chrome.tuning.panel
        let area = try #require(stack.layout(size: size, now: 0.7).area(of: chrome.tuning))
        let rows = panel.rows(in: window)
        let slider = try #require(panel.controls(rows: rows, in: area).first { $0.1 == .slider(rows[0].id) }?.0)
        let start = CGPoint(x: slider.midX, y: slider.midY)
        _ = stack.takeTouches([TouchSample(id: 1, phase: .down, location: start, timestamp: 1),
                               TouchSample(id: 1, phase: .move, location: CGPoint(x: slider.maxX, y: start.y - 100),
                                           timestamp: 1.1),
                               TouchSample(id: 1, phase: .up, location: CGPoint(x: slider.maxX, y: start.y - 100),
                                           timestamp: 1.2)], size: size, frame: frame)
        #expect(panel.scrollOffset == 0)
        #expect(panel.rows(in: window)[0].value == panel.model.catalog.parameter(rows[0].id)?.range.upperBound)
    }

    @Test func closedF6LeavesTheScrollKeysToF2() {
        let size = CGSize(width: 1280, height: 800)
        let chrome = Chrome()
        let window = scene(size: size, overlay: chrome.overlay)
        let frame = ChromeFrame(window: window, now: 0.7)
        let stack = chrome.stack
        _ = stack.handle(.toggleRecognizerPanel)
        #expect(stack.handle(.scrollLines(1), size: size, frame: frame))
        #expect(chrome.overlay.inspector.panel.scrollOffset == 1, "↑: the F2 history back an entry")
        #expect(!stack.scroll(wheel: -1, at: CGPoint(x: size.width - 100, y: 200), size: size, frame: frame),
                "the wheel is no panel's with F6 closed")
        _ = stack.handle(.toggleTuningPanel)
        #expect(stack.handle(.scrollLines(1), size: size, frame: frame))
        #expect(chrome.overlay.inspector.panel.scrollOffset == 1, "F6 open takes ↑")
    }
}
