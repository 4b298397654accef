import Foundation

/// Antialiased triangle geometry in device pixels, collected between flushes into one `SDL_RenderGeometry` call.
///
/// SDL's triangles have hard edges, so every shape gets a 1 px fringe whose outer vertices have alpha 0 (the way
/// Dear ImGui antialiases fills and lines): the colour ramps from full to nothing across the true edge. Shapes are
/// built from `path`, a scratch buffer kept between frames so the hot path does not allocate.
package struct TriangleBatch {
    package private(set) var vertices: [RasterVertex] = []
    package private(set) var indices: [Int32] = []
    /// Large opaque convex fills, which the software rasteriser lets hide what the batch drew before them.
    package private(set) var occluders: [Occluder] = []
    /// The occluders' outlines, one after another (kept between frames, so an occluder costs no allocation).
    package private(set) var occluderOutlines: [SIMD2<Float>] = []
    /// Convex fills whose fan triangles the software rasteriser draws as one polygon, in index order.
    package private(set) var convexFills: [ConvexFill] = []
    /// Translucent strokes whose pieces overlap (strips, joins, caps), in index order: the software rasteriser
    /// takes their coverage as one shape, so overlaps aren't blended twice into darker spots.
    package private(set) var coverageGroups: [Range<Int>] = []
    /// Non-triangle drawing in order with the triangles (software renderer only).
    package private(set) var commands: [RasterCommand] = []
    /// The clip in force for what is appended now (the last `.clip` command's box); occluders keep it.
    package private(set) var clip: SIMD4<Int>?
    /// The outline being built, in device pixels.
    package var path: [SIMD2<Float>] = []
    private var normals: [SIMD2<Float>] = []
    private var earIndices: [Int] = []
    private var unitCircles: [Int: [SIMD2<Float>]] = [:]

    /// Width of the feathered edge in device pixels.
    package static let fringe: Float = 1
    /// The farthest from the origin a vertex (or a width) may lie, in device pixels: 2^24, past any window (SDL's
    /// largest side is 16384 points) and where a `Float` still has whole pixels. A shape reaching past it, or with a
    /// non-finite coordinate (a user's geometry of 1e308s, an infinite or NaN transform), is not drawn: its fixed-point
    /// edges and pixel bounds would overflow (`Int(NaN)` traps).
    package static let coordinateLimit: Float = 16_777_216
    /// Opaque fills smaller than this (device px²) aren't worth checking every earlier triangle against.
    package static let occluderMinimumArea: Float = 16384
    /// At most this many occluders per batch (the largest), so a batch of many shapes stays linear.
    package static let maximumOccluders = 16

    /// A convex fill's fan: `count − 2` triangles from `firstIndex`, over the corners `base + stride·i`.
    package struct ConvexFill {
        package let firstIndex: Int
        package let base: Int
        package let count: Int
        package let stride: Int
    }

    /// The solid inner outline of an opaque convex fill (`outlineCount` points from `outlineStart` in the batch's
    /// `occluderOutlines`) and the first index of its triangles.
    package struct Occluder {
        package let firstIndex: Int
        package let outlineStart: Int
        package let outlineCount: Int
        package let area: Float
        /// The clip it was drawn under: it hides nothing outside.
        package let clip: SIMD4<Int>?
    }

    package init() {
        vertices.reserveCapacity(4096)
        indices.reserveCapacity(8192)
        path.reserveCapacity(256)
        normals.reserveCapacity(256)
        commands.reserveCapacity(256)
    }

    package var isEmpty: Bool { indices.isEmpty && commands.isEmpty }

    /// Records `kind` to run after the triangles appended so far. An opaque image copied whole-pixel (a photo
    /// tile, a backdrop) or an opaque rect also hides the triangles before it, as an opaque fill does.
    package mutating func append(_ kind: RasterCommand.Kind) {
        switch kind {
        case .clip(let box): clip = box
        case .image(let bitmap, let mapping, let alpha):
            if bitmap.isOpaque, alpha == 255, let offset = mapping.pixelOffset {
                addRectOccluder(x: offset.x, y: offset.y, width: bitmap.width, height: bitmap.height)
            }
        case .rect(let x, let y, let width, let height, _, let alpha):
            if alpha == 255 { addRectOccluder(x: x, y: y, width: width, height: height) }
        case .mask: break
        }
        commands.append(RasterCommand(index: indices.count, kind: kind))
    }

    private mutating func addRectOccluder(x: Int, y: Int, width: Int, height: Int) {
        let area = Float(width) * Float(height)
        guard area >= Self.occluderMinimumArea else { return }
        let start = occluderOutlines.count
        let minX = Float(x), minY = Float(y), maxX = Float(x + width), maxY = Float(y + height)
        occluderOutlines.append(SIMD2(minX, minY))
        occluderOutlines.append(SIMD2(maxX, minY))
        occluderOutlines.append(SIMD2(maxX, maxY))
        occluderOutlines.append(SIMD2(minX, maxY))
        addOccluder(Occluder(firstIndex: indices.count, outlineStart: start, outlineCount: 4, area: area, clip: clip))
    }

    package mutating func removeAll() {
        commands.removeAll(keepingCapacity: true)
        clip = nil
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        occluders.removeAll(keepingCapacity: true)
        occluderOutlines.removeAll(keepingCapacity: true)
        convexFills.removeAll(keepingCapacity: true)
        coverageGroups.removeAll(keepingCapacity: true)
    }

    // MARK: Tessellation helpers

    /// Segments for a full circle of `radius` device pixels so the chord error stays under ¼ px; a multiple of 4 so
    /// quarter arcs (rounded-rect corners) land on table entries.
    package static func circleSegments(radius: Float) -> Int {
        guard radius > 0.5 else { return 8 }
        let step = acos(max(-1, 1 - 0.25 / radius))
        // Past a few thousand pixels `1 − 0.25 / radius` rounds to 1 and the step to 0 (an infinite count).
        let exact = (Float.pi / step).rounded(.up)
        guard exact < 512 else { return 512 }
        let count = Int(exact)
        return min(max((count + 3) / 4 * 4, 8), 512)
    }

    /// cos/sin of `count` evenly spaced angles, cached per count.
    package mutating func unitCircle(segments count: Int) -> [SIMD2<Float>] {
        if let table = unitCircles[count] { return table }
        let table = (0..<count).map { index -> SIMD2<Float> in
            let angle = Float(index) * 2 * .pi / Float(count)
            return SIMD2(cos(angle), sin(angle))
        }
        unitCircles[count] = table
        return table
    }

    // MARK: Fills

    /// Whether `value` is a coordinate or width a shape may have (`coordinateLimit`).
    package static func isDrawable(_ value: Float) -> Bool { abs(value) <= coordinateLimit }

    /// Whether every point of `path` is finite and within `coordinateLimit`; if not, `path` is emptied, so the shape
    /// is left out whole.
    private mutating func keepsDrawablePath() -> Bool {
        for point in path where !(Self.isDrawable(point.x) && Self.isDrawable(point.y)) {
            path.removeAll(keepingCapacity: true)
            return false
        }
        return true
    }

    /// Fills `path` as a simple polygon (convex or not) with an antialiased edge.
    package mutating func fillPath(color: RasterColor) {
        guard keepsDrawablePath() else { return }
        removeDuplicatePoints(closed: true)
        let count = path.count
        guard count >= 3, color.a > 0 else { return }
        var area: Float = 0
        for index in 0..<count {
            let p0 = path[index], p1 = path[(index + 1) % count]
            area += p0.x * p1.y - p1.x * p0.y
        }
        guard abs(area) > 1e-6 else { return }
        let orientation: Float = area > 0 ? 1 : -1
        computeEdgeNormals(closed: true, sign: orientation)
        let base = Int32(vertices.count)
        var transparent = color
        transparent.a = 0
        let halfFringe = Self.fringe / 2
        for index in 0..<count {
            let normal = vertexNormal(at: index, closed: true, maxScale: 4) * halfFringe
            appendVertex(path[index] - normal, color)
            appendVertex(path[index] + normal, transparent)
        }
        if isConvex(orientation: orientation) {
            if color.a == 255, abs(area) / 2 >= Self.occluderMinimumArea {
                let start = occluderOutlines.count
                for index in 0..<count {
                    let position = vertices[Int(base) + 2 * index].position
                    occluderOutlines.append(SIMD2(position.x, position.y))
                }
                addOccluder(Occluder(firstIndex: indices.count, outlineStart: start, outlineCount: count,
                                     area: abs(area) / 2, clip: clip))
            }
            convexFills.append(ConvexFill(firstIndex: indices.count, base: Int(base), count: count, stride: 2))
            for index in 2..<count {
                indices.append(base)
                indices.append(base + Int32(2 * (index - 1)))
                indices.append(base + Int32(2 * index))
            }
        } else {
            triangulateByEarClipping(base: base, orientation: orientation)
        }
        var previous = count - 1
        for index in 0..<count {
            let inner0 = base + Int32(2 * previous), inner1 = base + Int32(2 * index)
            appendQuad(inner1, inner0, inner0 + 1, inner1 + 1)
            previous = index
        }
    }

    // MARK: Strokes

    /// Strokes `path` with miter joins: for closed outlines (rects, ellipses, rounded rects) and smooth runs.
    /// Lines thinner than a pixel are drawn one pixel wide and proportionally fainter.
    package mutating func strokePath(color: RasterColor, width: Float, closed: Bool) {
        guard keepsDrawablePath() else { return }
        removeDuplicatePoints(closed: closed)
        let count = path.count
        guard count >= 2, color.a > 0, width > 0, Self.isDrawable(width) else { return }
        var color = color
        if width < 1 { color.a = UInt8(Float(color.a) * width) }
        let halfInner = max(width, 1) / 2 - Self.fringe / 2, halfOuter = halfInner + Self.fringe
        var transparent = color
        transparent.a = 0
        computeEdgeNormals(closed: closed, sign: 1)
        let base = Int32(vertices.count)
        for index in 0..<count {
            let normal = vertexNormal(at: index, closed: closed, maxScale: 16)
            let point = path[index]
            appendVertex(point + normal * halfOuter, transparent)
            appendVertex(point + normal * halfInner, color)
            appendVertex(point - normal * halfInner, color)
            appendVertex(point - normal * halfOuter, transparent)
        }
        let segments = closed ? count : count - 1
        for segment in 0..<segments {
            let a = base + Int32(4 * segment), b = base + Int32(4 * ((segment + 1) % count))
            appendQuad(a, b, b + 1, a + 1)
            if halfInner > 0 { appendQuad(a + 1, b + 1, b + 2, a + 2) }
            appendQuad(a + 2, b + 2, b + 3, a + 3)
        }
    }

    /// Strokes an open `path` with round caps and round joins: smooth stretches share one mitred strip; the strip is
    /// split at sharp corners, whose outer side gets a pie-slice join, and each end gets a half-disc cap.
    package mutating func strokePolylineRound(color: RasterColor, width: Float) {
        guard keepsDrawablePath() else { return }
        removeDuplicatePoints(closed: false)
        guard color.a > 0, width > 0, Self.isDrawable(width), !path.isEmpty else { return }
        var color = color
        if width < 1 { color.a = UInt8(Float(color.a) * width) }
        let radius = max(width, 1) / 2
        let points = path
        let firstIndex = indices.count
        defer { if color.a < 255, indices.count > firstIndex { coverageGroups.append(firstIndex..<indices.count) } }
        if points.count == 1 {
            appendDisc(center: points[0], radius: radius, color: color)
            return
        }
        let sharpTurnCosine: Float = 0.94
        var runStart = 0
        for index in 1..<points.count {
            let isLast = index == points.count - 1
            var isSharp = false
            var incoming = SIMD2<Float>(0, 0), outgoing = SIMD2<Float>(0, 0)
            if !isLast {
                incoming = normalized(points[index] - points[index - 1])
                outgoing = normalized(points[index + 1] - points[index])
                isSharp = (incoming * outgoing).sum() < sharpTurnCosine
            }
            guard isLast || isSharp else { continue }
            path.removeAll(keepingCapacity: true)
            path.append(contentsOf: points[runStart...index])
            strokePath(color: color, width: max(width, 1), closed: false)
            if isSharp {
                let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
                let side: Float = cross > 0 ? -1 : 1
                let start = perpendicular(incoming) * side
                let turn = acos(min(max((incoming * outgoing).sum(), -1), 1)) * (cross > 0 ? 1 : -1)
                appendArcFan(center: points[index], radius: radius, startAngle: atan2(start.y, start.x),
                             sweep: turn, color: color)
            }
            runStart = index
        }
        let first = normalized(points[1] - points[0])
        let last = normalized(points[points.count - 1] - points[points.count - 2])
        appendCap(at: points[points.count - 1], outward: last, radius: radius, color: color)
        appendCap(at: points[0], outward: -first, radius: radius, color: color)
        path = points
    }

    /// A full antialiased disc.
    package mutating func appendDisc(center: SIMD2<Float>, radius: Float, color: RasterColor) {
        guard Self.isDrawable(radius) else { return }
        let table = unitCircle(segments: Self.circleSegments(radius: radius))
        path.removeAll(keepingCapacity: true)
        for unit in table { path.append(center + unit * radius) }
        fillPath(color: color)
    }

    private mutating func appendCap(at point: SIMD2<Float>, outward: SIMD2<Float>, radius: Float, color: RasterColor) {
        let start = perpendicular(outward)
        appendArcFan(center: point, radius: radius, startAngle: atan2(start.y, start.x), sweep: -.pi, color: color)
    }

    /// A pie slice whose arc is antialiased and whose straight sides are hard (they abut a strip's end).
    private mutating func appendArcFan(center: SIMD2<Float>, radius: Float, startAngle: Float, sweep: Float,
                                       color: RasterColor) {
        let full = Self.circleSegments(radius: radius)
        let steps = max(Int((Float(full) * abs(sweep) / (2 * .pi)).rounded(.up)), 1)
        var transparent = color
        transparent.a = 0
        let inner = radius - Self.fringe / 2, outer = radius + Self.fringe / 2
        let base = Int32(vertices.count)
        appendVertex(center, color)
        for step in 0...steps {
            let angle = startAngle + sweep * Float(step) / Float(steps)
            let direction = SIMD2(cos(angle), sin(angle))
            appendVertex(center + direction * inner, color)
            appendVertex(center + direction * outer, transparent)
        }
        for step in 0..<steps {
            let a = base + 1 + Int32(2 * step), b = a + 2
            indices.append(base)
            indices.append(a)
            indices.append(b)
            appendQuad(a, b, b + 1, a + 1)
        }
    }

    // MARK: Textured quads

    /// Two triangles mapping the whole texture onto four device corners (top-left, top-right, bottom-right,
    /// bottom-left), so rotated and scaled images and text work.
    package mutating func appendTexturedQuad(_ corners: (SIMD2<Float>, SIMD2<Float>, SIMD2<Float>, SIMD2<Float>),
                                             color: RasterColor) {
        for corner in [corners.0, corners.1, corners.2, corners.3]
        where !(Self.isDrawable(corner.x) && Self.isDrawable(corner.y)) { return }
        let base = Int32(vertices.count)
        appendVertex(corners.0, color, texture: SIMD2(0, 0))
        appendVertex(corners.1, color, texture: SIMD2(1, 0))
        appendVertex(corners.2, color, texture: SIMD2(1, 1))
        appendVertex(corners.3, color, texture: SIMD2(0, 1))
        appendQuad(base, base + 1, base + 2, base + 3)
    }

    // MARK: Internals

    /// The points of `occluder`'s outline.
    package func occluderOutline(_ occluder: Occluder) -> ArraySlice<SIMD2<Float>> {
        occluderOutlines[occluder.outlineStart..<(occluder.outlineStart + occluder.outlineCount)]
    }

    private mutating func addOccluder(_ occluder: Occluder) {
        if occluders.count < Self.maximumOccluders {
            occluders.append(occluder)
        } else if let smallest = occluders.indices.min(by: { occluders[$0].area < occluders[$1].area }),
                  occluders[smallest].area < occluder.area {
            occluders[smallest] = occluder
        }
    }

    private mutating func appendVertex(_ point: SIMD2<Float>, _ color: RasterColor,
                                       texture: SIMD2<Float> = SIMD2(0, 0)) {
        vertices.append(RasterVertex(position: RasterPoint(x: point.x, y: point.y), color: color,
                                   texCoord: RasterPoint(x: texture.x, y: texture.y)))
    }

    private mutating func appendQuad(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) {
        indices.append(a)
        indices.append(b)
        indices.append(c)
        indices.append(a)
        indices.append(c)
        indices.append(d)
    }

    private mutating func removeDuplicatePoints(closed: Bool) {
        guard path.count > 1 else { return }
        var kept = 1
        for index in 1..<path.count where distanceSquared(path[index], path[kept - 1]) > 1e-6 {
            path[kept] = path[index]
            kept += 1
        }
        if closed, kept > 1, distanceSquared(path[kept - 1], path[0]) <= 1e-6 { kept -= 1 }
        path.removeLast(path.count - kept)
    }

    /// `normals[i]` is the unit normal of the edge from point i to point i+1, pointing outward for `sign` = 1 when
    /// the path's signed area is positive.
    private mutating func computeEdgeNormals(closed: Bool, sign: Float) {
        normals.removeAll(keepingCapacity: true)
        let count = path.count
        for index in 0..<count {
            let next = index + 1 < count ? index + 1 : (closed ? 0 : index)
            let from = next == index ? path[index - 1] : path[index]
            let to = next == index ? path[index] : path[next]
            let direction = normalized(to - from)
            normals.append(SIMD2(direction.y, -direction.x) * sign)
        }
    }

    /// The averaged (mitred) normal at a vertex; `maxScale` caps how far a sharp corner's miter reaches.
    private func vertexNormal(at index: Int, closed: Bool, maxScale: Float) -> SIMD2<Float> {
        let count = path.count
        let outgoing = normals[index]
        let incoming: SIMD2<Float>
        if index == 0 { incoming = closed ? normals[count - 1] : outgoing } else { incoming = normals[index - 1] }
        var average = (incoming + outgoing) / 2
        let lengthSquared = (average * average).sum()
        if lengthSquared > 1e-6 { average *= min(1 / lengthSquared, maxScale) }
        return average
    }

    private func isConvex(orientation: Float) -> Bool {
        let count = path.count
        for index in 0..<count {
            let a = path[index], b = path[(index + 1) % count], c = path[(index + 2) % count]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            if cross * orientation < -1e-4 { return false }
        }
        return true
    }

    /// O(n²) ear clipping over the inner fringe vertices (`base + 2i`), for the occasional concave polygon.
    private mutating func triangulateByEarClipping(base: Int32, orientation: Float) {
        earIndices.removeAll(keepingCapacity: true)
        earIndices.append(contentsOf: 0..<path.count)
        var guardCount = 0
        while earIndices.count > 3, guardCount < path.count * path.count {
            guardCount += 1
            var clipped = false
            for position in 0..<earIndices.count {
                let i0 = earIndices[(position + earIndices.count - 1) % earIndices.count]
                let i1 = earIndices[position], i2 = earIndices[(position + 1) % earIndices.count]
                guard isEar(i0, i1, i2, orientation: orientation) else { continue }
                indices.append(base + Int32(2 * i0))
                indices.append(base + Int32(2 * i1))
                indices.append(base + Int32(2 * i2))
                earIndices.remove(at: position)
                clipped = true
                break
            }
            if !clipped { break }
        }
        if earIndices.count >= 3 {
            for position in 1..<(earIndices.count - 1) {
                indices.append(base + Int32(2 * earIndices[0]))
                indices.append(base + Int32(2 * earIndices[position]))
                indices.append(base + Int32(2 * earIndices[position + 1]))
            }
        }
    }

    private func isEar(_ i0: Int, _ i1: Int, _ i2: Int, orientation: Float) -> Bool {
        let a = path[i0], b = path[i1], c = path[i2]
        let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
        guard cross * orientation > 0 else { return false }
        for other in earIndices where other != i0 && other != i1 && other != i2 {
            if contains(path[other], a, b, c) { return false }
        }
        return true
    }

    private func contains(_ p: SIMD2<Float>, _ a: SIMD2<Float>, _ b: SIMD2<Float>, _ c: SIMD2<Float>) -> Bool {
        func side(_ p: SIMD2<Float>, _ q: SIMD2<Float>, _ r: SIMD2<Float>) -> Float {
            (p.x - r.x) * (q.y - r.y) - (q.x - r.x) * (p.y - r.y)
        }
        let d1 = side(p, a, b), d2 = side(p, b, c), d3 = side(p, c, a)
        let hasNegative = d1 < 0 || d2 < 0 || d3 < 0, hasPositive = d1 > 0 || d2 > 0 || d3 > 0
        return !(hasNegative && hasPositive)
    }
}

private func normalized(_ vector: SIMD2<Float>) -> SIMD2<Float> {
    let length = (vector * vector).sum().squareRoot()
    return length > 1e-12 ? vector / length : SIMD2(0, 0)
}

private func perpendicular(_ vector: SIMD2<Float>) -> SIMD2<Float> { SIMD2(-vector.y, vector.x) }

private func distanceSquared(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Float {
    let delta = a - b
    return (delta * delta).sum()
}
