import Foundation
import GestureKit
import SandboxInspector
import Testing

@MainActor
@Suite("Inspector panel")
struct InspectorPanelTests {
    @Test("the panel shows the recognizers with their states and reasons, the graph, the touches and the history")
    func contentForATap() throws {
        var rig = GalleryRig()
        rig.tap()
        let context = RecordingContext()
        let panel = rig.inspector.panel
        panel.isVisible = true
        panel.draw(rig.inspector.story, in: context, size: CGSize(width: 1280, height: 800), bottomInset: 34)
        let texts = context.texts
        #expect(texts.contains("Recognizers, in delivery order"))
        #expect(texts.contains("waiting"))
        #expect(texts.contains("gallery.tap: waiting for gallery.double-tap to fail"))
        #expect(texts.contains("gallery.double-tap"))
        #expect(texts.contains("gallery.edge-pan: failed: did not start within 13 pt of the"))
        #expect(texts.contains("Relationships"))
        // The graph's nodes are the recognizers with a relationship, by short name.
        #expect(texts.contains("tap"))
        #expect(texts.contains("double-tap"))
        #expect(texts.contains { $0.hasPrefix("#1 → ") && $0.hasSuffix("ended withheld") })
        #expect(texts.contains { $0.hasPrefix("History: ") })
        #expect(texts.contains { $0.hasSuffix("reset to possible: gallery.swipe-left, gallery.swipe-right,") })
        // The wait scrolled out of view at the top; PgUp brings it back.
        #expect(!texts.contains { $0.contains("gallery.tap waiting for gallery.double-tap to fail") })
        let scrolled = RecordingContext()
        panel.scroll(by: 5, in: rig.inspector.story)
        panel.draw(rig.inspector.story, in: scrolled, size: CGSize(width: 1280, height: 800), bottomInset: 34)
        #expect(scrolled.texts.contains { $0.contains("gallery.tap waiting for gallery.double-tap to fail") }, "\(scrolled.texts)")
        // The decisive edge (tap waits for double-tap) is drawn thick and yellow.
        let thick = context.calls.filter { if case .polyline(_, let color, let width) = $0 { width == 3 && color == InspectorPalette.decisive } else { false } }
        #expect(!thick.isEmpty)
        // Everything stays inside the panel, right-docked, above the bar.
        let frame = panel.frame(in: CGSize(width: 1280, height: 800), bottomInset: 34, avoiding: [])
        #expect(frame.maxX == 1268 && frame.maxY <= 800 - 34)
        for (text, rect, _) in context.placedTexts { #expect(frame.insetBy(dx: -1, dy: -1).contains(rect.origin), "\(text)") }
        #expect(context.isBalanced)
    }

    /// Issue 25 item 4: the line under the title read "F2 dock left · collapse · hide" wherever the panel was.
    @Test("the header says where the panel is docked and what F2 does next")
    func headerSaysTheDock() {
        var rig = GalleryRig()
        rig.tap()
        rig.wait(0.5)
        let panel = InspectorPanel()
        let size = CGSize(width: 1280, height: 800)
        var lines: [String] = []
        for _ in 0..<2 {
            panel.cycle()
            let context = RecordingContext()
            panel.draw(rig.inspector.story, in: context, size: size)
            lines.append(context.texts[1])
        }
        #expect(lines == ["docked right · F2: dock left   PgUp/PgDn history",
                          "docked left · F2: collapse   PgUp/PgDn history"])
    }

    @Test("docked left, collapsed, hidden: F2's cycle; the collapsed tab gives a headline")
    func dockCycle() {
        var rig = GalleryRig()
        rig.tap()
        rig.wait(0.5)
        let panel = InspectorPanel()
        let size = CGSize(width: 1280, height: 800)
        panel.cycle()
        #expect(panel.isVisible && panel.dock == .right)
        panel.cycle()
        #expect(panel.dock == .left)
        #expect(panel.frame(in: size, bottomInset: 0, avoiding: []).minX == 12)
        panel.cycle()
        #expect(panel.dock == .collapsed)
        let context = RecordingContext()
        panel.draw(rig.inspector.story, in: context, size: size)
        #expect(context.texts == ["F2 ▸ gallery.tap · 1 failed"] || context.texts.first?.hasPrefix("F2 ▸ gallery.tap") == true,
                "\(context.texts)")
        panel.cycle()
        #expect(!panel.isVisible)
        context.reset()
        panel.draw(rig.inspector.story, in: context, size: size)
        #expect(context.calls.isEmpty)
    }

    @Test("the panel never covers a control: it starts below the photo library's Close button")
    func avoidsControls() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        let sheet = View(frame: CGRect(x: 80, y: 60, width: 1120, height: 640), name: "photo-library")
        window.addSubview(sheet)
        let close = Button(title: "Close", name: "close")
        close.frame = CGRect(x: sheet.bounds.maxX - 130, y: 16, width: 106, height: 40)
        sheet.addSubview(close)
        let controls = InspectorPanel.controlFrames(in: window)
        #expect(controls == [CGRect(x: 1070, y: 76, width: 106, height: 40)])
        let panel = InspectorPanel()
        panel.isVisible = true
        let frame = panel.frame(in: window.bounds.size, bottomInset: 34, avoiding: controls)
        #expect(!frame.intersects(controls[0]))
        #expect(frame.minY == 124 && frame.maxX == 1268)
        // A control filling the right column sends the panel left.
        let tall = [CGRect(x: 1100, y: 300, width: 100, height: 400)]
        #expect(panel.frame(in: window.bounds.size, bottomInset: 34, avoiding: tall).minX == 12)
        close.isHidden = true
        #expect(InspectorPanel.controlFrames(in: window).isEmpty)
    }
}
