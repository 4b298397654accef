extension Bitmap {
    /// This bitmap resampled to exactly `width`×`height` pixels, for an image drawn again and again at one scaled,
    /// axis-aligned size (photo tiles): each frame then costs a row copy instead of a bilinear sample per pixel.
    ///
    /// Pixel centres map to texel centres (`u = (x + ½)·sourceWidth/width − ½`), sampled bilinearly with the edge
    /// texels extended, so an opaque bitmap stays opaque and its copy is blitted without blending. Past 2:1 the
    /// box-halved copy is sampled instead, as `ImageRasterizer.sample` does, so no texel is skipped.
    package func resampled(width newWidth: Int, height newHeight: Int) -> Bitmap? {
        guard newWidth > 0, newHeight > 0, width > 0, height > 0 else { return nil }
        var source = self
        while source.width >= 2 * newWidth, source.height >= 2 * newHeight, let half = source.halved() { source = half }
        let sourceWidth = source.width, sourceHeight = source.height
        let texels = source.pixels.baseAddress!
        let one = 65536.0
        // 16.16 texel positions, clamped to the edge texels' centres; both taps of every sample lie inside.
        func taps(_ count: Int, over size: Int) -> [(index: Int, fraction: UInt32)] {
            let ratio = Double(size) / Double(count)
            return (0..<count).map { position in
                let u = min(max((Double(position) + 0.5) * ratio - 0.5, 0), Double(size - 1))
                let fixed = Int(u * one)
                let index = min(fixed >> 16, max(size - 2, 0))
                // Up to 256: at the last texel (index clamped one short) all the weight goes to its neighbour.
                let fraction = size == 1 ? 0 : UInt32(min((fixed - index << 16) >> 8, 256))
                return (index, fraction)
            }
        }
        let columns = taps(newWidth, over: sourceWidth), rows = taps(newHeight, over: sourceHeight)
        let nextColumn = sourceWidth > 1 ? 1 : 0, nextRow = sourceHeight > 1 ? sourceWidth : 0
        return Bitmap(width: newWidth, height: newHeight, isOpaque: isOpaque) { out in
            for (y, row) in rows.enumerated() {
                let line = out.baseAddress! + y * newWidth
                let top = texels + row.index * sourceWidth
                for (x, column) in columns.enumerated() {
                    let texel = top + column.index
                    line[x] = PixelMath.bilinear(texel[0], texel[nextColumn], texel[nextRow],
                                                 texel[nextRow + nextColumn], fu: column.fraction, fv: row.fraction)
                }
            }
        }
    }
}
