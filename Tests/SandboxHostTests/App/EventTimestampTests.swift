import CSDL2
import Foundation
import TestSupport
import GestureKit
@testable import SandboxHost
import Testing
import SandboxScenes
@testable import SandboxSession

/// Issue 14 item 1, through the app's own input path: finger events pushed through SDL's queue some milliseconds
/// apart and read in one frame reach the views with the times SDL stamped them, not the frame's time.
@MainActor
@Suite("Event timestamps through the frame loop", .serialized)
struct EventTimestampTests {
    @Test("three finger events of one frame are delivered at their own times, in order, none after the frame")
    func ownTimesInOneFrame() throws {
        var options = SandboxOptions()
        options.headless = true
        options.size = CGSize(width: 640, height: 400)
        let app = try SandboxApp(options: options, scenes: [TouchTestScene.descriptor])
        app.stampsInputWhenItHappened = true
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
        try app.step(to: 1, render: false)
        var deliveries: [ViewDelivery] = []
        app.window.observers.append { if case .delivery(let delivery) = $0 { deliveries.append(delivery) } }

        // pad-1 spans x 12…314, y 44…193 in a 640×400 window: down, then two moves 40 ms apart.
        for (type, x) in [(SDL_FINGERDOWN, Float(0.25)), (SDL_FINGERMOTION, 0.3), (SDL_FINGERMOTION, 0.35)] {
            var finger = SDLEventFactory.finger(type, touch: 77, finger: 1, x: x, y: 0.35)
            #expect(SDL_PushEvent(&finger) == 1)
            Thread.sleep(forTimeInterval: 0.04)
        }
        let frame = 1.5
        try app.step(to: frame, render: false)

        let times = deliveries.map(\.time)
        #expect(deliveries.map(\.kind) == [.began, .moved, .moved], "\(deliveries)")
        #expect(zip(times, times.dropFirst()).allSatisfy { $1 - $0 >= 0.03 && $1 - $0 <= 0.2 }, "\(times)")
        #expect(times.allSatisfy { $0 <= frame && $0 > 1 }, "\(times)")
    }
}
