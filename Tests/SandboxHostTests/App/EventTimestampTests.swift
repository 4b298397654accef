import CSDL2
import Foundation
import TestSupport
import GestureKit
@testable import SandboxHost
import Testing
import SandboxScenes
@testable import SandboxSession

/// Issue 14 item 1, through the app's own input path: finger events put in SDL's queue stamped some milliseconds
/// apart and read in one frame reach the views with the times they carry, not the frame's time. The stamps are set,
/// not waited for: `SDL_PeepEvents` adds an event as it is, where `SDL_PushEvent` would stamp it with the time now.
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

        // pad-1 spans x 12…314, y 44…193 in a 640×400 window: down, then two moves `spacing` ms apart, the last
        // stamped now (40 ms, or less when SDL's clock started under 80 ms ago, so no stamp is before it).
        let now = SDL_GetTicks()
        let spacing = min(40, now / 2)
        try #require(spacing > 0)
        for (index, (type, x)) in [(SDL_FINGERDOWN, Float(0.25)), (SDL_FINGERMOTION, 0.3), (SDL_FINGERMOTION, 0.35)].enumerated() {
            var finger = SDLEventFactory.finger(type, touch: 77, finger: 1, x: x, y: 0.35)
            finger.common.timestamp = now - spacing * UInt32(2 - index)
            #expect(SDL_PeepEvents(&finger, 1, SDL_ADDEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == 1)
        }
        let frame = 1.5
        try app.step(to: frame, render: false)

        let times = deliveries.map(\.time)
        #expect(deliveries.map(\.kind) == [.began, .moved, .moved], "\(deliveries)")
        #expect(zip(times, times.dropFirst()).allSatisfy { abs($1 - $0 - Double(spacing) / 1000) < 1e-9 }, "\(times)")
        #expect(times.allSatisfy { $0 <= frame && $0 > 1 }, "\(times)")
    }
}
