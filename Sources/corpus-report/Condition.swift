import Foundation
import StrokeAnalysis

/// One way of replaying the corpus: resized to `extent` points (nil keeps the recorded size) and with time scaled.
struct Condition: Sendable {
    var extent: CGFloat?
    var timeScale: TimeInterval

    var label: String {
        let size = extent.map { "\(Int($0))pt" } ?? "rec"
        return timeScale == 1 ? size : "\(size)×\(timeScale)t"
    }

    func apply(to stroke: CorpusStroke) -> CorpusStroke {
        let sized = extent.map { stroke.scaled(toExtent: $0) } ?? stroke
        return timeScale == 1 ? sized : sized.timeScaled(timeScale)
    }
}
