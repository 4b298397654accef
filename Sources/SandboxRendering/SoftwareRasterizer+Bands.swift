import Dispatch

extension SoftwareRasterizer {
    /// A frame's batch drawn as horizontal bands, one per scratch, side by side on as many threads. Every step of
    /// the rasteriser is exact per pixel and clipped per band (colour planes anchored at each shape's own box,
    /// occluders and background cut to the band's rows), so the picture is the whole-frame draw's to the bit; each
    /// band only pays for the shapes that reach it. Where the bands meet follows `layout`, which each frame's band
    /// times move towards equal work (a scene's busy part is rarely in the middle).
    ///
    /// Images must come prepared (`ImageRasterizer.prepared`): bands only read bitmaps, never fill their caches.
    package static func drawInBands(_ batch: TriangleBatch, into target: RasterTarget, scratches: [RasterScratch],
                                    background: Background?, layout: BandLayout) {
        let rows = target.maxY - target.minY
        let count = min(scratches.count, max(rows / BandLayout.minimumRows, 1))
        guard count > 1 else {
            return draw(batch, into: target, scratch: scratches[0], background: background)
        }
        layout.layOut(count: count, over: target.minY..<target.maxY)
        let job = BandJob(batch: batch, target: target, scratches: scratches, background: background,
                          edges: layout.edges, times: layout.times)
        DispatchQueue.concurrentPerform(iterations: count) { band in job.draw(band) }
        layout.balance()
    }

    /// What each band's thread reads. The batch, the bitmaps its commands hold and the surface are only read while
    /// the bands run, apart from each band's own rows, scratch and time slot, hence the unchecked sendability.
    private struct BandJob: @unchecked Sendable {
        let batch: TriangleBatch
        let target: RasterTarget
        let scratches: [RasterScratch]
        let background: Background?
        let edges: [Int]
        let times: UnsafeMutableBufferPointer<UInt64>

        func draw(_ band: Int) {
            let start = DispatchTime.now().uptimeNanoseconds
            SoftwareRasterizer.draw(batch, into: target, scratch: scratches[band], background: background,
                                    rows: edges[band]..<edges[band + 1])
            times[band] = DispatchTime.now().uptimeNanoseconds - start
        }
    }
}
