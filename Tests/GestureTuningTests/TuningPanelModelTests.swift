import Foundation
import GestureKit
import GestureKitTesting
import GestureTuning
import Testing

@MainActor
@Suite("Tuning panel model")
struct TuningPanelModelTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let view = View(frame: CGRect(x: 100, y: 100, width: 400, height: 300), name: "view")
    let tap = TapGestureRecognizer()
    let press = LongPressGestureRecognizer()
    let model = TuningPanelModel(catalog: .builtIn)

    init() {
        window.addSubview(view)
        tap.name = "tap"
        press.name = "press"
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(press)
    }

    /// A tap recorded on a touch screen (recording format v1) whose finger slid 30 pt before lifting.
    static let recordedTap = """
        {"format":"gesture-sandbox-recording","version":1,"window":[800,600],"scene":"test"}
        {"t":0.1,"type":"down","id":3,"x":300,"y":250}
        {"t":0.1167,"type":"move","id":3,"x":310,"y":250}
        {"t":0.1333,"type":"move","id":3,"x":322,"y":250}
        {"t":0.15,"type":"move","id":3,"x":330,"y":250}
        {"t":0.18,"type":"up","id":3,"x":330,"y":250}
        """

    /// The recording's samples, one event each.
    static func stream(_ recording: String) throws -> TouchStream {
        let lines = recording.split(separator: "\n").dropFirst()
        return TouchStream(events: try lines.map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let phase = try #require(TouchSample.Phase(rawValue: object["type"] as? String ?? ""))
            return [TouchSample(id: object["id"] as! Int, phase: phase,
                                location: CGPoint(x: object["x"] as! Double, y: object["y"] as! Double),
                                timestamp: object["t"] as! Double)]
        })
    }

    @Test func allowableMovementSetThroughThePanelDecidesWhetherTheRecorded30PointTapIsRecognized() throws {
        let tap30 = try Self.stream(Self.recordedTap)
        #expect(window.run(tap30).outcome(of: "tap") == .recognized, "45 pt by default")
        model.set("tap.allowableMovement", to: 25, in: window)
        #expect(tap.allowableMovement == 25)
        let tight = window.run(tap30)
        #expect(tight.outcome(of: "tap") == .failed(because: .tapMoved))
        #expect(tight.reason(of: "tap")?.text == "moved 30 pt > allowableMovement 25 pt")
        for _ in 0..<5 { model.step("tap.allowableMovement", by: 1, in: window, current: 25) }
        #expect(tap.allowableMovement == 30)
        #expect(window.run(tap30).outcome(of: "tap") == .recognized, "exactly 30 pt is allowed")
        model.step("tap.allowableMovement", by: -1, in: window, current: 30)
        #expect(window.run(tap30).outcome(of: "tap") == .failed(because: .tapMoved))
        model.reset("tap.allowableMovement", in: window)
        #expect(tap.allowableMovement == 45)
        #expect(window.run(tap30).outcome(of: "tap") == .recognized)
    }

    @Test func rowsListTheHitPathsParametersWithValuesAndDefaults() {
        let recognizers = model.recognizers(in: window, at: CGPoint(x: 200, y: 200))
        #expect(recognizers.map(\.name) == ["tap", "press"])
        model.set("long-press.minimumPressDuration", to: 0.8, in: window)
        let rows = model.rows(for: recognizers)
        #expect(rows.map(\.id) == ["tap.allowableMovement", "tap.maximumTapDuration", "tap.maximumIntervalBetweenTaps",
                                   "long-press.minimumPressDuration", "long-press.allowableMovement"])
        #expect(rows[3] == .init(id: "long-press.minimumPressDuration", value: 0.8, defaultValue: 0.5, isTuned: true))
        #expect(rows[0] == .init(id: "tap.allowableMovement", value: 45, defaultValue: 45, isTuned: false))
        #expect(model.recognizers(in: window, at: CGPoint(x: 20, y: 20)).isEmpty)
    }

    /// Issue 35 point 6: a value is marked tuned only while it differs from what the scene set; after Android and
    /// then UIKit again (the scene's own values, UIKit's defaults), none is.
    @Test func choosingUIKitAgainLeavesNothingMarkedTuned() {
        let recognizers = model.recognizers(in: window, at: CGPoint(x: 200, y: 200))
        model.choose(TuningPreset.android, in: window)
        #expect(model.rows(for: recognizers).contains { $0.isTuned })
        model.choose(TuningPreset.uikit, in: window)
        #expect(model.stateTitle == "UIKit")
        #expect(model.rows(for: recognizers).allSatisfy { !$0.isTuned }, "\(model.rows(for: recognizers))")
    }

    @Test func valuesAreClampedToTheirRangeAndTheSlopCircleFollowsDistances() {
        model.set("tap.allowableMovement", to: 500, in: window)
        #expect(tap.allowableMovement == 200)
        #expect(model.slopRadius == 200)
        model.set("tap.maximumTapDuration", to: 1, in: window)
        #expect(model.slopRadius == nil, "a duration has no circle")
    }

    @Test func resetRestoresWhatTheSceneHadSet() {
        tap.allowableMovement = 20
        model.set("tap.allowableMovement", to: 60, in: window)
        #expect(tap.allowableMovement == 60)
        model.reset("tap.allowableMovement", in: window)
        #expect(tap.allowableMovement == 20)
    }

    @Test func recognizersAddedLaterGetTheTuningWhenItIsApplied() {
        model.set("long-press.allowableMovement", to: 4, in: window)
        let late = LongPressGestureRecognizer()
        view.addGestureRecognizer(late)
        #expect(late.allowableMovement == 10)
        model.apply(to: window)
        #expect(late.allowableMovement == 4)
    }
}
