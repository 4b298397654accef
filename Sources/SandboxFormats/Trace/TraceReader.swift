import Foundation
import GestureKit

/// Reads a `--trace` file (JSON Lines, `TraceFormat`) back into engine events, for the timeline command. Version 2
/// traces start with a header line; headerless version 1 traces (no reasons) are read too. Anything malformed is an
/// error naming the line.
public enum TraceReader {
    /// The latest time a trace may hold, in seconds (31 years of session): far past any session, and small enough
    /// that its milliseconds, which the timeline's axis counts in, stay whole numbers (`"t":1e308` crashed it).
    public static let maximumTime: TimeInterval = 1_000_000_000

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
            let object: [String: JSONValue]
            do {
                guard case .object(let value) = try JSONReader.value(of: line) else {
                    throw ReadError(line: number, message: "not a JSON object")
                }
                object = value
            } catch let error as JSONError {
                throw ReadError(line: number, message: "column \(error.column): \(error.message)")
            }
            let row = Row(object: object, line: number, text: line)
            if !sawContent, object["format"] != nil {
                sawContent = true
                guard object["format"] == .string(TraceFormat.name) else {
                    throw ReadError(line: number, message: "not a gesture-sandbox trace header")
                }
                let version = try row.int("version")
                guard (1...TraceFormat.version).contains(version) else {
                    throw ReadError(line: number,
                                    message: "trace version \(version) is not one this tool reads (1–\(TraceFormat.version))")
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
        let object: [String: JSONValue]
        let line: Int
        /// The line as written, for the order of a custom reason's named numbers (a JSON object keeps none).
        let text: String

        func fail(_ message: String) -> ReadError { ReadError(line: line, message: message) }

        func string(_ key: String) throws -> String {
            guard case .string(let value)? = object[key] else { throw fail("missing or non-string \"\(key)\"") }
            return value
        }

        func number(_ key: String) throws -> Double {
            guard case .number(let value)? = object[key] else { throw fail("missing or non-numeric \"\(key)\"") }
            return value
        }

        func int(_ key: String) throws -> Int {
            let value = try number(key)
            guard value == value.rounded() else { throw fail("\"\(key)\" is not a whole number") }
            // Int(value) traps past Int's range: a fuzzed "touches":1e308 crashed `timeline` (SIGILL).
            guard let integer = JSONValue.exactInteger(value, in: -(1 << 53)...(1 << 53)) else {
                throw fail("\"\(key)\" is \(value), beyond ±2^53")
            }
            return integer
        }

        func state(_ key: String) throws -> GestureRecognizer.State {
            let text = try string(key)
            guard let state = GestureRecognizer.State(rawValue: text) else { throw fail("unknown state \"\(text)\"") }
            return state
        }

        func time() throws -> TimeInterval {
            let t = try number("t")
            guard t >= 0, t <= TraceReader.maximumTime else {
                throw fail("\"t\" must be a time from 0 to \(Int(TraceReader.maximumTime)) s")
            }
            return t
        }

        func reason() throws -> TransitionReason? {
            guard let value = object["reason"] else { return nil }
            guard case .object(let reason) = value else { throw fail("\"reason\" is not an object") }
            guard case .string(let codeText)? = reason["code"] else { throw fail("reason without a \"code\"") }
            guard let code = ReasonCode(rawValue: codeText) else { throw fail("unknown reason code \"\(codeText)\"") }
            let detail = Self.text(reason["detail"])
            if code == .custom {
                let names = customNumberNames(in: reason)
                return .custom(detail ?? "", names.compactMap { Self.number(reason[$0]) }, names: names)
            }
            let numbers = code.numberNames.compactMap { Self.number(reason[$0]) }
            return TransitionReason(code, numbers, other: Self.text(reason["by"]), detail: detail)
        }

        private static func number(_ value: JSONValue?) -> Double? {
            if case .number(let number)? = value { number } else { nil }
        }

        /// A custom reason's numeric fields, in the order the line writes them (measured value first).
        func customNumberNames(in reason: [String: JSONValue]) -> [String] {
            let names = reason.keys.filter { Self.number(reason[$0]) != nil }
            let start = text.range(of: #""reason":"#)?.upperBound ?? text.startIndex
            func position(_ name: String) -> String.Index {
                text.range(of: "\"\(name)\":", range: start..<text.endIndex)?.lowerBound ?? text.endIndex
            }
            return names.sorted { position($0) < position($1) }
        }

        func event() throws -> GestureTraceEvent {
            if object["delivery"] != nil {
                let kindText = try string("delivery")
                guard let kind = ViewDelivery.Kind(rawValue: kindText) else { throw fail("unknown delivery \"\(kindText)\"") }
                let serials = Self.integers(object["serials"])
                return .delivery(ViewDelivery(at: try time(), view: try string("view"), kind: kind,
                                              touches: try int("touches"), serials: serials,
                                              note: Self.note(Self.text(object["note"]))))
            }
            if object["wait"] != nil {
                let phaseText = try string("wait")
                guard let phase = RecognizerWait.Phase(rawValue: phaseText) else { throw fail("unknown wait \"\(phaseText)\"") }
                guard case .array(let names)? = object["for"], let waitingFor = Self.texts(names) else {
                    throw fail("missing or bad \"for\"")
                }
                return .wait(RecognizerWait(at: try time(), recognizer: try string("recognizer"), view: try string("view"),
                                            phase: phase, wanted: try state("wanted"), waitingFor: waitingFor,
                                            reason: try reason()))
            }
            if object["unseen"] != nil {
                let causeText = try string("unseen")
                guard let cause = UnseenTouch.Cause(rawValue: causeText) else { throw fail("unknown unseen \"\(causeText)\"") }
                return .unseenTouch(UnseenTouch(at: try time(), recognizer: try string("recognizer"),
                                                view: try string("view"), touch: try int("touch"),
                                                touchView: Self.text(object["touchView"]) ?? "", cause: cause))
            }
            if object["recognizer"] != nil {
                guard case .bool(let action)? = object["action"] else { throw fail("missing or non-boolean \"action\"") }
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
                switch object[key] {
                case .string(let text)?: .string(key, text)
                case .number(let value)?: .number(key, value)
                default: nil
                }
            }
        }

        static func text(_ value: JSONValue?) -> String? {
            if case .string(let text)? = value { text } else { nil }
        }

        /// Every element's text, or nil when one isn't a string.
        static func texts(_ values: [JSONValue]) -> [String]? {
            let texts = values.compactMap(text)
            return texts.count == values.count ? texts : nil
        }

        /// The whole numbers of an array (the deliveries' serials); anything else reads as none.
        static func integers(_ value: JSONValue?) -> [Int] {
            guard case .array(let values)? = value else { return [] }
            return values.compactMap { value -> Int? in
                guard case .number(let number) = value, let integer = Int(exactly: number.rounded(.towardZero)) else { return nil }
                return integer
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
