internal import CSDL2

/// An SDL call that failed, with the text SDL gave for it, so failures name their cause instead of a bare code.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    /// The SDL (or SDL_ttf / SDL_image) function that failed.
    public let function: String
    /// `SDL_GetError()` at the time of the failure.
    public let message: String

    public init(function: String, message: String) {
        self.function = function
        self.message = message
    }

    /// Captures `SDL_GetError()` for a call that just failed (SDL_ttf and SDL_image report through it too).
    static func last(_ function: String) -> SDLError {
        SDLError(function: function, message: String(cString: SDL_GetError()))
    }

    public var description: String { "\(function) failed: \(message.isEmpty ? "no error text" : message)" }
}
