import CSDL2
import Foundation
import GestureKit
@testable import SandboxHost
import SandboxScenes
import SceneTestSupport
import Testing
@testable import SandboxFormats
@testable import SandboxSession

/// Issue 11, item 3, through the host: each scene in the headless app, resized by SDL window events pushed through
/// SDL's queue (as a window manager's resize arrives), from 1280x800 to 640x400, 1920x1080 and 3840x2160 and back.
/// After each, the view dump's window has the new size and every view a person can touch is inside it and clear of
/// the scene bar (`LayoutProblems.problems`).
@MainActor
@Suite("Layout after resize events", .serialized)
struct ResizeEventLayoutTests {
    static let scenes: [any SandboxScene.Type] = [MonkeyBananaScene.self, KnobScene.self, CheckmarkScene.self,
                                                  PhotoChevronScene.self, GalleryScene.self, TeachScene.self]

    static func descriptor(_ type: any SandboxScene.Type) -> SceneDescriptor {
        SceneDescriptor(id: type.id, title: type.title, hint: type.hint) { window, _ in
            type.init(window: window, playSound: { _ in })
        }
    }

    /// The window's frame as the view dump writes it.
    static func dumpedWindowFrame(_ window: Window) -> String? {
        let dump = ViewDump.text(of: window)
        guard let range = dump.range(of: #""frame": "#) else { return nil }
        return String(dump[range.upperBound...].prefix { $0 != "\n" }).trimmingCharacters(in: CharacterSet(charactersIn: ", "))
    }

    @Test(arguments: 0..<6)
    func resizeEventsKeepEverythingReachable(scene index: Int) throws {
        let type = Self.scenes[index]
        var options = SandboxOptions()
        options.headless = true
        options.size = CGSize(width: 1280, height: 800)
        let app = try SandboxApp(options: options, scenes: [Self.descriptor(type)])
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
        var now = 0.1
        try app.step(to: now, render: false)
        let sizes = [CGSize(width: 640, height: 400), CGSize(width: 1920, height: 1080),
                     CGSize(width: 3840, height: 2160), CGSize(width: 1280, height: 800)]
        for size in sizes {
            var resize = SDL_Event()
            resize.type = SDL_WINDOWEVENT.rawValue
            resize.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
            resize.window.data1 = Int32(size.width)
            resize.window.data2 = Int32(size.height)
            push(resize)
            now += 1.0 / 60
            try app.step(to: now, render: true)
            #expect(Self.dumpedWindowFrame(app.window) == "[0,0,\(Int(size.width)),\(Int(size.height))]",
                    "\(type.id) at \(size)")
            let root = try #require(app.window.viewWithName("\(type.id)-scene"), "\(type.id)")
            let problems = LayoutProblems.problems(app.window, root: root, size: size)
            #expect(problems.isEmpty, "\(type.id) after a resize event to \(size): \(problems)")
        }
    }
}
