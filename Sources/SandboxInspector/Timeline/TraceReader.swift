import Foundation
import GestureKit

/// Reads a `--trace` file (JSON Lines) back into engine events, for the timeline command. Version 2 traces start
/// with a header line; headerless version 1 traces (no reasons) are read too. Anything malformed is an error naming
/// the line.
public enum TraceReader {
    /// The newest trace version this reader knows.
    public static let version = 2

    public struct ReadError: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    public static func read(contentsOf url: URL) throws -> [GestureTraceEvent] {
        let data = try Data(contentsOf: url)
        guard let text = String(data: data, encoding: .utf8) else { throw ReadError(line: 1, message: "not UTF-8 text") }
        return try parse(text)
    }

    public static func parse(_ text: String) throws -> [GestureTraceEvent] {
        var events: [GestureTraceEvent] = []
        var sawContent = false
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { continue }
            guard let data = line.data(using: .utf8),
                  let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            else { throw ReadError(line: number, message: "not a JSON object") }
            let row = Row(object: object, line: number)
            if !sawContent, object["format"] != nil {
                sawContent = true
                guard object["format"] as? String == "gesture-sandbox-trace" else {
                    throw ReadError(line: number, message: "not a gesture-sandbox trace header")
                }
                let version = try row.int("version")
                guard (1...Self.version).contains(version) else {
                    throw ReadError(line: number, message: "trace version \(version) is not one this tool reads (1–\(Self.version))")
                }
                continue
            }
            sawContent = true
            // A seek in a windowed replay re-ran it from 0: what follows replaces what came before.
            if object["seek"] != nil {
                events.removeAll()
                continue
            }
            events.append(try row.event())
        }
        guard sawContent else { throw ReadError(line: 1, message: "empty trace") }
        return events
    }

    /// One line's object and typed field access that fails naming the line and key.
    private struct Row {
        let object: [String: Any]
        let line: Int

        func fail(_ message: String) -> ReadError { ReadError(line: line, message: message) }

        func string(_ key: String) throws -> String {
            guard let value = object[key] as? String else { throw fail("missing or non-string \"\(key)\"") }
            return value
        }

        func number(_ key: String) throws -> Double {
            guard let value = object[key] as? NSNumber else {
                throw fail("missing or non-numeric \"\(key)\"")
            }
            return value.doubleValue
        }

        func int(_ key: String) throws -> Int {
            let value = try number(key)
            guard value == value.rounded() else { throw fail("\"\(key)\" is not a whole number") }
            return Int(value)
        }

        func state(_ key: String) throws -> GestureRecognizer.State {
            let text = try string(key)
            guard let state = GestureRecognizer.State(rawValue: text) else { throw fail("unknown state \"\(text)\"") }
            return state
        }

        func time() throws -> TimeInterval {
            let t = try number("t")
            guard t >= 0, t.isFinite else { throw fail("\"t\" must be a time ≥ 0") }
            return t
        }

        func reason() throws -> TransitionReason? {
            guard let value = object["reason"] else { return nil }
            guard let reason = value as? [String: Any] else { throw fail("\"reason\" is not an object") }
            guard let codeText = reason["code"] as? String else { throw fail("reason without a \"code\"") }
            guard let code = ReasonCode(rawValue: codeText) else { throw fail("unknown reason code \"\(codeText)\"") }
            let detail = reason["detail"] as? String
            guard code == .custom else {
                let numbers = code.numberNames.compactMap { (reason[$0] as? NSNumber)?.doubleValue }
                return TransitionReason(code, numbers, other: reason["by"] as? String, detail: detail)
            }
            // A custom reason's numbers are named by its recognizer; the object doesn't keep their order, so they
            // come back sorted by name.
            let names = reason.keys.filter { !["code", "text", "by", "detail"].contains($0) && reason[$0] is NSNumber }
            var custom = TransitionReason(.custom, [], other: reason["by"] as? String, detail: detail)
            for name in names.sorted() {
                guard let value = (reason[name] as? NSNumber)?.doubleValue else { continue }
                custom.customNumberNames.append(name)
                custom.numbers.append(value)
            }
            return custom
        }

        func event() throws -> GestureTraceEvent {
            if object["delivery"] != nil {
                let kindText = try string("delivery")
                guard let kind = ViewDelivery.Kind(rawValue: kindText) else { throw fail("unknown delivery \"\(kindText)\"") }
                let serials = (object["serials"] as? [NSNumber])?.map(\.intValue) ?? []
                return .delivery(ViewDelivery(at: try time(), view: try string("view"), kind: kind,
                                              touches: try int("touches"), serials: serials,
                                              note: Self.note(object["note"] as? String)))
            }
            if object["wait"] != nil {
                let phaseText = try string("wait")
                guard let phase = RecognizerWait.Phase(rawValue: phaseText) else { throw fail("unknown wait \"\(phaseText)\"") }
                guard let waitingFor = object["for"] as? [String] else { throw fail("missing or bad \"for\"") }
                return .wait(RecognizerWait(at: try time(), recognizer: try string("recognizer"), view: try string("view"),
                                            phase: phase, wanted: try state("wanted"), waitingFor: waitingFor,
                                            reason: try reason()))
            }
            if object["unseen"] != nil {
                let causeText = try string("unseen")
                guard let cause = UnseenTouch.Cause(rawValue: causeText) else { throw fail("unknown unseen \"\(causeText)\"") }
                return .unseenTouch(UnseenTouch(at: try time(), recognizer: try string("recognizer"),
                                                view: try string("view"), touch: try int("touch"),
                                                touchView: (object["touchView"] as? String) ?? "", cause: cause))
            }
            if object["recognizer"] != nil {
                guard let action = object["action"] as? Bool else { throw fail("missing or non-boolean \"action\"") }
                return .transition(RecognizerTransition(
                    at: try time(), recognizer: try string("recognizer"), type: try string("type"),
                    view: try string("view"), from: try state("from"), to: try state("to"), action: action,
                    location: CGPoint(x: try number("x"), y: try number("y")), reason: try reason(),
                    fields: fields()))
            }
            throw fail("neither a transition, a delivery, a wait nor an unseen touch")
        }

        /// A transition row's keys beyond the fixed ones: what an ended recognizer said it recognized (`gesture`,
        /// `score`), sorted by name.
        func fields() -> [TraceField] {
            let fixed: Set<String> = ["t", "recognizer", "type", "view", "from", "to", "action", "x", "y", "reason"]
            return object.keys.filter { !fixed.contains($0) }.sorted().compactMap { key in
                if let text = object[key] as? String { return .string(key, text) }
                if let value = object[key] as? NSNumber { return .number(key, value.doubleValue) }
                return nil
            }
        }

        /// Notes as the trace spells them (`DeliveryNote.text`).
        static func note(_ text: String?) -> DeliveryNote? {
            guard let text else { return nil }
            if text == "delayed" { return .delayed }
            if text == "cancelled: view removed" { return .viewRemoved }
            if text.hasPrefix("cancelled by ") { return .cancelledBy(String(text.dropFirst("cancelled by ".count))) }
            if text.hasPrefix("cancelled: "),
               let cause = TouchCancelCause(rawValue: String(text.dropFirst("cancelled: ".count))) {
                return .cancelledByInput(cause)
            }
            return nil
        }
    }
}
