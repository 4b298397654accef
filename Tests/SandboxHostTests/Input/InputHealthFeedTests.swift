import CSDL2
import Foundation
import TestSupport
import GestureKit
import SandboxChrome
@testable import SandboxHost
import SandboxInspector
import Testing
@testable import SandboxSession

/// The F5 panel's model fed the way the app feeds it: SDL touch events from two devices pushed into SDL's queue,
/// read back and translated, with the synthetic, stuck, lost and interrupted cases counted.
@MainActor
@Suite("Input health from SDL events", .serialized)
struct InputHealthFeedTests {
    typealias E = SDLEventFactory

    /// Pushes `events` through SDL's queue and returns them as the app's loop reads them.
    func throughSDL(_ events: [SDL_Event]) throws -> [SDL_Event] {
        try SDLSystem.start()
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        for event in events { push(event) }
        var read: [SDL_Event] = []
        var buffer = [SDL_Event](repeating: SDL_Event(), count: 256)
        while true {
            let count = SDL_PeepEvents(&buffer, 256, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
            guard count > 0 else { break }
            read += buffer.prefix(Int(count))
        }
        return read.filter { [SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP, SDL_MOUSEBUTTONDOWN, SDL_MOUSEMOTION]
            .map(\.rawValue).contains($0.type) }
    }

    func finger(_ type: SDL_EventType, device: Int64, finger: Int64, x: Float, milliseconds: UInt32,
                pressure: Float) -> SDL_Event {
        var event = E.finger(type, touch: device, finger: finger, x: x, y: 0.5)
        event.tfinger.timestamp = milliseconds
        event.tfinger.pressure = pressure
        return event
    }

    @Test("two devices: per-finger rates and pressure, then the dropped, stuck, lost and interrupt counters")
    func twoDevices() throws {
        var pushed: [SDL_Event] = []
        // Device 101 reports at 125 Hz (every 8 ms), device 202 at 50 Hz (every 20 ms), both for one second.
        pushed.append(finger(SDL_FINGERDOWN, device: 101, finger: 1, x: 0.2, milliseconds: 1000, pressure: 0.3))
        pushed.append(finger(SDL_FINGERDOWN, device: 202, finger: 5, x: 0.6, milliseconds: 1000, pressure: 0.8))
        for ms in stride(from: 1008, through: 2000, by: 8) {
            pushed.append(finger(SDL_FINGERMOTION, device: 101, finger: 1, x: 0.2 + Float(ms - 1000) / 10_000,
                                 milliseconds: UInt32(ms), pressure: 0.35))
        }
        for ms in stride(from: 1020, through: 2000, by: 20) {
            pushed.append(finger(SDL_FINGERMOTION, device: 202, finger: 5, x: 0.6, milliseconds: UInt32(ms),
                                 pressure: 0.75))
        }
        pushed.sort { $0.tfinger.timestamp < $1.tfinger.timestamp }
        // SDL's mouse events made from touches are dropped and counted.
        var synthetic = E.button(SDL_MOUSEBUTTONDOWN, x: 10, y: 10, which: SDLInputIDs.touchMouseID)
        synthetic.button.timestamp = 2000
        pushed.append(synthetic)
        let translator = InputTranslator(viewport: SceneViewport(layoutSize: CGSize(width: 1000, height: 500)))
        var samples: [TouchSample] = []
        // SDL_PushEvent stamps events with the time they were pushed: the times they stand for are the pushed ones.
        let read = try throughSDL(pushed)
        #expect(read.count == pushed.count)
        for (event, original) in zip(read, pushed) {
            #expect(event.type == original.type)
            samples += translator.translate(event, at: Double(original.common.timestamp) / 1000)
        }
        #expect(samples.count == pushed.count - 1)
        let health = translator.health
        let first = InputHealth.FingerKey(device: 101, finger: 1), second = InputHealth.FingerKey(device: 202, finger: 5)
        #expect(health.fingerKeys == [first, second])
        #expect(health.reportsPerSecond(first, now: 2.0) == 125)
        #expect(health.reportsPerSecond(second, now: 2.0) == 50)
        #expect(health.pressure(first) == Double(Float(0.35)) && health.pressure(second) == Double(Float(0.75)))
        #expect(health.lines(now: 2.012).contains("  finger 1: 124 reports/s, last 12 ms ago, pressure 0.35"))
        #expect(health.devices.map(\.id) == [101, 202])
        #expect(health.counts[.syntheticMouseDropped] == 1)

        // Device 101's finger goes down again without an up (stuck), device 202 goes away (lost), then F9.
        samples = translator.translate(finger(SDL_FINGERDOWN, device: 101, finger: 1, x: 0.5, milliseconds: 2100,
                                              pressure: 0.5), at: 2.1)
        #expect(samples.map(\.phase) == [.cancel, .down])
        samples = translator.touchDevicesPresent([101, 202], at: 2.15)
        samples = translator.touchDevicesPresent([101], at: 2.2)
        #expect(samples.map(\.phase) == [.cancel])
        var f9 = SDL_Event()
        f9.type = SDL_KEYDOWN.rawValue
        f9.key.keysym.sym = Int32(SDLK_F9.rawValue)
        samples = translator.translate(f9, at: 2.3)
        #expect(samples.map(\.phase) == [.cancel])
        #expect(translator.health.counts[.stuckCancelled] == 1)
        #expect(translator.health.counts[.lostCancelled] == 1)
        #expect(translator.health.counts[.interrupts] == 1)
        #expect(translator.health.fingerKeys.isEmpty, "every finger left the list")
    }
}
