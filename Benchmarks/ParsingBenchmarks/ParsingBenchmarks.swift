import Benchmark
import Foundation
import SandboxFormats

/// Issue 15, item 5: parsing a recording is linear. 320,000 events (a 20 MB file: a finger down, moves, up, over
/// and over) parsed from memory; the figure to hold is under 2 s, and the peak resident memory under 4× the file.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .peakMemoryResident, .mallocCountTotal],
                                           maxDuration: .seconds(30), maxIterations: 5)
    Benchmark("parse 320k events") { benchmark in
        let data = ParsingFixture.recording(events: 320_000)
        benchmark.startMeasurement()
        let recording = try RecordingParser.parse(data, file: "bench.jsonl")
        benchmark.stopMeasurement()
        precondition(recording.samples.count == 320_000)
        blackHole(recording)
    }
}

enum ParsingFixture {
    /// `events` events of one finger at 120 Hz: down, 98 moves, up, repeated.
    static func recording(events: Int) -> Data {
        var text = #"{"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"gallery"}"# + "\n"
        text.reserveCapacity(events * 64)
        for index in 0..<events {
            let type = index % 100 == 0 ? "down" : index % 100 == 99 ? "up" : "move"
            let t = Double(index) / 120
            text += #"{"t":\#(t),"type":"\#(type)","id":1,"x":\#(400 + index % 100),"y":\#(300 + index % 37)}"# + "\n"
        }
        return Data(text.utf8)
    }
}
