internal import CSDL2

/// Rasterises a `TriangleBatch` straight into the software renderer's 32-bit window surface.
///
/// SDL's software renderer turns each blended triangle into its own command, a temporary surface and a blit, so the
/// thousands of thin fringe triangles of an antialiased scene cost tens of milliseconds. Here each triangle is
/// walked once over its bounding box with exact fixed-point edge functions (top-left rule, so shared edges are
/// never blended twice) and Gouraud-interpolated colour, blended source-over like `SDL_BLENDMODE_BLEND`.
enum SoftwareRasterizer {
    /// Sub-pixel precision of vertex positions: 1/16 px.
    private static let subpixel: Int64 = 16

    /// Draws every triangle of `batch` inside the target's clip.
    static func draw(_ batch: TriangleBatch, into target: RasterTarget) {
        batch.vertices.withUnsafeBufferPointer { vertices in
            batch.indices.withUnsafeBufferPointer { indices in
                var index = 0
                while index + 2 < indices.count {
                    fillTriangle(vertices[Int(indices[index])], vertices[Int(indices[index + 1])],
                                 vertices[Int(indices[index + 2])], target)
                    index += 3
                }
            }
        }
    }

    private static func fillTriangle(_ a: SDL_Vertex, _ b: SDL_Vertex, _ c: SDL_Vertex, _ target: RasterTarget) {
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
        let minX = max(Int((min(x0, x1, x2) - subpixel / 2) / subpixel), target.minX)
        let maxX = min(Int((max(x0, x1, x2) + subpixel / 2) / subpixel) + 1, target.maxX)
        let minY = max(Int((min(y0, y1, y2) - subpixel / 2) / subpixel), target.minY)
        let maxY = min(Int((max(y0, y1, y2) + subpixel / 2) / subpixel) + 1, target.maxY)
        guard minX < maxX, minY < maxY else { return }

        // Edge k is opposite vertex k; its function is positive inside and equals `area` at vertex k.
        let edge0 = Edge(x1, y1, x2, y2), edge1 = Edge(x2, y2, x0, y0), edge2 = Edge(x0, y0, x1, y1)
        let startX = Int64(minX) * subpixel + subpixel / 2, startY = Int64(minY) * subpixel + subpixel / 2
        var row0 = edge0.value(startX, startY), row1 = edge1.value(startX, startY), row2 = edge2.value(startX, startY)

        let c0 = v0.color, c1 = v1.color, c2 = v2.color
        let sameRGB = c0.r == c1.r && c0.r == c2.r && c0.g == c1.g && c0.g == c2.g && c0.b == c1.b && c0.b == c2.b
        let uniform = sameRGB && c0.a == c1.a && c0.a == c2.a
        let inverseArea = 1 / Float(area)
        // Colour channels as planes over the pixel grid: value(x, y) = base + perX·(x − minX) + perY·(y − minY).
        func plane(_ k0: UInt8, _ k1: UInt8, _ k2: UInt8) -> (base: Float, perX: Float, perY: Float) {
            let f0 = Float(k0), f1 = Float(k1), f2 = Float(k2)
            let base = (Float(row0) * f0 + Float(row1) * f1 + Float(row2) * f2) * inverseArea
            let perX = (Float(edge0.stepX) * f0 + Float(edge1.stepX) * f1 + Float(edge2.stepX) * f2) * inverseArea
            let perY = (Float(edge0.stepY) * f0 + Float(edge1.stepY) * f1 + Float(edge2.stepY) * f2) * inverseArea
            return (base, perX, perY)
        }
        let alphaPlane = plane(c0.a, c1.a, c2.a)
        let redPlane = plane(c0.r, c1.r, c2.r), greenPlane = plane(c0.g, c1.g, c2.g)
        let bluePlane = plane(c0.b, c1.b, c2.b)
        let rgb = UInt32(c0.r) << 16 | UInt32(c0.g) << 8 | UInt32(c0.b)
        for y in minY..<maxY {
            // The pixels of this row inside all three edges form one span: solve each edge for its bound.
            var first = 0, last = maxX - minX - 1
            edge0.narrow(value: row0, first: &first, last: &last)
            edge1.narrow(value: row1, first: &first, last: &last)
            edge2.narrow(value: row2, first: &first, last: &last)
            if first <= last {
                let line = target.pixels + y * target.stride + minX
                let dy = Float(y - minY)
                if uniform {
                    if c0.a > 0 { PixelMath.blendSpan(line + first, count: last - first + 1, rgb: rgb, alpha: UInt32(c0.a)) }
                } else {
                    let alphaRow = alphaPlane.base + alphaPlane.perY * dy
                    for x in first...last {
                        let alpha = min(max(Int(alphaRow + alphaPlane.perX * Float(x) + 0.5), 0), 255)
                        guard alpha > 0 else { continue }
                        if sameRGB {
                            line[x] = blend(red: Int(c0.r), green: Int(c0.g), blue: Int(c0.b), alpha: alpha, over: line[x])
                        } else {
                            func channel(_ p: (base: Float, perX: Float, perY: Float)) -> Int {
                                min(max(Int(p.base + p.perY * dy + p.perX * Float(x) + 0.5), 0), 255)
                            }
                            line[x] = blend(red: channel(redPlane), green: channel(greenPlane),
                                            blue: channel(bluePlane), alpha: alpha, over: line[x])
                        }
                    }
                }
            }
            row0 += edge0.stepY
            row1 += edge1.stepY
            row2 += edge2.stepY
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
    private struct Edge {
        let ax: Int64, ay: Int64, dx: Int64, dy: Int64
        let stepX: Int64, stepY: Int64, bias: Int64

        init(_ ax: Int64, _ ay: Int64, _ bx: Int64, _ by: Int64) {
            (self.ax, self.ay, dx, dy) = (ax, ay, bx - ax, by - ay)
            stepX = -dy * SoftwareRasterizer.subpixel
            stepY = dx * SoftwareRasterizer.subpixel
            bias = (dy < 0 || (dy == 0 && dx > 0)) ? 0 : -1
        }

        func value(_ x: Int64, _ y: Int64) -> Int64 { dx * (y - ay) - dy * (x - ax) }

        /// Narrows a row's span `first...last` (pixel offsets from the row start, where the function is `value`)
        /// to the pixels on the inner side of this edge.
        @inline(__always)
        func narrow(value: Int64, first: inout Int, last: inout Int) {
            if stepX > 0 {
                let needed = -bias - value
                if needed > 0 { first = max(first, Int((needed + stepX - 1) / stepX)) }
            } else if stepX < 0 {
                let room = value + bias
                last = room < 0 ? -1 : min(last, Int(room / -stepX))
            } else if value + bias < 0 {
                last = -1
            }
        }
    }
}
