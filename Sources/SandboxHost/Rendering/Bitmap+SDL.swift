internal import CSDL2
import SandboxRendering

extension Bitmap {
    /// Copies `surface` (any format SDL converts) to premultiplied ARGB. The pixels are converted straight into
    /// the bitmap, then premultiplied in place: no intermediate ARGB surface, whose 4 MB for a full-window backdrop
    /// used to raise the app's peak memory while images loaded. Palette images go through such a surface.
    convenience init(surface: UnsafeMutablePointer<SDL_Surface>) throws {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        try self.init(width: width, height: height) { pixels in
            try Self.convert(surface, into: pixels, width: width, height: height)
        }
    }

    /// Writes `surface`'s pixels as straight (not premultiplied) ARGB8888 rows of `width` words.
    private static func convert(_ surface: UnsafeMutablePointer<SDL_Surface>, into pixels: UnsafeMutableBufferPointer<UInt32>,
                                width: Int, height: Int) throws {
        guard width > 0, height > 0 else { return }
        let argb = SDL_PIXELFORMAT_ARGB8888.rawValue
        if surface.pointee.format.pointee.palette == nil {
            SDL_LockSurface(surface)
            defer { SDL_UnlockSurface(surface) }
            if SDL_ConvertPixels(Int32(width), Int32(height), surface.pointee.format.pointee.format,
                                 surface.pointee.pixels, surface.pointee.pitch, argb, pixels.baseAddress,
                                 Int32(width * 4)) == 0 {
                return
            }
        }
        guard let converted = SDL_ConvertSurfaceFormat(surface, argb, 0) else {
            throw SDLError.last("SDL_ConvertSurfaceFormat")
        }
        defer { SDL_FreeSurface(converted) }
        SDL_LockSurface(converted)
        defer { SDL_UnlockSurface(converted) }
        let pitch = Int(converted.pointee.pitch)
        let base = UnsafeRawPointer(converted.pointee.pixels!)
        for y in 0..<height {
            let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels[y * width + x] = row[x] }
        }
    }
}
