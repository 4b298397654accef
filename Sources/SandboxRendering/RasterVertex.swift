/// One vertex of a `TriangleBatch`: a point in device pixels, its colour and a texture coordinate. Laid out like SDL's
/// `SDL_Vertex` (two floats, four colour bytes, two floats), so the host hands a batch to `SDL_RenderGeometry` as it
/// is, without a copy (`RasterVertex+SDL` in SandboxHost checks that the two layouts agree).
package struct RasterVertex: Equatable, Sendable {
    package var position: RasterPoint
    package var color: RasterColor
    package var texCoord: RasterPoint

    package init(position: RasterPoint, color: RasterColor, texCoord: RasterPoint) {
        (self.position, self.color, self.texCoord) = (position, color, texCoord)
    }
}
