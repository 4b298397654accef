internal import CSDL2
import SandboxRendering

/// The software renderer's window surface as a `RasterTarget`.
extension RasterTarget {
    /// Whether `surface` has a layout the software path writes.
    static func canDraw(into surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        let format = surface.pointee.format.pointee.format
        return format == SDL_PIXELFORMAT_RGB888.rawValue || format == SDL_PIXELFORMAT_ARGB8888.rawValue
    }

    /// Runs `body` on `surface` clipped to `clip`; not at all when the clip is empty.
    static func with(_ surface: UnsafeMutablePointer<SDL_Surface>, clip: SDL_Rect, _ body: (RasterTarget) -> Void) {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        let minX = max(Int(clip.x), 0), minY = max(Int(clip.y), 0)
        let maxX = min(Int(clip.x) + Int(clip.w), width), maxY = min(Int(clip.y) + Int(clip.h), height)
        guard minX < maxX, minY < maxY else { return }
        let mustLock = (surface.pointee.flags & UInt32(SDL_RLEACCEL)) != 0
        if mustLock { SDL_LockSurface(surface) }
        defer { if mustLock { SDL_UnlockSurface(surface) } }
        guard let pixels = surface.pointee.pixels?.assumingMemoryBound(to: UInt32.self) else { return }
        body(RasterTarget(pixels: pixels, stride: Int(surface.pointee.pitch) / 4, minX: minX, minY: minY,
                          maxX: maxX, maxY: maxY))
    }
}
