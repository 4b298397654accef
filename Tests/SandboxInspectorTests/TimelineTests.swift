import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GestureKit
@testable import SandboxInspector
import Testing
@testable import SandboxFormats

/// Collects every element of an SVG with its attributes and the text inside it; parsing fails on malformed XML.
final class SVGCollector: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []
    private(set) var error: Error?

    static func parse(_ svg: String) -> SVGCollector {
        let collector = SVGCollector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        // Some errors (U+FFFE in an attribute) leave `parse()` true with the error set.
        if !parser.parse() || parser.parserError != nil {
            collector.error = parser.parserError ?? NSError(domain: "svg", code: 1)
        }
        return collector
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append(Element(name: name, attributes: attributes))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = open.last { elements[last].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func withClass(_ prefix: String) -> [Element] {
        elements.filter { ($0.attributes["class"] ?? "").split(separator: " ").first.map(String.init) == prefix }
    }
}

@MainActor
@Suite("Timeline")
struct TimelineTests {
    /// A tap and its double-tap wait, and a swipe that makes the pan fail, as a trace would hold them.
    static let trace = """
    {"format":"gesture-sandbox-trace","version":2}
    {"t":0.1,"view":"board","delivery":"began","touches":1,"serials":[1]}
    {"t":0.18,"recognizer":"gallery.tap","view":"board","wait":"started","wanted":"ended","for":["gallery.double-tap"],"text":"waiting for gallery.double-tap to fail"}
    {"t":0.53,"recognizer":"gallery.double-tap","type":"TapGestureRecognizer","view":"board","from":"possible","to":"failed","action":false,"x":640,"y":400,"reason":{"code":"tap.no-next-tap","text":"no next tap within 0.35 s","waited":0.35,"maximumIntervalBetweenTaps":0.35}}
    {"t":0.53,"recognizer":"gallery.tap","view":"board","wait":"proceeded","wanted":"ended","for":["gallery.double-tap"],"text":"done waiting: gallery.double-tap failed, went ahead"}
    {"t":0.53,"recognizer":"gallery.tap","type":"TapGestureRecognizer","view":"board","from":"possible","to":"ended","action":true,"x":640,"y":400}
    {"t":0.53,"view":"board","delivery":"ended","touches":1,"serials":[1],"note":"delayed"}
    {"t":1.0,"view":"board","delivery":"began","touches":1,"serials":[2]}
    {"t":1.05,"recognizer":"gallery.pan","view":"board","wait":"started","wanted":"began","for":["gallery.swipe-left","gallery.swipe-right"],"text":"waiting for gallery.swipe-left, gallery.swipe-right to fail"}
    {"t":1.06,"recognizer":"gallery.swipe-left","type":"SwipeGestureRecognizer","view":"board","from":"possible","to":"failed","action":false,"x":500,"y":400,"reason":{"code":"swipe.wrong-direction","text":"wrong direction: right, wants left","detail":"right, wants left"}}
    {"t":1.1,"recognizer":"gallery.swipe-right","type":"SwipeGestureRecognizer","view":"board","from":"possible","to":"ended","action":true,"x":500,"y":400}
    {"t":1.1,"recognizer":"gallery.pan","view":"board","wait":"failed","wanted":"began","for":["gallery.swipe-right"],"text":"done waiting: failed, required gallery.swipe-right to fail, but gallery.swipe-right recognized","reason":{"code":"required-recognizer-succeeded","text":"required gallery.swipe-right to fail, but gallery.swipe-right recognized","by":"gallery.swipe-right"}}
    {"t":1.1,"recognizer":"gallery.pan","type":"PanGestureRecognizer","view":"board","from":"possible","to":"failed","action":false,"x":500,"y":400,"reason":{"code":"required-recognizer-succeeded","text":"required gallery.swipe-right to fail, but gallery.swipe-right recognized","by":"gallery.swipe-right"}}
    {"t":1.1,"view":"board","delivery":"cancelled","touches":1,"serials":[2],"note":"cancelled by gallery.swipe-right"}
    """

    @Test("lanes, spans and marks for a known trace")
    func model() throws {
        let timeline = Timeline(events: try TraceReader.parse(Self.trace))
        #expect(timeline.lanes.map(\.title) == ["touch #1 → board", "touch #2 → board", "gallery.tap", "gallery.double-tap",
                                                "gallery.pan", "gallery.swipe-left", "gallery.swipe-right"])
        let tap = timeline.lanes[2]
        #expect(tap.spans.map(\.kind) == [.possible, .waiting])
        #expect(tap.spans[0].start == 0.1 && tap.spans[0].end == 0.18)
        #expect(tap.spans[1].start == 0.18 && tap.spans[1].end == 0.53)
        #expect(tap.marks == [Timeline.Mark(kind: .ended, time: 0.53, label: "recognized")])
        let doubleTap = timeline.lanes[3]
        #expect(doubleTap.spans.map(\.kind) == [.possible])
        #expect(doubleTap.spans[0].start == 0.1)
        #expect(doubleTap.marks.first?.label == "failed: no next tap within 0.35 s")
        let touch = timeline.lanes[0]
        #expect(touch.spans.first.map { ($0.start, $0.end) } ?? (0, 0) == (0.1, 0.53))
        #expect(touch.marks.first?.label == "ended (delayed)")
        let pan = timeline.lanes[4]
        #expect(pan.spans.map(\.kind) == [.possible, .waiting])
        #expect(pan.marks.first?.kind == .failed)
        #expect(pan.marks.first?.label == "failed: required gallery.swipe-right to fail, but gallery.swipe-right recognized")
        #expect(timeline.lanes[1].marks.first?.label == "cancelled by gallery.swipe-right")
    }

    @Test("the SVG is well-formed and holds the lanes, spans with their times, labels and a millisecond axis")
    func svg() throws {
        let timeline = Timeline(events: try TraceReader.parse(Self.trace))
        let svg = TimelineSVG.document(for: timeline, title: "gallery: tap, swipe")
        let parsed = SVGCollector.parse(svg)
        #expect(parsed.error == nil)
        #expect(parsed.elements.first?.name == "svg")
        let lanes = parsed.withClass("lane")
        #expect(lanes.map { $0.attributes["data-title"] ?? "" } == timeline.lanes.map(\.title))
        #expect(lanes.map { $0.attributes["data-kind"] ?? "" }
            == ["touch", "touch", "recognizer", "recognizer", "recognizer", "recognizer", "recognizer"])
        let spans = parsed.withClass("span")
        #expect(spans.count == timeline.lanes.map(\.spans.count).reduce(0, +))
        let waiting = spans.filter { $0.attributes["class"] == "span waiting" }
        #expect(waiting.map { [$0.attributes["data-start-ms"] ?? "", $0.attributes["data-end-ms"] ?? ""] }
            == [["180", "530"], ["1050", "1100"]])
        #expect(waiting.first?.attributes["data-label"] == "waiting for gallery.double-tap to fail")
        let labels = parsed.withClass("label").map { $0.attributes["data-label"] ?? "" }
        #expect(labels.contains("failed: no next tap within 0.35 s"))
        #expect(labels.contains("recognized"))
        #expect(labels.contains("cancelled by gallery.swipe-right"))
        let ticks = parsed.withClass("tick").map(\.text)
        #expect(ticks.first == "100 ms" && ticks.contains("1000 ms") && ticks.count == 11, "\(ticks)")
        #expect(parsed.withClass("title").first?.text == "gallery: tap, swipe")
    }

    @Test("any character in a title, name or reason gives well-formed XML; those XML can't hold are written as \\u{X}")
    func svgOfEveryCharacter() throws {
        let odd: [UInt32] = Array(0...0x7F) + [0x85, 0xD7FF, 0xE000, 0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x10FFFF]
        let text = String(String.UnicodeScalarView(odd.compactMap(Unicode.Scalar.init)))
        let timeline = Timeline(events: try TraceReader.parse(Self.trace))
        let svg = TimelineSVG.document(for: timeline, title: text + "\u{301}")
        let parsed = SVGCollector.parse(svg)
        #expect(parsed.error == nil, "\(String(describing: parsed.error))")
        let shown = parsed.withClass("title").first?.text ?? ""
        let expected = odd.map { value in
            let kept = value >= 0x20 && value < 0xFFFE || value > 0xFFFF || [9, 10, 13].contains(value)
            return kept ? String(Unicode.Scalar(value)!) : "\\u{\(String(value, radix: 16, uppercase: true))}"
        }.joined()
        #expect(shown.unicodeScalars.elementsEqual((expected + "\u{301}").unicodeScalars))
    }

    @Test("a malformed trace fails naming the line")
    func malformed() {
        let lines = Self.trace.split(separator: "\n").map(String.init)
        var broken = lines
        broken[3] = #"{"t":0.53,"recognizer":"gallery.double-tap","view":"board","from":"possible","to":"gone"}"#
        #expect(throws: TraceReader.ReadError(line: 4, message: "missing or non-boolean \"action\"")) {
            try TraceReader.parse(broken.joined(separator: "\n"))
        }
        broken[3] = "not json"
        #expect(throws: TraceReader.ReadError(line: 4, message: "column 1: not valid JSON (expected null)")) {
            try TraceReader.parse(broken.joined(separator: "\n"))
        }
        #expect(throws: TraceReader.ReadError(line: 1, message: "trace version 9 is not one this tool reads (1–2)")) {
            try TraceReader.parse(#"{"format":"gesture-sandbox-trace","version":9}"#)
        }
        #expect(throws: TraceReader.ReadError(line: 1, message: "empty trace")) { try TraceReader.parse("\n\n") }
    }

    @Test("in the app, the recorder's timeline covers the last seconds, built from the live events")
    func liveTimeline() {
        var rig = GalleryRig()
        rig.tap()
        rig.wait(0.5)
        let timeline = rig.inspector.timeline.timeline(until: rig.time)
        #expect(timeline.end == rig.time)
        let tap = timeline.lanes.first { $0.title == "gallery.tap" }
        #expect(tap?.spans.map(\.kind) == [.possible, .waiting])
        #expect(tap?.marks.map(\.kind) == [.ended])
        #expect(timeline.lanes.first?.kind == .touch)
        let context = RecordingContext()
        TimelineDrawing.draw(TimelineLayout(timeline, in: CGRect(x: 8, y: 400, width: 1264, height: 300)), title: "F4",
                             style: .overlay, in: context)
        #expect(context.texts.contains("gallery.tap"))
        #expect(context.texts.contains("failed: no next tap within 0.35 s"))
        #expect(context.isBalanced)
    }

    /// The `traces` fuzz target crashed `timeline` on a trace running to t = 1e308; times are now capped by the reader,
    /// and the widest trace it reads lays out.
    @Test("a trace whose times span the whole allowed range reads and lays out as a timeline with whole ticks")
    func widestTimeline() throws {
        let trace = """
            {"format":"gesture-sandbox-trace","version":2}
            {"t":1000000000,"view":"pad-1","delivery":"began","touches":1,"serials":[1]}
            {"t":0.18,"view":"pad-1","delivery":"ended","touches":1,"serials":[1]}
            """
        let timeline = Timeline(events: try TraceReader.parse(trace))
        let layout = TimelineLayout(timeline, in: CGRect(x: 0, y: 0, width: 800, height: 300))
        #expect(layout.ticks.count >= 2 && layout.ticks.count <= 10, "\(layout.ticks.map(\.milliseconds))")
        #expect(layout.ticks.allSatisfy { $0.x.isFinite })
    }
}
