import Foundation
import GestureKit

/// The second finger of an Alt-drag. Mirrored through a pivot it makes pinches and rotations as the pointer moves
/// around the pivot; moved in parallel (Alt+Shift) it makes a two-finger pan.
struct SimulatedSecondFinger {
    enum Mode: Equatable {
        case mirror(pivot: CGPoint)
        case parallel(offset: CGPoint)
    }

    /// Closer than this to the pointer and a pinch would start from a zero distance.
    static let minimumSeparation: CGFloat = 40

    let id: Int
    var mode: Mode

    /// Starts mirrored through `pivot`, moving the pivot aside when the pointer is on it.
    init(id: Int, pointer: CGPoint, pivot: CGPoint, parallel: Bool) {
        self.id = id
        var pivot = pivot
        if pointer.distance(to: pivot) < Self.minimumSeparation / 2 {
            pivot = CGPoint(x: pointer.x + Self.minimumSeparation / 2, y: pointer.y)
        }
        mode = .mirror(pivot: pivot)
        if parallel { switchMode(parallel: true, pointer: pointer) }
    }

    func location(for pointer: CGPoint) -> CGPoint {
        switch mode {
        case .mirror(let pivot): CGPoint(x: 2 * pivot.x - pointer.x, y: 2 * pivot.y - pointer.y)
        case .parallel(let offset): CGPoint(x: pointer.x + offset.x, y: pointer.y + offset.y)
        }
    }

    /// Changes mode without moving the finger, so pressing or releasing Shift mid-drag doesn't jump.
    mutating func switchMode(parallel: Bool, pointer: CGPoint) {
        let here = location(for: pointer)
        mode = parallel ? .parallel(offset: CGPoint(x: here.x - pointer.x, y: here.y - pointer.y))
            : .mirror(pivot: CGPoint(x: (here.x + pointer.x) / 2, y: (here.y + pointer.y) / 2))
    }

    var isParallel: Bool {
        if case .parallel = mode { return true }
        return false
    }
}
