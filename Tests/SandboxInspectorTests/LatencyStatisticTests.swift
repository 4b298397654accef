import Foundation
import SandboxInspector
import Testing

/// Issue 14 item 5: F3's event-to-present latency, on a virtual clock.
@Suite struct LatencyStatisticTests {
    @Test func percentilesByNearestRank() {
        var statistic = LatencyStatistic()
        // 100 samples presented at t = 10 with latencies 1…100 ms.
        for milliseconds in 1...100 {
            statistic.record(happened: 10 - Double(milliseconds) / 1000, presented: 10)
        }
        #expect(abs(statistic.percentile(0.5, now: 10)! - 0.050) < 1e-9)
        #expect(abs(statistic.percentile(0.99, now: 10)! - 0.099) < 1e-9)
        #expect(statistic.summary(now: 10) == "latency p50 50.0 ms, p99 99.0 ms (n 100)")
    }

    @Test func onlyTheLastSecondsCount() {
        var statistic = LatencyStatistic()
        statistic.record(happened: 0.9, presented: 1)  // 100 ms, long ago
        for step in 0..<10 {
            let presented = 20 + Double(step) * 0.1
            statistic.record(happened: presented - 0.004, presented: presented)
        }
        #expect(statistic.latencies(now: 21).count == 10)
        #expect(abs(statistic.percentile(0.99, now: 21)! - 0.004) < 1e-9)
        #expect(statistic.percentile(0.5, now: 21 + LatencyStatistic.horizon + 1) == nil)
        #expect(statistic.summary(now: 40) == nil)
    }

    @Test func aSampleNeverHasNegativeLatency() {
        var statistic = LatencyStatistic()
        statistic.record(happened: 5.002, presented: 5)
        #expect(statistic.percentile(0.5, now: 5) == 0)
    }

    @Test func longRunsStayBounded() {
        var statistic = LatencyStatistic()
        for frame in 0..<100_000 {
            let presented = Double(frame) / 240
            statistic.record(happened: presented - 0.003, presented: presented)
        }
        let now = 99_999.0 / 240
        #expect(abs(statistic.latencies(now: now).count - Int(LatencyStatistic.horizon * 240)) <= 1)
    }
}
