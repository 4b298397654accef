/// Rasterises a `TriangleBatch` straight into the software renderer's 32-bit window surface.
///
/// SDL's software renderer turns each blended triangle into its own command, a temporary surface and a blit, so the
/// thousands of thin fringe triangles of an antialiased scene cost tens of milliseconds. Here each triangle is
/// walked once over its bounding box with exact fixed-point edge functions (top-left rule, so shared edges are
/// never blended twice) and Gouraud-interpolated colour, blended source-over like `SDL_BLENDMODE_BLEND`.
package enum SoftwareRasterizer {
    /// Sub-pixel precision of vertex positions: 1/16 px.
    private static let subpixel: Int64 = 16

    /// A convex polygon's edge with its row range in sub-pixel units.
    package typealias PolygonEdge = (edge: Edge, top: Int64, bottom: Int64)

    /// An opaque colour (XRGB) the whole `width`×`height` surface should have before the batch is drawn.
    package struct Background {
        package let rgb: UInt32
        package let width: Int, height: Int

        package init(rgb: UInt32, width: Int, height: Int) {
            (self.rgb, self.width, self.height) = (rgb, width, height)
        }
    }

    /// Draws every triangle and command of `batch` inside the target's clip (narrowed further by the batch's clip
    /// commands), with working memory from `scratch` (kept between batches by the caller, so a frame's large shapes
    /// don't allocate). With a `background`, the surface is first filled with it, except where the batch's opaque
    /// fills and images will cover it anyway.
    ///
    /// `rows` limits this call to a band of the surface (its target and its share of the background): the bands
    /// of a frame can then be drawn side by side (`drawInBands`).
    package static func draw(_ batch: TriangleBatch, into fullTarget: RasterTarget, scratch: RasterScratch = RasterScratch(),
                             background: Background? = nil, rows: Range<Int>? = nil) {
        var target = fullTarget
        if let rows {
            target = fullTarget.clipped(to: SIMD4(fullTarget.minX, rows.lowerBound, fullTarget.maxX, rows.upperBound))
        }
        scratch.occluders.removeAll(keepingCapacity: true)
        for occluder in batch.occluders {
            if let spans = OccluderSpans(occluder, outline: batch.occluderOutline(occluder),
                                         target: target.clipped(to: occluder.clip), scratch: scratch,
                                         slot: scratch.occluders.count) {
                scratch.occluders.append(spans)
            }
        }
        let occluders = scratch.occluders
        if let background {
            fill(background, around: occluders, into: fullTarget.pixels, stride: fullTarget.stride,
                 rows: rows ?? 0..<background.height)
        }
        let polygons = batch.convexFills, groups = batch.coverageGroups, commands = batch.commands
        var nextPolygon = 0, nextGroup = 0, nextCommand = 0
        var clipped = target
        batch.vertices.withUnsafeBufferPointer { vertices in
            batch.indices.withUnsafeBufferPointer { indices in
                var index = 0
                while index + 2 < indices.count {
                    while nextCommand < commands.count, commands[nextCommand].index <= index {
                        run(commands[nextCommand], base: target, clipped: &clipped)
                        nextCommand += 1
                    }
                    if nextGroup < groups.count, groups[nextGroup].lowerBound == index {
                        let group = groups[nextGroup]
                        fillCoverageGroup(vertices, indices, group, clipped, scratch: scratch)
                        index = group.upperBound
                        nextGroup += 1
                        while nextPolygon < polygons.count, polygons[nextPolygon].firstIndex < index { nextPolygon += 1 }
                        continue
                    }
                    if nextPolygon < polygons.count, polygons[nextPolygon].firstIndex == index {
                        // The fan's triangles are drawn as one polygon instead.
                        let polygon = polygons[nextPolygon]
                        fillConvexPolygon(vertices, polygon, clipped, index: index, occluders: occluders,
                                          scratch: scratch)
                        index += 3 * (polygon.count - 2)
                        nextPolygon += 1
                        continue
                    }
                    fillTriangle(vertices[Int(indices[index])], vertices[Int(indices[index + 1])],
                                 vertices[Int(indices[index + 2])], clipped, index: index, occluders: occluders)
                    index += 3
                }
            }
        }
        while nextCommand < commands.count {
            run(commands[nextCommand], base: target, clipped: &clipped)
            nextCommand += 1
        }
    }

    /// Carries out one recorded command; a clip command replaces `clipped` (the base target narrowed to it).
    private static func run(_ command: RasterCommand, base: RasterTarget, clipped: inout RasterTarget) {
        switch command.kind {
        case .clip(let box):
            clipped = base.clipped(to: box)
        case .image(let bitmap, let mapping, let alpha):
            ImageRasterizer.draw(bitmap, mapping: mapping, alpha: alpha, into: clipped)
        case .rect(let x, let y, let width, let height, let rgb, let alpha):
            let minX = max(x, clipped.minX), maxX = min(x + width, clipped.maxX)
            let minY = max(y, clipped.minY), maxY = min(y + height, clipped.maxY)
            guard minX < maxX, minY < maxY else { return }
            for row in minY..<maxY {
                PixelMath.blendSpan(clipped.pixels + row * clipped.stride + minX, count: maxX - minX, rgb: rgb,
                                    alpha: alpha)
            }
        case .mask(let mask, let side, let x, let y, let rgb):
            blend(rgb: rgb, mask: mask, side: side, x: x, y: y, into: clipped)
        }
    }

    /// Fills the surface with `background` row by row, leaving out each row's widest occluder span: the occluder's
    /// fill (or a later one hiding it) paints every pixel of its spans opaque, so what lies below them never shows.
    private static func fill(_ background: Background, around occluders: [OccluderSpans],
                             into pixels: UnsafeMutablePointer<UInt32>, stride: Int, rows: Range<Int>) {
        let colour = 0xFF00_0000 | background.rgb
        for y in rows.clamped(to: 0..<background.height) {
            let line = pixels + y * stride
            var skipFirst = 0, skipLast = -1
            for occluder in occluders where y >= occluder.minY && y < occluder.maxY {
                let span = occluder.spans[y - occluder.minY]
                if Int(span.y) - Int(span.x) > skipLast - skipFirst { (skipFirst, skipLast) = (Int(span.x), Int(span.y)) }
            }
            guard skipFirst <= skipLast else {
                line.update(repeating: colour, count: background.width)
                continue
            }
            line.update(repeating: colour, count: skipFirst)
            (line + skipLast + 1).update(repeating: colour, count: background.width - skipLast - 1)
        }
    }

    /// A per-pixel coverage buffer over a pixel box: triangles raise it (max, not sum), then it is blended once.
    private struct CoverageMask {
        let pixels: UnsafeMutablePointer<UInt8>
        let minX: Int, minY: Int, width: Int
    }

    /// Rasterises the triangles in `group` (one colour) into a coverage mask and lays the colour over the target
    /// once through it.
    private static func fillCoverageGroup(_ vertices: UnsafeBufferPointer<RasterVertex>, _ indices: UnsafeBufferPointer<Int32>,
                                          _ group: Range<Int>, _ target: RasterTarget, scratch: RasterScratch) {
        var low = SIMD2<Float>(repeating: .infinity), high = SIMD2<Float>(repeating: -.infinity)
        for position in group {
            let point = vertices[Int(indices[position])].position
            low = pointwiseMin(low, SIMD2(point.x, point.y))
            high = pointwiseMax(high, SIMD2(point.x, point.y))
        }
        let minX = max(Int(low.x.rounded(.down)) - 1, target.minX), maxX = min(Int(high.x.rounded(.up)) + 1, target.maxX)
        let minY = max(Int(low.y.rounded(.down)) - 1, target.minY), maxY = min(Int(high.y.rounded(.up)) + 1, target.maxY)
        guard minX < maxX, minY < maxY else { return }
        let width = maxX - minX, height = maxY - minY
        let color = vertices[Int(indices[group.lowerBound])].color
        let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        do {
            let pixels = scratch.coverage(width * height).baseAddress!
            pixels.update(repeating: 0, count: width * height)
            let mask = CoverageMask(pixels: pixels, minX: minX, minY: minY, width: width)
            let box = RasterTarget(pixels: target.pixels, stride: target.stride, minX: minX, minY: minY, maxX: maxX,
                                   maxY: maxY)
            var position = group.lowerBound
            while position + 2 < group.upperBound {
                fillTriangle(vertices[Int(indices[position])], vertices[Int(indices[position + 1])],
                             vertices[Int(indices[position + 2])], box, index: position, occluders: [], mask: mask)
                position += 3
            }
            for y in minY..<maxY {
                let line = target.pixels + y * target.stride, coverage = pixels + (y - minY) * width - minX
                for x in minX..<maxX where coverage[x] > 0 {
                    line[x] = blend(red: Int(rgb >> 16), green: Int(rgb >> 8 & 0xFF), blue: Int(rgb & 0xFF),
                                    alpha: Int(coverage[x]), over: line[x])
                }
            }
        }
    }

    /// Per-row pixel spans inside a large opaque convex fill of the batch, a quarter pixel in from its outline so
    /// that vertex snapping can't make them claim a pixel the fill leaves alone. Earlier triangles skip these pixels:
    /// the fill paints them opaque whatever lies below (panel shadows and backdrops are mostly hidden this way).
    package struct OccluderSpans {
        package let firstIndex: Int
        package let minX: Int, maxX: Int, minY: Int, maxY: Int
        /// Inclusive pixel spans (first, last) per row from `minY`; first > last for an empty row. Raw memory in the
        /// scratch's slot for this occluder, so the per-row lookups don't retain anything.
        package let spans: UnsafeMutablePointer<SIMD2<Int32>>

        /// A pixel centre (x, cy) belongs when the square of half-side `margin` around it lies inside the outline
        /// (which keeps it at least `margin` from every edge). For a convex outline that means x lies, shrunk by
        /// `margin`, inside the outline's boundary between heights cy ± margin: each edge narrows only the rows whose
        /// band it crosses, so the cost is the rows plus the edges, not their product.
        package init?(_ occluder: TriangleBatch.Occluder, outline: ArraySlice<SIMD2<Float>>, target: RasterTarget,
                      scratch: RasterScratch, slot: Int) {
            guard outline.count >= 3 else { return nil }
            firstIndex = occluder.firstIndex
            var centre = SIMD2<Float>(0, 0), low = outline[outline.startIndex], high = low
            for point in outline {
                centre += point
                low = pointwiseMin(low, point)
                high = pointwiseMax(high, point)
            }
            centre /= Float(outline.count)
            minY = max(Int(low.y.rounded(.down)), target.minY)
            maxY = min(Int(high.y.rounded(.up)), target.maxY)
            minX = max(Int(low.x.rounded(.down)), target.minX)
            maxX = min(Int(high.x.rounded(.up)), target.maxX)
            guard minY < maxY, minX < maxX else { return nil }
            let margin: Float = 0.25
            let rows = maxY - minY
            spans = scratch.occluderSpans(slot: slot, rows)
            do {
                let bounds = scratch.bounds(rows)
                // (lower, upper) limits on x per row; rows whose band leaves the outline's height stay empty.
                for row in 0..<rows {
                    let centreY = Float(minY + row) + 0.5
                    let inside = centreY - margin >= low.y && centreY + margin <= high.y
                    bounds[row] = inside ? SIMD2(-.infinity, .infinity) : SIMD2(.infinity, -.infinity)
                }
                for index in outline.indices {
                    let a = outline[index], b = outline[index + 1 == outline.endIndex ? outline.startIndex : index + 1]
                    let direction = b - a
                    // The side the interior lies on decides whether this edge bounds x from below or above.
                    let inwardX = -direction.y * ((centre - a).y * direction.x - (centre - a).x * direction.y < 0 ? -1 : 1)
                    guard inwardX != 0 else { continue }
                    let top = min(a.y, b.y), bottom = max(a.y, b.y)
                    let slope = bottom - top > 1e-6 ? direction.x / direction.y : 0
                    let firstRow = max(Int((top - 0.5 - margin).rounded(.up)), minY)
                    let lastRow = min(Int((bottom - 0.5 + margin).rounded(.down)), maxY - 1)
                    guard firstRow <= lastRow else { continue }
                    for y in firstRow...lastRow {
                        let centreY = Float(y) + 0.5
                        // The edge's x at both ends of its part within the band.
                        let from = max(top, centreY - margin), to = min(bottom, centreY + margin)
                        let x0 = slope == 0 ? a.x : a.x + (from - a.y) * slope
                        let x1 = slope == 0 ? b.x : a.x + (to - a.y) * slope
                        if inwardX > 0 {
                            bounds[y - minY].x = max(bounds[y - minY].x, max(x0, x1) + margin)
                        } else {
                            bounds[y - minY].y = min(bounds[y - minY].y, min(x0, x1) - margin)
                        }
                    }
                }
                for row in 0..<rows {
                    let lower = bounds[row].x, upper = bounds[row].y
                    guard lower < upper else {
                        spans[row] = SIMD2(0, -1)
                        continue
                    }
                    spans[row] = SIMD2(Int32(max(Int((lower - 0.5).rounded(.up)), minX)),
                                       Int32(min(Int((upper - 0.5).rounded(.down)), maxX - 1)))
                }
            }
        }
    }

    private static func fillTriangle(_ a: RasterVertex, _ b: RasterVertex, _ c: RasterVertex, _ target: RasterTarget,
                                     index: Int, occluders: [OccluderSpans], mask: CoverageMask? = nil) {
        let v0 = a
        var v1 = b, v2 = c
        let x0 = fixed(v0.position.x), y0 = fixed(v0.position.y)
        var x1 = fixed(v1.position.x), y1 = fixed(v1.position.y)
        var x2 = fixed(v2.position.x), y2 = fixed(v2.position.y)
        var area = (x1 - x0) * (y2 - y0) - (y1 - y0) * (x2 - x0)
        if area == 0 { return }
        if area < 0 {
            swap(&v1, &v2)
            swap(&x1, &x2)
            swap(&y1, &y2)
            area = -area
        }
        // The colour planes are anchored at the unclipped box's corner, so a pixel gets the same colour however the
        // triangle is clipped (bands of one frame drawn on different threads match a whole-frame draw to the bit).
        let originX = Int((min(x0, x1, x2) - subpixel / 2) / subpixel)
        let originY = Int((min(y0, y1, y2) - subpixel / 2) / subpixel)
        let minX = max(originX, target.minX)
        let maxX = min(Int((max(x0, x1, x2) + subpixel / 2) / subpixel) + 1, target.maxX)
        let minY = max(originY, target.minY)
        let maxY = min(Int((max(y0, y1, y2) + subpixel / 2) / subpixel) + 1, target.maxY)
        guard minX < maxX, minY < maxY else { return }

        // Edge k is opposite vertex k; its function is positive inside and equals `area` at vertex k.
        let edge0 = Edge(x1, y1, x2, y2), edge1 = Edge(x2, y2, x0, y0), edge2 = Edge(x0, y0, x1, y1)
        let startX = Int64(minX) * subpixel + subpixel / 2, startY = Int64(minY) * subpixel + subpixel / 2
        var row0 = edge0.value(startX, startY), row1 = edge1.value(startX, startY), row2 = edge2.value(startX, startY)
        let planeX = Int64(originX) * subpixel + subpixel / 2, planeY = Int64(originY) * subpixel + subpixel / 2
        let origin0 = edge0.value(planeX, planeY), origin1 = edge1.value(planeX, planeY)
        let origin2 = edge2.value(planeX, planeY)

        let c0 = v0.color, c1 = v1.color, c2 = v2.color
        let sameRGB = c0.r == c1.r && c0.r == c2.r && c0.g == c1.g && c0.g == c2.g && c0.b == c1.b && c0.b == c2.b
        let uniform = sameRGB && c0.a == c1.a && c0.a == c2.a
        let inverseArea = 1 / Float(area)
        // Colour channels as planes over the pixel grid:
        // value(x, y) = base + perX·(x − originX) + perY·(y − originY).
        func plane(_ k0: UInt8, _ k1: UInt8, _ k2: UInt8) -> (base: Float, perX: Float, perY: Float) {
            let f0 = Float(k0), f1 = Float(k1), f2 = Float(k2)
            let base = (Float(origin0) * f0 + Float(origin1) * f1 + Float(origin2) * f2) * inverseArea
            let perX = (Float(edge0.stepX) * f0 + Float(edge1.stepX) * f1 + Float(edge2.stepX) * f2) * inverseArea
            let perY = (Float(edge0.stepY) * f0 + Float(edge1.stepY) * f1 + Float(edge2.stepY) * f2) * inverseArea
            return (base, perX, perY)
        }
        let alphaPlane = plane(c0.a, c1.a, c2.a)
        let redPlane = plane(c0.r, c1.r, c2.r), greenPlane = plane(c0.g, c1.g, c2.g)
        let bluePlane = plane(c0.b, c1.b, c2.b)
        let rgb = UInt32(c0.r) << 16 | UInt32(c0.g) << 8 | UInt32(c0.b)
        withUnsafeTemporaryAllocation(of: Int.self, capacity: max(occluders.count, 1)) { hiding in
          withUnsafeTemporaryAllocation(of: SIMD2<Int>.self, capacity: 2 * occluders.count + 2) { runs in
            // Only fills drawn after this triangle hide it.
            let hidingCount = hidingOccluders(occluders, after: index, minX: minX, maxX: maxX, minY: minY, maxY: maxY,
                                              into: hiding)
            for y in minY..<maxY {
                // The pixels of this row inside all three edges form one span: solve each edge for its bound.
                var first = 0, last = maxX - minX - 1
                edge0.narrow(value: row0, first: &first, last: &last)
                edge1.narrow(value: row1, first: &first, last: &last)
                edge2.narrow(value: row2, first: &first, last: &last)
                row0 += edge0.stepY
                row1 += edge1.stepY
                row2 += edge2.stepY
                guard first <= last else { continue }
                let line = target.pixels + y * target.stride
                let dy = Float(y - originY)
                func paint(_ start: Int, _ end: Int) {
                    if let mask {
                        let coverage = mask.pixels + (y - mask.minY) * mask.width - mask.minX
                        let alphaRow = alphaPlane.base + alphaPlane.perY * dy
                        for x in start...end {
                            let alpha = uniform ? c0.a
                                : UInt8(min(max(Int(alphaRow + alphaPlane.perX * Float(x - originX) + 0.5), 0), 255))
                            coverage[x] = max(coverage[x], alpha)
                        }
                        return
                    }
                    if uniform {
                        if c0.a > 0 { PixelMath.blendSpan(line + start, count: end - start + 1, rgb: rgb, alpha: UInt32(c0.a)) }
                        return
                    }
                    let alphaRow = alphaPlane.base + alphaPlane.perY * dy
                    for x in start...end {
                        let offset = Float(x - originX)
                        let alpha = min(max(Int(alphaRow + alphaPlane.perX * offset + 0.5), 0), 255)
                        guard alpha > 0 else { continue }
                        if sameRGB {
                            line[x] = blend(red: Int(c0.r), green: Int(c0.g), blue: Int(c0.b), alpha: alpha, over: line[x])
                        } else {
                            func channel(_ p: (base: Float, perX: Float, perY: Float)) -> Int {
                                min(max(Int(p.base + p.perY * dy + p.perX * offset + 0.5), 0), 255)
                            }
                            line[x] = blend(red: channel(redPlane), green: channel(greenPlane),
                                            blue: channel(bluePlane), alpha: alpha, over: line[x])
                        }
                    }
                }
                guard hidingCount > 0 else {
                    paint(minX + first, minX + last)
                    continue
                }
                let count = visibleRuns(row: y, from: minX + first, to: minX + last,
                                        hiding: UnsafeBufferPointer(rebasing: hiding[0..<hidingCount]), of: occluders,
                                        into: runs)
                for run in runs[0..<count] where run.x <= run.y { paint(run.x, run.y) }
            }
          }
        }
    }

    /// The indices of the occluders drawn after `index` whose boxes meet the pixel box `minX..<maxX` × `minY..<maxY`.
    @inline(__always)
    private static func hidingOccluders(_ occluders: [OccluderSpans], after index: Int, minX: Int, maxX: Int,
                                        minY: Int, maxY: Int, into hiding: UnsafeMutableBufferPointer<Int>) -> Int {
        var count = 0
        for (position, occluder) in occluders.enumerated()
        where occluder.firstIndex > index && occluder.minX < maxX && occluder.maxX > minX
            && occluder.minY < maxY && occluder.maxY > minY {
            hiding[count] = position
            count += 1
        }
        return count
    }

    /// What is left of the run `from...to` on row `y` outside the occluders' spans, as runs in `runs` (room for
    /// two per occluder plus two: each span cuts one run in two at most); returns how many, wholly hidden runs left
    /// in as empty ones (x > y).
    @inline(__always)
    private static func visibleRuns(row y: Int, from: Int, to: Int, hiding: UnsafeBufferPointer<Int>,
                                    of occluders: [OccluderSpans], into runs: UnsafeMutableBufferPointer<SIMD2<Int>>)
        -> Int {
        runs[0] = SIMD2(from, to)
        var count = 1
        for position in hiding {
            let occluder = occluders[position]
            guard y >= occluder.minY, y < occluder.maxY else { continue }
            let hidden = occluder.spans[y - occluder.minY]
            let hiddenFirst = Int(hidden.x), hiddenLast = Int(hidden.y)
            guard hiddenFirst <= hiddenLast else { continue }
            // Convex occluders hide one span per row: each run loses its part inside it, the one run it falls
            // inside splits in two (the second piece goes to the end).
            let before = count
            var index = 0
            while index < before {
                let run = runs[index]
                if hiddenLast < run.x || hiddenFirst > run.y {
                    index += 1
                    continue
                }
                let left = SIMD2(run.x, hiddenFirst - 1), right = SIMD2(hiddenLast + 1, run.y)
                switch (left.x <= left.y, right.x <= right.y) {
                case (true, true):
                    runs[index] = left
                    runs[count] = right
                    count += 1
                case (true, false): runs[index] = left
                case (false, true): runs[index] = right
                case (false, false): runs[index] = SIMD2(0, -1)
                }
                index += 1
            }
        }
        return count
    }

    /// A convex polygon of one colour, row by row: each row's span comes from the two or three edges that cross it,
    /// so a large shape costs a few divisions per row instead of a fan of thin triangles walked over their boxes.
    /// The edges are the fan's outer edges to the bit (same snapping, orientation and top-left rule), so the
    /// fringe around it still meets it without gaps or double blending.
    private static func fillConvexPolygon(_ vertices: UnsafeBufferPointer<RasterVertex>, _ polygon: TriangleBatch.ConvexFill,
                                          _ target: RasterTarget, index: Int, occluders: [OccluderSpans],
                                          scratch: RasterScratch) {
        let count = polygon.count
        let color = vertices[polygon.base].color
        guard count >= 3, color.a > 0 else { return }
        // Corners and edges in the scratch buffers: small shapes (dotted backgrounds) come by the hundred per frame,
        // and large ones need kilobytes.
        let words = scratch.integers(2 * count)
        let xs = UnsafeMutableBufferPointer(rebasing: words[0..<count])
        let ys = UnsafeMutableBufferPointer(rebasing: words[count..<(2 * count)])
        for corner in 0..<count {
            let vertex = vertices[polygon.base + polygon.stride * corner]
            xs[corner] = fixed(vertex.position.x)
            ys[corner] = fixed(vertex.position.y)
        }
        fillConvexPolygon(xs: UnsafeBufferPointer(xs), ys: UnsafeBufferPointer(ys), edges: scratch.edges(count),
                          color: color, target, index: index, occluders: occluders, scratch: scratch)
    }

    private static func fillConvexPolygon(xs: UnsafeBufferPointer<Int64>, ys: UnsafeBufferPointer<Int64>,
                                          edges: UnsafeMutableBufferPointer<PolygonEdge>,
                                          color: RasterColor, _ target: RasterTarget, index: Int,
                                          occluders: [OccluderSpans], scratch: RasterScratch) {
        let count = xs.count
        var area: Int64 = 0
        for i in 0..<count {
            let j = (i + 1) % count
            area += xs[i] * ys[j] - xs[j] * ys[i]
        }
        guard area != 0 else { return }
        // Edges in the fan triangles' orientation (positive area), each with its row range in pixel centres.
        for i in 0..<count {
            let j = (i + 1) % count
            let (a, b) = area > 0 ? (i, j) : (j, i)
            edges[i] = (Edge(xs[a], ys[a], xs[b], ys[b]), min(ys[a], ys[b]), max(ys[a], ys[b]))
        }
        let minX = max(Int((xs.min()! - subpixel / 2) / subpixel), target.minX)
        let maxX = min(Int((xs.max()! + subpixel / 2) / subpixel) + 1, target.maxX)
        let minY = max(Int((ys.min()! - subpixel / 2) / subpixel), target.minY)
        let maxY = min(Int((ys.max()! + subpixel / 2) / subpixel) + 1, target.maxY)
        guard minX < maxX, minY < maxY else { return }
        let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        let startX = Int64(minX) * subpixel + subpixel / 2
        let rows = maxY - minY, width = maxX - minX
        // Each edge narrows the spans of the rows its height range crosses (the rows plus the edges, not their
        // product); `Int32.min` marks a row no edge crossed.
        do {
            let spans = scratch.spans(rows)
            spans.update(repeating: SIMD2(Int32.min, -1))
            for entry in edges {
                let firstRow = max(Int(ceilDiv(entry.top - subpixel / 2, subpixel)), minY)
                let lastRow = min(Int(floorDiv(entry.bottom - subpixel / 2, subpixel)), maxY - 1)
                guard firstRow <= lastRow else { continue }
                for y in firstRow...lastRow {
                    var first = Int(spans[y - minY].x), last = Int(spans[y - minY].y)
                    if first == Int(Int32.min) { (first, last) = (0, width - 1) }
                    entry.edge.narrow(value: entry.edge.value(startX, Int64(y) * subpixel + subpixel / 2),
                                      first: &first, last: &last)
                    spans[y - minY] = SIMD2(Int32(first), Int32(max(last, -1)))
                }
            }
            withUnsafeTemporaryAllocation(of: Int.self, capacity: max(occluders.count, 1)) { hiding in
              withUnsafeTemporaryAllocation(of: SIMD2<Int>.self, capacity: 2 * occluders.count + 2) { runs in
                let hidingCount = hidingOccluders(occluders, after: index, minX: minX, maxX: maxX, minY: minY,
                                                  maxY: maxY, into: hiding)
                for y in minY..<maxY {
                    let first = Int(spans[y - minY].x), last = Int(spans[y - minY].y)
                    guard first != Int(Int32.min), first <= last else { continue }
                    let line = target.pixels + y * target.stride
                    let count = visibleRuns(row: y, from: minX + first, to: minX + last,
                                            hiding: UnsafeBufferPointer(rebasing: hiding[0..<hidingCount]),
                                            of: occluders, into: runs)
                    for run in runs[0..<count] where run.x <= run.y {
                        PixelMath.blendSpan(line + run.x, count: run.y - run.x + 1, rgb: rgb, alpha: UInt32(color.a))
                    }
                }
              }
            }
        }
    }

    private static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        let quotient = a / b
        return quotient * b > a ? quotient - 1 : quotient
    }

    private static func ceilDiv(_ a: Int64, _ b: Int64) -> Int64 {
        let quotient = a / b
        return quotient * b < a ? quotient + 1 : quotient
    }

    /// A colour laid over the target through a `side`×`side` alpha mask whose top-left pixel lands at (x, y), each
    /// pixel blended as a triangle of that alpha would be.
    package static func blend(rgb: UInt32, mask: [UInt8], side: Int, x: Int, y: Int, into target: RasterTarget) {
        let minX = max(x, target.minX), maxX = min(x + side, target.maxX)
        let minY = max(y, target.minY), maxY = min(y + side, target.maxY)
        guard minX < maxX, minY < maxY else { return }
        let red = Int(rgb >> 16), green = Int(rgb >> 8 & 0xFF), blue = Int(rgb & 0xFF)
        mask.withUnsafeBufferPointer { mask in
            for row in minY..<maxY {
                let line = target.pixels + row * target.stride, coverage = mask.baseAddress! + (row - y) * side - x
                for column in minX..<maxX where coverage[column] > 0 {
                    line[column] = blend(red: red, green: green, blue: blue, alpha: Int(coverage[column]),
                                         over: line[column])
                }
            }
        }
    }

    /// Source-over in 8-bit integer maths, like `SDL_BLENDMODE_BLEND`; the result is opaque.
    @inline(__always)
    private static func blend(red: Int, green: Int, blue: Int, alpha: Int, over pixel: UInt32) -> UInt32 {
        if alpha == 255 { return 0xFF00_0000 | UInt32(red << 16 | green << 8 | blue) }
        let destination = Int(pixel)
        let inverse = 255 - alpha
        func mix(_ source: Int, _ shift: Int) -> Int {
            let value = source * alpha + ((destination >> shift) & 0xFF) * inverse + 128
            return (value + (value >> 8)) >> 8
        }
        return 0xFF00_0000 | UInt32(mix(red, 16) << 16 | mix(green, 8) << 8 | mix(blue, 0))
    }

    private static func fixed(_ value: Float) -> Int64 {
        Int64((value * Float(subpixel)).rounded())
    }

    /// `value(p) = (b − a) × (p − a)` stepped per pixel; `bias` implements the top-left rule for exact ties.
    package struct Edge {
        package let ax: Int64, ay: Int64, dx: Int64, dy: Int64
        package let stepX: Int64, stepY: Int64, bias: Int64
        /// 1 / |stepX|: each row's bound is a quotient, and a 64-bit divide per edge per row was a large part of a
        /// frame's thin fringe triangles.
        private let inverseStep: Double

        package init(_ ax: Int64, _ ay: Int64, _ bx: Int64, _ by: Int64) {
            (self.ax, self.ay, dx, dy) = (ax, ay, bx - ax, by - ay)
            stepX = -dy * SoftwareRasterizer.subpixel
            stepY = dx * SoftwareRasterizer.subpixel
            bias = (dy < 0 || (dy == 0 && dx > 0)) ? 0 : -1
            inverseStep = stepX == 0 ? 0 : 1 / Double(abs(stepX))
        }

        /// ⌊a / |stepX|⌋ for a ≥ 0, exactly: the floating-point estimate is off by at most one (the operands are
        /// far below 2⁵³), which one comparison each way puts right.
        @inline(__always)
        private func floorQuotient(_ a: Int64) -> Int64 {
            let divisor = abs(stepX)
            var quotient = Int64(Double(a) * inverseStep)
            if quotient &* divisor > a {
                quotient -= 1
            } else if (quotient + 1) &* divisor <= a {
                quotient += 1
            }
            return quotient
        }

        package func value(_ x: Int64, _ y: Int64) -> Int64 { dx * (y - ay) - dy * (x - ax) }

        /// Narrows a row's span `first...last` (pixel offsets from the row start, where the function is `value`)
        /// to the pixels on the inner side of this edge.
        @inline(__always)
        package func narrow(value: Int64, first: inout Int, last: inout Int) {
            if stepX > 0 {
                let needed = -bias - value
                if needed > 0 { first = max(first, Int(floorQuotient(needed + stepX - 1))) }
            } else if stepX < 0 {
                let room = value + bias
                last = room < 0 ? -1 : min(last, Int(floorQuotient(room)))
            } else if value + bias < 0 {
                last = -1
            }
        }
    }
}
