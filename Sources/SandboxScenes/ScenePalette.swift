import Foundation
import GestureKit

/// The scenes' shared colours and fonts, so the five demos look like one app.
enum ScenePalette {
    static let hintBackground = Color(hex: 0x101418, alpha: 0.78)
    static let hintText = Color(hex: 0xF4F1EA)
    static let hintFont = Font.systemFont(ofSize: 17)
    static let shadow = Color(white: 0, alpha: 0.22)
    static let ink = Color(hex: 0x1F3A5F)
    static let success = Color(hex: 0x2E9E5B)
    static let failure = Color(hex: 0xE5484D)
    static let paper = Color(hex: 0xFBF8F1)
    static let paperRule = Color(hex: 0xD9E4EE)
    static let slate = Color(hex: 0x1C2130)
    static let slateLight = Color(hex: 0x2A3145)
    static let panel = Color(hex: 0xF7F7FA)
    static let panelDark = Color(hex: 0x262C3D)
    static let accent = Color(hex: 0x0A84FF)
}
