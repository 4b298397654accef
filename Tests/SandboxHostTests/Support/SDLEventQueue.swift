import CSDL2
import Testing

/// Puts `event` on SDL's queue, as a device would deliver it, for the app's next frame to read; a queue that refuses it
/// fails the calling test at its own line.
func push(_ event: SDL_Event, sourceLocation: SourceLocation = #_sourceLocation) {
    var event = event
    #expect(SDL_PushEvent(&event) == 1, "\(String(cString: SDL_GetError()))", sourceLocation: sourceLocation)
}
