import CustomRecognizers
import Foundation
import SandboxFormats
import SandboxRendering
import StrokeAnalysis
import Testing
@testable import SandboxHost
import SandboxRendering
@testable import corpus_report

/// `corpus-report --sheet`: the contact sheet of misjudged strokes, read back from the PNG it writes.
@Suite @MainActor struct MissSheetTests {
    /// Two misses met the way cross-validation meets them: a `v` the ✓ recognizer refuses (its reason with numbers)
    /// counted as a refused ✓, and a plain ✓ counted as a `v` the recognizer accepted wrongly.
    static func twoMisses() -> [Miss] {
        func miss(_ vertices: [CGPoint], gesture: String, positive: Bool) -> Miss {
            let stroke = CorpusStroke(gesture: gesture, device: "test", subject: "user01", rep: 1,
                                      points: SyntheticStrokes.polyline(vertices, step: 2), derivedFrom: nil)
            let outcome = StrokeReplay.replay(stroke, into: CheckmarkGestureRecognizer())
            return Miss(recognizer: "checkmark", person: "user01", condition: "110pt", gesture: gesture, rep: 1,
                        positive: positive, points: StrokeReplay.placed(stroke.points).map(\.location),
                        reason: outcome.reason?.text ?? "accepted")
        }
        let v = miss([CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 100), CGPoint(x: 100, y: 0)], gesture: "check", positive: true)
        let check = miss([CGPoint(x: 0, y: 40), CGPoint(x: 30, y: 80), CGPoint(x: 110, y: -20)], gesture: "v", positive: false)
        return [v, check]
    }

    @Test func aSheetHasOneCellPerMissWithItsStrokeAndReason() throws {
        let misses = Self.twoMisses()
        #expect(misses[0].reason.hasPrefix("arms too even (more a v): up arm 1"))
        #expect(misses[1].reason == "accepted")
        let path = NSTemporaryDirectory() + "miss-sheet-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try MissSheet.write(misses, to: path)

        let sheet = MissSheet(misses, maximumHeight: OffscreenPicture.maximumSide)
        let image = try SDLSurface(contentsOf: path).pixelImage()
        #expect(image.width == Int(MissSheet.width))
        #expect(image.height == Int(sheet.height.rounded(.up)))
        #expect(sheet.sections.map(\.title) == ["checkmark · user01"])
        let cells = sheet.cells
        #expect(cells.count == 2)

        let red = PixelColor(red: 0xC0, green: 0x39, blue: 0x2B), blue = PixelColor(red: 0x24, green: 0x63, blue: 0xC9)
        func count(_ color: PixelColor, in frame: CGRect) -> Int {
            var n = 0
            for y in Int(frame.minY)..<Int(frame.maxY) {
                for x in Int(frame.minX)..<Int(frame.maxX) where image[x, y].distance(to: color) < 40 { n += 1 }
            }
            return n
        }
        func dark(in frame: CGRect) -> Int {
            var n = 0
            for y in Int(frame.minY)..<Int(frame.maxY) {
                for x in Int(frame.minX)..<Int(frame.maxX) where image[x, y].red < 120 && image[x, y].green < 120 { n += 1 }
            }
            return n
        }
        // The refused ✓ is drawn red, the wrongly accepted `v` blue, each in its own cell; under each stroke, text.
        let (first, second) = (cells[0].frame, cells[1].frame)
        #expect(count(red, in: first) > 100)
        #expect(count(blue, in: first) == 0)
        #expect(count(blue, in: second) > 100)
        #expect(count(red, in: second) == 0)
        let reasonBand = { (cell: CGRect) in
            CGRect(x: cell.minX, y: cell.minY + MissSheet.strokeHeight, width: cell.width, height: cell.maxY - cell.minY - MissSheet.strokeHeight)
        }
        #expect(dark(in: reasonBand(first)) > 150, "the reason's words under the refused ✓")
        #expect(dark(in: reasonBand(second)) > 30, "\"accepted\" under the wrongly accepted stroke")
        // Beyond the two cells the row is empty paper.
        let empty = CGRect(x: second.maxX + 10, y: second.minY, width: 2 * MissSheet.cellSize.width, height: second.height)
        #expect(dark(in: empty) == 0 && count(red, in: empty) == 0 && count(blue, in: empty) == 0)
    }

    @Test func aSheetTooTallForOnePictureCountsWhatItLeftOut() {
        let misses = Array(repeating: Self.twoMisses()[0], count: 1000)
        let sheet = MissSheet(misses, maximumHeight: 1000)
        let rows = Int((1000 - MissSheet.margin * 2 - MissSheet.titleHeight - MissSheet.footerHeight - MissSheet.headerHeight)
                       / MissSheet.cellSize.height)
        #expect(sheet.cells.count == rows * MissSheet.columns)
        #expect(sheet.leftOut == 1000 - rows * MissSheet.columns)
        #expect(sheet.height <= 1000)
    }

    @Test func aLongReasonWrapsIntoFourLinesEndingInAnEllipsis() {
        let text = Array(repeating: "word", count: 40).joined(separator: " ")
        let lines = MissSheet.wrap(text, lines: 4) { $0.count <= 20 }
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.count <= 21 })
        #expect(lines[3].hasSuffix("…"))
        #expect(MissSheet.wrap("up arm 1.0×", lines: 4) { _ in true } == ["up arm 1.0×"])
    }

    @Test(arguments: [("/nonexistent-folder/sheet.png", "can't write /nonexistent-folder/sheet.png: folder /nonexistent-folder doesn't exist"),
                      ("sheet.svg", "--sheet sheet.svg: the contact sheet is a PNG; name a .png file")])
    func aBadSheetPathIsOneLine(path: String, message: String) {
        #expect(throws: SandboxError(message)) { try MissSheet.checkOutput(path) }
    }
}
