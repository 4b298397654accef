import Foundation
import GestureKit
import SandboxScenes
import SceneTestSupport
import Testing

@MainActor
@Suite struct PhotoChevronSceneTests {
    typealias Harness = SceneHarness<PhotoChevronScene>

    /// A right chevron ">": down-right, then down-left, ending below its start.
    static func chevron(at start: CGPoint, size: CGFloat = 120) -> [CGPoint] {
        Harness.path([start, start + CGPoint(x: size, y: size * 0.85), start + CGPoint(x: 0, y: size * 1.7)], step: 3)
    }

    private func openLibrary(_ h: Harness) throws -> PhotoLibraryView {
        h.stroke(Self.chevron(at: CGPoint(x: 560, y: 260)), dt: 0.01)
        h.wait(0.5)
        h.window.layoutHierarchy()
        return try #require(h.view("photo-library") as? PhotoLibraryView)
    }

    @Test func aChevronOpensThePhotoLibrary() throws {
        let h = Harness(PhotoChevronScene.self)
        #expect(h.view("photo-library") == nil)
        let library = try openLibrary(h)
        #expect(h.states(of: "chevron") == [.ended])
        #expect(library.alpha == 1)
        #expect(library.grid.tiles.map(\.imageName) == (1...12).map { String(format: "photo-%02d", $0) })
        #expect(library.grid.clipsToBounds)
    }

    @Test func otherStrokesDontOpenIt() {
        let h = Harness(PhotoChevronScene.self)
        h.stroke(Harness.path([CGPoint(x: 500, y: 300), CGPoint(x: 700, y: 300), CGPoint(x: 700, y: 500)], step: 3),
                 dt: 0.01)
        h.wait(0.5)
        #expect(h.states(of: "chevron") == [.failed])
        #expect(h.view("photo-library") == nil)
    }

    @Test func aTapOpensAPhotoAndATapOnItClosesIt() throws {
        let h = Harness(PhotoChevronScene.self)
        let library = try openLibrary(h)
        let tile = library.grid.tiles[4]
        h.tap(tile.centerInWindow)
        h.wait(0.5)
        let viewer = try #require(h.view("photo-viewer"))
        #expect((h.view("photo-viewer.image") as? ImageView)?.imageName == "photo-05")
        #expect(viewer.alpha == 1)
        h.tap(viewer.centerInWindow)
        h.wait(0.5)
        #expect(h.view("photo-viewer") == nil)
        #expect(h.view("photo-library") != nil)
    }

    @Test func theGridScrollsWithAPanAndSlidesAfterAFling() throws {
        let h = Harness(PhotoChevronScene.self)
        let library = try openLibrary(h)
        let start = library.grid.centerInWindow + CGPoint(x: 0, y: 100)
        h.stroke(Harness.line(start, start - CGPoint(x: 0, y: 160), step: 16), dt: 1.0 / 60)
        let released = library.grid.bounds.minY
        #expect(released > 100)
        h.wait(1.5)
        #expect(library.grid.bounds.minY > released)
        #expect(library.grid.bounds.minY <= library.grid.maximumOffset)
        #expect(h.states(of: "photo-library.swipe-down").allSatisfy { $0 == .failed })
        #expect(h.view("photo-viewer") == nil)
    }

    @Test func aSwipeDownDismissesTheLibrary() throws {
        let h = Harness(PhotoChevronScene.self)
        let library = try openLibrary(h)
        let start = library.grid.centerInWindow
        h.stroke(Harness.line(start, start + CGPoint(x: 0, y: 120), step: 20), dt: 1.0 / 60)
        #expect(h.states(of: "photo-library.swipe-down") == [.ended])
        #expect(library.grid.bounds.minY == 0)
        h.wait(0.5)
        #expect(h.view("photo-library") == nil)
        #expect(h.scene.library == nil)
    }

    /// Issue 35 point 7: the hint says what a swipe down does now: closes at the top; scrolled, scrolls back first
    /// (and the swipe then fails), then closes once at the top.
    @Test func theHintAgreesWithTheSwipe() throws {
        let h = Harness(PhotoChevronScene.self)
        let library = try openLibrary(h)
        #expect(library.subtitleText.hasSuffix("swipe down to close"))
        let start = library.grid.centerInWindow + CGPoint(x: 0, y: 100)
        h.stroke(Harness.line(start, start - CGPoint(x: 0, y: 160), step: 16), dt: 1.0 / 60)
        h.wait(1.5)
        #expect(!library.grid.isAtTop)
        #expect(library.subtitleText == "tap a photo · swipe down: to the top, then closes")
        let top = library.grid.centerInWindow - CGPoint(x: 0, y: 100)
        h.stroke(Harness.line(top, top + CGPoint(x: 0, y: 400), step: 40), dt: 1.0 / 60)
        h.wait(1.5)
        #expect(h.view("photo-library") != nil, "scrolled, the swipe scrolls and doesn't close")
        #expect(h.states(of: "photo-library.swipe-down").last == .failed)
        #expect(library.grid.isAtTop)
        #expect(library.subtitleText.hasSuffix("swipe down to close"))
        let again = library.grid.centerInWindow
        h.stroke(Harness.line(again, again + CGPoint(x: 0, y: 120), step: 20), dt: 1.0 / 60)
        h.wait(0.5)
        #expect(h.view("photo-library") == nil, "at the top, as the hint says, it closes")
    }

    @Test func theCloseButtonDismissesTheLibrary() throws {
        let h = Harness(PhotoChevronScene.self)
        let library = try openLibrary(h)
        h.tap(library.closeButton.centerInWindow)
        h.wait(0.5)
        #expect(h.view("photo-library") == nil)
        let again = try openLibrary(h)
        #expect(again !== library)
    }
}
