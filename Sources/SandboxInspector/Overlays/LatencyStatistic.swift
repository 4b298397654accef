import Foundation

/// Event-to-present latency over the last few seconds, for the F3 readout: for each touch sample a frame drew, the
/// time from when the sample happened (its timestamp on the engine clock) to the return of the present that showed
/// it. Percentiles, not the mean: one slow frame hides in a mean, and p99 is what a person feels as a hitch.
public struct LatencyStatistic {
    /// Samples older than this (by their present time) no longer count.
    public static let horizon: TimeInterval = 5
    private var entries: [(presented: TimeInterval, latency: TimeInterval)] = []
    private var start = 0

    public init() {}

    /// One drawn sample: `happened` and `presented` on the same clock.
    public mutating func record(happened: TimeInterval, presented: TimeInterval) {
        entries.append((presented, max(0, presented - happened)))
        forget(before: presented - Self.horizon)
    }

    /// The latencies of the samples presented within the horizon before `now`, in order of size.
    public func latencies(now: TimeInterval) -> [TimeInterval] {
        entries[start...].filter { $0.presented > now - Self.horizon && $0.presented <= now }.map(\.latency).sorted()
    }

    /// The `fraction` percentile (0.5, 0.99) by the nearest-rank method: the smallest latency at least that
    /// fraction of the samples don't exceed. Nil with no samples in the horizon.
    public func percentile(_ fraction: Double, now: TimeInterval) -> TimeInterval? {
        let sorted = latencies(now: now)
        guard !sorted.isEmpty else { return nil }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count, max(1, rank)) - 1]
    }

    /// "latency p50 2.1 ms, p99 6.0 ms (n 240)", or nil with nothing drawn in the horizon.
    public func summary(now: TimeInterval) -> String? {
        guard let p50 = percentile(0.5, now: now), let p99 = percentile(0.99, now: now) else { return nil }
        return String(format: "latency p50 %.1f ms, p99 %.1f ms (n %d)", p50 * 1000, p99 * 1000,
                      latencies(now: now).count)
    }

    private mutating func forget(before cutoff: TimeInterval) {
        while start < entries.count, entries[start].presented <= cutoff { start += 1 }
        // Compacted once the dead prefix is most of the storage, so recording stays O(1) amortised.
        if start > 1024, start * 2 > entries.count {
            entries.removeFirst(start)
            start = 0
        }
    }
}
