/// Working memory `SoftwareRasterizer` keeps from one batch to the next. Large shapes need kilobytes of row spans,
/// corners and edges, and each occluder its spans; allocated per shape that was about 30 mallocs a knob frame.
/// Buffers grow and are never shrunk; their contents are whatever the last user left, and only plain values are
/// kept in them, so nothing is initialised or destroyed.
package final class RasterScratch {
    /// The batch's occluders, rebuilt per batch without reallocating.
    package var occluders: [SoftwareRasterizer.OccluderSpans] = []
    private var occluderRows: [UnsafeMutableBufferPointer<SIMD2<Int32>>] = []
    private var rowBounds = UnsafeMutableBufferPointer<SIMD2<Float>>(start: nil, count: 0)
    private var rowSpans = UnsafeMutableBufferPointer<SIMD2<Int32>>(start: nil, count: 0)
    private var words = UnsafeMutableBufferPointer<Int64>(start: nil, count: 0)
    private var edgeSlots = UnsafeMutableBufferPointer<SoftwareRasterizer.PolygonEdge>(start: nil, count: 0)
    private var coverageBytes = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)

    package init() {
        occluders.reserveCapacity(TriangleBatch.maximumOccluders)
        occluderRows.reserveCapacity(TriangleBatch.maximumOccluders)
    }

    deinit {
        for rows in occluderRows { rows.deallocate() }
        rowBounds.deallocate()
        rowSpans.deallocate()
        words.deallocate()
        edgeSlots.deallocate()
        coverageBytes.deallocate()
    }

    /// The span rows of occluder `slot` (0, 1, … within a batch): each occluder keeps its own while the batch draws.
    package func occluderSpans(slot: Int, _ count: Int) -> UnsafeMutablePointer<SIMD2<Int32>> {
        while occluderRows.count <= slot { occluderRows.append(UnsafeMutableBufferPointer(start: nil, count: 0)) }
        Self.reserve(&occluderRows[slot], count)
        return occluderRows[slot].baseAddress!
    }

    /// Per-row x limits while an occluder's spans are worked out.
    package func bounds(_ count: Int) -> UnsafeMutableBufferPointer<SIMD2<Float>> {
        Self.reserve(&rowBounds, count)
        return UnsafeMutableBufferPointer(rebasing: rowBounds[0..<count])
    }

    /// A polygon's row spans.
    package func spans(_ count: Int) -> UnsafeMutableBufferPointer<SIMD2<Int32>> {
        Self.reserve(&rowSpans, count)
        return UnsafeMutableBufferPointer(rebasing: rowSpans[0..<count])
    }

    /// A polygon's snapped corner coordinates.
    package func integers(_ count: Int) -> UnsafeMutableBufferPointer<Int64> {
        Self.reserve(&words, count)
        return UnsafeMutableBufferPointer(rebasing: words[0..<count])
    }

    /// A polygon's edges.
    package func edges(_ count: Int) -> UnsafeMutableBufferPointer<SoftwareRasterizer.PolygonEdge> {
        Self.reserve(&edgeSlots, count)
        return UnsafeMutableBufferPointer(rebasing: edgeSlots[0..<count])
    }

    /// A translucent stroke's coverage mask.
    package func coverage(_ count: Int) -> UnsafeMutableBufferPointer<UInt8> {
        Self.reserve(&coverageBytes, count)
        return UnsafeMutableBufferPointer(rebasing: coverageBytes[0..<count])
    }

    /// Replaces `buffer` with a larger one when it holds fewer than `count` (half as much again, so a growing frame
    /// doesn't reallocate every time). The elements are plain values, so nothing is moved or destroyed.
    private static func reserve<Element>(_ buffer: inout UnsafeMutableBufferPointer<Element>, _ count: Int) {
        guard buffer.count < max(count, 1) else { return }
        buffer.deallocate()
        buffer = .allocate(capacity: max(count, 1) + count / 2)
    }
}
