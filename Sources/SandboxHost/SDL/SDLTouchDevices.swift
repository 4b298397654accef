internal import CSDL2
import SandboxFormats

/// The touch devices SDL knows now, with their names (`SDL_GetTouchName`, SDL 2.0.22+).
public enum SDLTouchDevices {
    public static func current() -> [RecordedTouchDevice] {
        (0..<max(SDL_GetNumTouchDevices(), 0)).compactMap { index in
            let id = SDL_GetTouchDevice(index)
            guard id != 0 else { return nil }
            let name = SDL_GetTouchName(index).map { String(cString: $0) } ?? ""
            return RecordedTouchDevice(id: id, name: name.isEmpty ? "touch device \(id)" : name)
        }
    }
}
