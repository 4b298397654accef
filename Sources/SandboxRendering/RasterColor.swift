/// A straight (not premultiplied) 8-bit RGBA colour, as a `RasterVertex` carries it; byte for byte SDL's `SDL_Color`.
package struct RasterColor: Equatable, Sendable {
    package var r: UInt8
    package var g: UInt8
    package var b: UInt8
    package var a: UInt8

    package init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }
}
