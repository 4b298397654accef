import Foundation
import GestureKit

/// Writes `--dump-views`: the view tree as JSON, each view with its name, type, frame, centre, transform, alpha,
/// hidden flag, a tint, a label's text, an image view's image, and its subviews in z-order. Keys in a fixed order, numbers spelled
/// deterministically, two-space indentation. A windowed run adds, after the root's subviews, `chrome`: the app's
/// touch targets (scene tabs, bar buttons, close buttons, the replay's transport) as views of type `ChromeTarget`
/// with their frames in window points.
@MainActor
public enum ViewDump {
    public static func text(of root: View, chrome: [(name: String, frame: CGRect)] = []) -> String {
        var lines: [String] = []
        append(root, indent: "", to: &lines, last: true)
        if !chrome.isEmpty {
            lines.removeLast()
            lines[lines.count - 1] += ","
            lines.append("  \"chrome\": [")
            for (index, target) in chrome.enumerated() {
                let frame = [target.frame.minX, target.frame.minY, target.frame.width, target.frame.height]
                    .map { JSONNumber.string($0, digits: JSONNumber.pointDigits) }.joined(separator: ",")
                lines.append("    {\"name\": \(JSONLine.quoted(target.name)), \"type\": \"ChromeTarget\", "
                    + "\"frame\": [\(frame)]}" + (index == chrome.count - 1 ? "" : ","))
            }
            lines.append("  ]")
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func append(_ view: View, indent: String, to lines: inout [String], last: Bool) {
        let inner = indent + "  "
        let digits = JSONNumber.pointDigits
        func list(_ values: [CGFloat]) -> String {
            "[" + values.map { JSONNumber.string($0, digits: digits) }.joined(separator: ",") + "]"
        }
        let frame = view.frame, t = view.transform
        var members = [
            "\"name\": \(JSONLine.quoted(view.name))",
            "\"type\": \(JSONLine.quoted(view.typeName))",
            "\"frame\": \(list([frame.minX, frame.minY, frame.width, frame.height]))",
            "\"center\": \(list([view.center.x, view.center.y]))",
            "\"transform\": \(list([t.a, t.b, t.c, t.d, t.tx, t.ty]))",
            "\"alpha\": \(JSONNumber.string(view.alpha, digits: digits))",
            "\"hidden\": \(view.isHidden)",
            "\"bounds\": \(list([view.bounds.minX, view.bounds.minY, view.bounds.width, view.bounds.height]))",
        ]
        if let scroll = view as? ScrollView {
            members.append("\"contentOffset\": \(list([scroll.contentOffset.x, scroll.contentOffset.y]))")
            members.append("\"contentSize\": \(list([scroll.contentSize.width, scroll.contentSize.height]))")
            members.append("\"zoomScale\": \(JSONNumber.string(scroll.zoomScale, digits: digits))")
            members.append("\"pagingEnabled\": \(scroll.isPagingEnabled)")
            members.append("\"delaysContentTouches\": \(scroll.delaysContentTouches)")
            members.append("\"canCancelContentTouches\": \(scroll.canCancelContentTouches)")
        }
        if let control = view as? Control {
            members.append("\"highlighted\": \(control.isHighlighted)")
            members.append("\"selected\": \(control.isSelected)")
            members.append("\"enabled\": \(control.isEnabled)")
            if let toggle = control as? Switch { members.append("\"isOn\": \(toggle.isOn)") }
            if let slider = control as? Slider {
                members.append("\"value\": \(JSONNumber.string(Double(slider.value), digits: digits))")
            }
        }
        if let label = view as? Label { members.append("\"text\": \(JSONLine.quoted(label.text))") }
        if let tint = view.tintColor { members.append("\"tint\": \(JSONLine.quoted(Self.hex(tint)))") }
        if let image = view as? ImageView, let name = image.imageName {
            members.append("\"image\": \(JSONLine.quoted(name))")
        }
        lines.append(indent + "{")
        for member in members { lines.append(inner + member + ",") }
        if view.subviews.isEmpty {
            lines.append(inner + "\"subviews\": []")
        } else {
            lines.append(inner + "\"subviews\": [")
            for (index, subview) in view.subviews.enumerated() {
                append(subview, indent: inner + "  ", to: &lines, last: index == view.subviews.count - 1)
            }
            lines.append(inner + "]")
        }
        lines.append(indent + (last ? "}" : "},"))
    }

    /// `#RRGGBB`, with `AA` appended when not opaque.
    public static func hex(_ color: Color) -> String {
        func byte(_ value: Double) -> String { String(format: "%02X", Int((min(max(value, 0), 1) * 255).rounded())) }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue) + (color.alpha < 1 ? byte(color.alpha) : "")
    }
}
