/// A point of a `RasterVertex`, two floats like SDL's `SDL_FPoint` (a `SIMD2<Float>` is 8-byte aligned and would not
/// keep the vertex's layout).
package struct RasterPoint: Equatable, Sendable {
    package var x: Float
    package var y: Float

    package init(x: Float, y: Float) {
        (self.x, self.y) = (x, y)
    }
}
