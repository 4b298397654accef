/// Drawing the software path keeps in order among a frame's triangles instead of drawing at once: images, text,
/// pixel-exact rects, cached ellipse masks and clip changes. With the whole frame in one batch, an opaque shape or
/// image drawn late hides the shapes under it before they are painted (the photo sheet over the notepad, the tiles
/// over the sheet), which used to be painted in full and then covered.
package struct RasterCommand {
    package enum Kind {
        /// Later drawing is limited to this pixel box (min x, min y, max x, max y; exclusive maxima); nil: none.
        case clip(SIMD4<Int>?)
        /// A bitmap mapped through `mapping` (a row copy when that is a whole-pixel translation), at `alpha` 0…255.
        case image(Bitmap, ImageRasterizer.Mapping, alpha: UInt32)
        /// A straight colour over a pixel-aligned rect, at `alpha` 0…255.
        case rect(x: Int, y: Int, width: Int, height: Int, rgb: UInt32, alpha: UInt32)
        /// A colour through a `side`×`side` coverage mask whose top-left pixel lands at (x, y).
        case mask([UInt8], side: Int, x: Int, y: Int, rgb: UInt32)
    }

    /// The batch's index count when the command was recorded: it runs after the triangles before that index.
    package let index: Int
    package let kind: Kind
}
