import Foundation
import GestureKit

/// A Swift Testing file that replays a recording's touches on a scene and expects what its recognizers did
/// (`gesture-sandbox export-test`): readable and editable, one expectation a line, the touches as a script
/// literal (`TouchStream(script:)`). Its first line names the package products it needs, so whoever adds it to a
/// test target knows what to depend on.
public struct ReplayTestFile: Sendable {
    /// Where the touches came from, for the comment and the suite's name (`checkmark-check.jsonl`).
    public var source: String
    /// The command that wrote it, for the comment.
    public var command: String
    /// Package products to depend on, first line (`GestureKitTesting`, `SandboxScenes`).
    public var products: [String]
    /// Modules imported besides GestureKit, GestureKitTesting, Foundation and Testing; `@testable import X` allowed.
    public var imports: [String]
    /// The window's size in points.
    public var size: CGSize
    /// The lines that build the scene in `window` (e.g. `SceneCatalog.install(id: "knob", in: window)`).
    public var sceneSetup: [String]
    /// Lines before the replay (a tuning's values).
    public var preparation: [String]
    /// The body of the closure run before every touch event (applying the tuning), if any.
    public var beforeEachEvent: String?
    /// Seconds the clock runs on after the last touch.
    public var settle: TimeInterval
    /// The recording's touches, written as a script literal.
    public var touches: TouchStream
    /// One group of `#expect` lines each.
    public var expectations: [RecognizerExpectation]
    /// Lines after the expectations (keeping a scene's controller alive to the end).
    public var closing: [String] = []

    /// A file for these parts (see each property).
    public init(source: String, command: String, products: [String], imports: [String], size: CGSize,
                sceneSetup: [String], preparation: [String] = [], beforeEachEvent: String? = nil,
                settle: TimeInterval, touches: TouchStream, expectations: [RecognizerExpectation]) {
        self.source = source
        self.command = command
        self.products = products
        self.imports = imports
        self.size = size
        self.sceneSetup = sceneSetup
        self.preparation = preparation
        self.beforeEachEvent = beforeEachEvent
        self.settle = settle
        self.touches = touches
        self.expectations = expectations
    }

    /// The type's name: the source's file name without its extension, in UpperCamelCase, then `ReplayTests`
    /// (`CheckmarkCheckReplayTests`); every other dot's part stays, so `bug.v1.jsonl` and `bug.v2.jsonl` don't
    /// both become `BugReplayTests` in one test target.
    public var typeName: String {
        let base = ((source as NSString).lastPathComponent as NSString).deletingPathExtension
        var name = base.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first?.isNumber ?? true { name = "Recording" + name }
        return name + "ReplayTests"
    }

    /// The file's text.
    public var text: String {
        let four = "    ", eight = "        "
        let width = Self.number(size.width), height = Self.number(size.height)
        var lines = ["// products: \(products.joined(separator: ", "))",
                     "// Written by `\(Self.commentText(command))`: the touches of \(Self.commentText(source)) replayed on "
                        + "its scene at \(width)x\(height),",
                     "// expecting what the recognizers did then. Edit an expectation to what the fix should make it,",
                     "// and the test fails until the fix is in.",
                     "import Foundation", "import GestureKit", "import GestureKitTesting"]
        lines += imports.map { $0.hasPrefix("@testable ") ? $0 : "import \($0)" }
        lines += ["import Testing", "",
                  "@MainActor",
                  "@Suite(\(RecognizerExpectation.swiftString(source)))",
                  "struct \(typeName) {",
                  "\(four)@Test(\"replays as recorded\")",
                  "\(four)func replay() {",
                  "\(eight)let window = Window(frame: CGRect(x: 0, y: 0, width: \(width), height: \(height)))"]
        lines += (sceneSetup + preparation).map { eight + $0 }
        let settleText = Self.number(settle)
        if let beforeEachEvent {
            lines.append("\(eight)let log = GestureLog.replaying(touches, on: window, settle: \(settleText)) { \(beforeEachEvent) }")
        } else {
            lines.append("\(eight)let log = GestureLog.replaying(touches, on: window, settle: \(settleText))")
        }
        lines += expectations.flatMap { $0.swiftLines() }.map { eight + $0 }
        if expectations.isEmpty { lines.append("\(eight)#expect(log.expectations.isEmpty, \"no recognizer left possible\")") }
        lines += closing.map { eight + $0 }
        lines += ["\(four)}", "",
                  "\(four)/// The recording's touches, one instant a line: t=SECONDS PHASE#FINGER(X,Y) in window points.",
                  "\(four)let touches = TouchStream(script: \"\"\"",
                  touches.script(indent: eight),
                  "\(eight)\"\"\")",
                  "}", ""]
        return lines.joined(separator: "\n")
    }

    /// `text` for a `//` comment: a line break or other control character in a file name is written as `\u{a}`,
    /// since a real one would end the comment and leave the rest of the name as code.
    private static func commentText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func number(_ value: CGFloat) -> String { number(Double(value)) }

    private static func number(_ value: Double) -> String {
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
