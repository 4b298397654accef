/// Where a software frame's bands meet, as fractions of the surface's height, moved after every frame towards
/// giving each band the same work: the time each band took is spread evenly over its rows, and the edges go half
/// way to where that estimate splits the total evenly (half way, so one noisy frame cannot swing them).
package final class BandLayout {
    /// Bands thinner than this are not worth a thread.
    package static let minimumRows = 64

    private var fractions: [Double] = []
    /// This frame's `count + 1` row edges, set by `layOut`; band `i` is `edges[i]..<edges[i + 1]`.
    package private(set) var edges: [Int] = []
    /// Nanoseconds each band took, written by the band's own thread (one slot each).
    package private(set) var times = UnsafeMutableBufferPointer<UInt64>(start: nil, count: 0)

    package init() {}

    deinit { times.deallocate() }

    /// Sets `edges` for `count` bands over `rows`, first and last at its ends, each band at least `minimumRows`
    /// tall. Kept buffers: no allocation per frame.
    package func layOut(count: Int, over rows: Range<Int>) {
        if fractions.count != count - 1 { fractions = (1..<count).map { Double($0) / Double(count) } }
        if times.count != count {
            times.deallocate()
            times = .allocate(capacity: count)
        }
        times.update(repeating: 0)
        let height = rows.count
        edges.removeAll(keepingCapacity: true)
        edges.append(rows.lowerBound)
        for (index, fraction) in fractions.enumerated() {
            let lowest = edges[index] + Self.minimumRows
            let highest = rows.upperBound - Self.minimumRows * (count - 1 - index)
            edges.append(min(max(rows.lowerBound + Int((fraction * Double(height)).rounded()), lowest), highest))
        }
        edges.append(rows.upperBound)
    }

    /// Moves the inner edges towards equal work, given the times the bands between `edges` took.
    package func balance() {
        let count = times.count
        guard count > 1, edges.count == count + 1 else { return }
        let top = Double(edges[0]), height = Double(edges[count] - edges[0])
        let total = times.reduce(0, +)
        guard total > 0, height > 0 else { return }
        var band = 0, before = 0.0
        for share in 1..<count {
            let wanted = Double(total) * Double(share) / Double(count)
            while band < count - 1, before + Double(times[band]) < wanted {
                before += Double(times[band])
                band += 1
            }
            let rows = Double(edges[band + 1] - edges[band])
            let within = times[band] > 0 ? (wanted - before) / Double(times[band]) : 0.5
            let target = (Double(edges[band]) + rows * min(max(within, 0), 1) - top) / height
            fractions[share - 1] += (target - fractions[share - 1]) / 2
        }
    }
}
