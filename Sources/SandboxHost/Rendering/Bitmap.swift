internal import CSDL2

/// An image or rendered text kept on the CPU as premultiplied ARGB words, which the software path copies and samples
/// itself: premultiplied texels filter without dark fringes, and SDL's own blits can neither filter rotated quads nor
/// skip blending for opaque pixels.
final class Bitmap {
    let width: Int, height: Int
    /// Rows of `width` words, top row first.
    let pixels: UnsafeMutableBufferPointer<UInt32>
    /// Every pixel has alpha 255, so an unscaled draw at full alpha is a plain row copy.
    let isOpaque: Bool
    private var halfSize: Bitmap?
    /// Measured on the first rotated or scaled draw, then kept.
    private(set) lazy var radialExtent = RadialExtent(self)

    /// Copies `surface` (any format SDL converts) to premultiplied ARGB. The pixels are converted straight into
    /// the bitmap, then premultiplied in place: no intermediate ARGB surface, whose 4 MB for a full-window backdrop
    /// used to raise the app's peak memory while images loaded. Palette images go through such a surface.
    init(surface: UnsafeMutablePointer<SDL_Surface>) throws {
        width = Int(surface.pointee.w)
        height = Int(surface.pointee.h)
        pixels = PixelMemory.allocate(width * height)
        do {
            try Self.convert(surface, into: pixels, width: width, height: height)
        } catch {
            PixelMemory.deallocate(pixels)
            throw error
        }
        var opaque = true
        for index in 0..<width * height {
            let pixel = pixels[index]
            if pixel >> 24 != 0xFF { opaque = false }
            pixels[index] = Bitmap.premultiplied(pixel)
        }
        isOpaque = opaque
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

    /// A `width`×`height` bitmap whose premultiplied pixels `fill` writes (rows of `width` words).
    init(width: Int, height: Int, isOpaque: Bool, fill: (UnsafeMutableBufferPointer<UInt32>) -> Void) {
        (self.width, self.height, self.isOpaque) = (width, height, isOpaque)
        pixels = PixelMemory.allocate(width * height)
        fill(pixels)
    }

    deinit { PixelMemory.deallocate(pixels) }

    /// This bitmap at half the size (2×2 box average), made once: strong minification samples it instead, so
    /// bilinear filtering does not skip whole texels.
    func halved() -> Bitmap? {
        if let halfSize { return halfSize }
        guard width >= 2, height >= 2 else { return nil }
        let halfWidth = width / 2, halfHeight = height / 2
        let half = Bitmap(width: halfWidth, height: halfHeight, isOpaque: isOpaque) { out in
            self.halve(into: out, halfWidth: halfWidth, halfHeight: halfHeight)
        }
        halfSize = half
        return half
    }

    private func halve(into out: UnsafeMutableBufferPointer<UInt32>, halfWidth: Int, halfHeight: Int) {
        for y in 0..<halfHeight {
            let top = 2 * y * width, bottom = top + width
            for x in 0..<halfWidth {
                let p0 = pixels[top + 2 * x], p1 = pixels[top + 2 * x + 1]
                let p2 = pixels[bottom + 2 * x], p3 = pixels[bottom + 2 * x + 1]
                var rb: UInt32 = 0x20002, ag: UInt32 = 0x20002
                rb &+= p0 & 0xFF00FF
                rb &+= p1 & 0xFF00FF
                rb &+= p2 & 0xFF00FF
                rb &+= p3 & 0xFF00FF
                ag &+= p0 >> 8 & 0xFF00FF
                ag &+= p1 >> 8 & 0xFF00FF
                ag &+= p2 >> 8 & 0xFF00FF
                ag &+= p3 >> 8 & 0xFF00FF
                out[y * halfWidth + x] = (rb >> 2 & 0xFF00FF) | (ag >> 2 & 0xFF00FF) << 8
            }
        }
    }

    @inline(__always)
    static func premultiplied(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        if alpha == 0xFF { return pixel }
        if alpha == 0 { return 0 }
        var rb = (pixel & 0xFF00FF) * alpha + 0x800080
        rb = (rb + (rb >> 8 & 0xFF00FF)) >> 8 & 0xFF00FF
        var g = (pixel & 0xFF00) * alpha + 0x8000
        g = (g + (g >> 8 & 0xFF00)) >> 8 & 0xFF00
        return alpha << 24 | rb | g
    }
}
