/// An image or rendered text kept on the CPU as premultiplied ARGB words, which the software path copies and samples
/// itself: premultiplied texels filter without dark fringes, and SDL's own blits can neither filter rotated quads nor
/// skip blending for opaque pixels.
package final class Bitmap {
    package let width: Int, height: Int
    /// Rows of `width` words, top row first.
    package let pixels: UnsafeMutableBufferPointer<UInt32>
    /// Every pixel has alpha 255, so an unscaled draw at full alpha is a plain row copy.
    package let isOpaque: Bool
    private var halfSize: Bitmap?
    /// Measured on the first rotated or scaled draw, then kept.
    package private(set) lazy var radialExtent = RadialExtent(self)

    /// A `width`×`height` bitmap from straight (not premultiplied) ARGB8888 rows that `fill` writes; they are
    /// premultiplied in place, so an image loads with no intermediate copy (a full-window backdrop's 4 MB would raise
    /// the app's peak memory while images load).
    package init(width: Int, height: Int, straightARGB fill: (UnsafeMutableBufferPointer<UInt32>) throws -> Void) throws {
        self.width = width
        self.height = height
        pixels = PixelMemory.allocate(width * height)
        do {
            try fill(pixels)
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

    /// A `width`×`height` bitmap whose premultiplied pixels `fill` writes (rows of `width` words).
    package init(width: Int, height: Int, isOpaque: Bool, fill: (UnsafeMutableBufferPointer<UInt32>) -> Void) {
        (self.width, self.height, self.isOpaque) = (width, height, isOpaque)
        pixels = PixelMemory.allocate(width * height)
        fill(pixels)
    }

    deinit { PixelMemory.deallocate(pixels) }

    /// This bitmap at half the size (2×2 box average), made once: strong minification samples it instead, so
    /// bilinear filtering does not skip whole texels.
    package func halved() -> Bitmap? {
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
    package static func premultiplied(_ pixel: UInt32) -> UInt32 {
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
