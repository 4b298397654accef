import GestureKit

/// The lasso scene's colours.
enum LassoPalette {
    static let backdrop = Color(hex: 0x1E2630)
    static let board = Color(hex: 0x2A3441)
    static let ink = Color(hex: 0xFFD166)
    static let selection = Color(hex: 0xFFD166)
    static let failure = Color(hex: 0xFF6B6B)
    static let text = Color(hex: 0xF4F1EA)
    static let tiles = [0x3A86FF, 0x8338EC, 0xFF006E, 0xFB5607, 0x06A77D, 0x118AB2].map { Color(hex: $0) }
}
