import Foundation
@_spi(GestureRecognizerSubclass) import GestureKit
import GestureKitTesting
import Testing

/// The check the fuzzer runs looks at the recognizers of the whole tree: one that never lets its touches go is
/// reported (the fuzzer named no recognizers, so it saw only view touches).
@MainActor
@Suite("Touch guarantee check")
struct TouchGuaranteeCheckTests {
    /// Begins on the first touch and then ignores the sequence's end: never back in possible.
    final class StuckRecognizer: GestureRecognizer {
        override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
            if state == .possible { setState(.began) }
        }
    }

    @Test("a recognizer deep in the tree left in began is reported; a healthy tree gives nothing")
    func findsAStuckRecognizer() {
        let stream = TouchStream(events: [[TouchSample(id: 1, phase: .down, location: CGPoint(x: 50, y: 50), timestamp: 1)],
                                          [TouchSample(id: 1, phase: .up, location: CGPoint(x: 50, y: 50), timestamp: 1.1)]])
        for stuck in [false, true] {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let outer = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), inner = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(outer)
            outer.addSubview(inner)
            let recognizer: GestureRecognizer = stuck ? StuckRecognizer() : TapGestureRecognizer()
            recognizer.name = "inner.recognizer"
            inner.addGestureRecognizer(recognizer)
            window.advance(to: 1)
            let problems = TouchGuaranteeCheck.violations(playing: stream, on: window)
            #expect(TouchGuaranteeCheck.recognizers(in: window).count == 1)
            if stuck {
                #expect(problems.contains { $0.hasPrefix("inner.recognizer ") }, "\(problems)")
            } else {
                #expect(problems.isEmpty, "\(problems)")
            }
        }
    }
}
