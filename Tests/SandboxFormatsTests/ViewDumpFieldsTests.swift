import Foundation
import GestureKit
import SandboxFormats
import Testing

/// `--dump-views`' fields for issue 34: `bounds` for every view; a ScrollView's contentOffset, contentSize, zoomScale,
/// pagingEnabled, delaysContentTouches and canCancelContentTouches; a Control's highlighted, selected and enabled,
/// with isOn for a Switch and value for a Slider. Each value is set away from its default so a field that dumps the
/// wrong property, or is missing, fails.
@MainActor
@Suite struct ViewDumpFieldsTests {
    /// The dumped object of the view named `name`, depth first.
    func node(named name: String, in node: JSONNode) -> JSONNode? {
        if node["name"]?.value == .string(name) { return node }
        for child in node["subviews"]?.elements ?? [] {
            if let found = self.node(named: name, in: child) { return found }
        }
        return nil
    }

    /// An array of numbers is placed as a whole (`JSONNode.elements` is empty for it): its numbers are in `value`.
    func numbers(_ node: JSONNode?) -> [Double]? {
        guard case .array(let items)? = node?.value else { return nil }
        return items.map { if case .number(let value) = $0 { value } else { .nan } }
    }

    func dump() throws -> (JSONNode, ScrollView) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let list = ScrollView(frame: CGRect(x: 0, y: 10, width: 400, height: 300), name: "list")
        list.contentSize = CGSize(width: 400, height: 2000)
        list.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
        list.isPagingEnabled = true
        list.delaysContentTouches = false
        list.canCancelContentTouches = false
        window.addSubview(list)
        let toggle = Switch(frame: CGRect(x: 10, y: 20, width: 51, height: 31), name: "toggle")
        toggle.setOn(true, animated: false)
        toggle.isSelected = true
        let slider = Slider(frame: CGRect(x: 10, y: 200, width: 200, height: 30), name: "slider")
        slider.value = 0.25
        slider.isEnabled = false
        let button = Button(frame: CGRect(x: 10, y: 300, width: 100, height: 40), name: "button")
        button.isHighlighted = true
        list.addSubview(toggle)
        list.addSubview(slider)
        list.addSubview(button)
        let text = ViewDump.text(of: window)
        return (try JSONReader.node(of: Data(text.utf8)), list)
    }

    @Test func everyViewHasItsBounds() throws {
        let (root, _) = try dump()
        #expect(numbers(root["bounds"]) == [0, 0, 400, 800])
        // A scroll view's bounds origin is its content offset (UIKit's contentOffset is bounds.origin).
        #expect(numbers(node(named: "list", in: root)?["bounds"]) == [0, 120, 400, 300])
        #expect(numbers(node(named: "slider", in: root)?["bounds"]) == [0, 0, 200, 30])
    }

    @Test func aScrollViewDumpsItsScrollingState() throws {
        let (root, _) = try dump()
        let list = try #require(node(named: "list", in: root))
        #expect(numbers(list["contentOffset"]) == [0, 120])
        #expect(numbers(list["contentSize"]) == [400, 2000])
        #expect(list["zoomScale"]?.value == .number(1))
        #expect(list["pagingEnabled"]?.value == .bool(true))
        #expect(list["delaysContentTouches"]?.value == .bool(false))
        #expect(list["canCancelContentTouches"]?.value == .bool(false))
        // Not a control: no control fields.
        #expect(list["highlighted"] == nil)
    }

    @Test func controlsDumpTheirState() throws {
        let (root, _) = try dump()
        let toggle = try #require(node(named: "toggle", in: root))
        #expect(toggle["isOn"]?.value == .bool(true))
        #expect(toggle["selected"]?.value == .bool(true))
        #expect(toggle["enabled"]?.value == .bool(true))
        #expect(toggle["highlighted"]?.value == .bool(false))
        #expect(toggle["value"] == nil)
        let slider = try #require(node(named: "slider", in: root))
        #expect(slider["value"]?.value == .number(0.25))
        #expect(slider["enabled"]?.value == .bool(false))
        #expect(slider["isOn"] == nil)
        let button = try #require(node(named: "button", in: root))
        #expect(button["highlighted"]?.value == .bool(true))
        #expect(button["selected"]?.value == .bool(false))
        #expect(button["contentOffset"] == nil)
    }
}
