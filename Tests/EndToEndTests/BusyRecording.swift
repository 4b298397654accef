import Foundation
@testable import SandboxFormats

/// A held finger that keeps the headless clock busy until the test stops the app: the headless clock jumps over a
/// finger held still, so "held down, --settle 86400" ends at once; a finger that keeps moving, one tiny move a
/// frame for many thousands of frames, takes seconds to replay instead.
enum BusyRecording {
    /// `lines` (a header and events leaving finger `id` down at `location`), then `count` moves of that finger
    /// 1/60 s apart, alternating between `location` and a point 0.01 beside it.
    static func keepingBusy(_ lines: [String], id: Int, location: (x: Double, y: Double), after time: Double,
                            count: Int = 60_000) -> String {
        var text = lines.map { $0 + "\n" }.joined()
        for index in 1...count {
            let x = index % 2 == 0 ? location.x : location.x + 0.01
            text += #"{"t":\#(time + Double(index) / 60),"type":"move","id":\#(id),"x":\#(x),"y":\#(location.y)}"# + "\n"
        }
        return text
    }
}
