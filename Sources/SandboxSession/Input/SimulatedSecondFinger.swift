import Foundation
import GestureKit

/// The second finger of an Alt-drag. Mirrored through a pivot it makes pinches and rotations as the pointer moves
/// around the pivot; moved in parallel (Alt+Shift) it makes a two-finger pan.
package struct SimulatedSecondFinger {
    package enum Mode: Equatable {
        case mirror(pivot: CGPoint)
        case parallel(offset: CGPoint)
        /// Held where it is (Ctrl) while the pointer's finger moves alone.
        case pinned(at: CGPoint)
    }

    /// The fingers start at least this far apart (the iOS Simulator's are about as far): much closer and a pinch
    /// starts from a distance so small that a short drag scales the view several times over.
    package static let minimumSeparation: CGFloat = 60

    package let id: Int
    package var mode: Mode

    /// Starts mirrored through `pivot`, moving the pivot out when the pointer is too near it.
    package init(id: Int, pointer: CGPoint, pivot: CGPoint, parallel: Bool) {
        self.id = id
        var pivot = pivot
        let distance = pointer.distance(to: pivot)
        if distance < Self.minimumSeparation / 2 {
            // Pushed out along the line from the pointer through the pivot (to the right when they coincide).
            let direction = distance > 0.5 ? CGPoint(x: (pivot.x - pointer.x) / distance, y: (pivot.y - pointer.y) / distance)
                : CGPoint(x: 1, y: 0)
            pivot = CGPoint(x: pointer.x + direction.x * Self.minimumSeparation / 2,
                            y: pointer.y + direction.y * Self.minimumSeparation / 2)
        }
        mode = .mirror(pivot: pivot)
        if parallel { switchMode(parallel: true, pointer: pointer) }
    }

    package func location(for pointer: CGPoint) -> CGPoint {
        switch mode {
        case .mirror(let pivot): CGPoint(x: 2 * pivot.x - pointer.x, y: 2 * pivot.y - pointer.y)
        case .parallel(let offset): CGPoint(x: pointer.x + offset.x, y: pointer.y + offset.y)
        case .pinned(let place): place
        }
    }

    /// Pins the finger where it is now, or (`false`) lets it follow again, mirrored or parallel as `parallel` says,
    /// from where it was pinned.
    package mutating func pin(_ pinned: Bool, pointer: CGPoint, parallel: Bool) {
        if pinned {
            mode = .pinned(at: location(for: pointer))
        } else {
            switchMode(parallel: parallel, pointer: pointer)
        }
    }

    package var isPinned: Bool {
        if case .pinned = mode { return true }
        return false
    }

    /// Changes mode without moving the finger, so pressing or releasing Shift mid-drag doesn't jump.
    package mutating func switchMode(parallel: Bool, pointer: CGPoint) {
        let here = location(for: pointer)
        mode = parallel ? .parallel(offset: CGPoint(x: here.x - pointer.x, y: here.y - pointer.y))
            : .mirror(pivot: CGPoint(x: (here.x + pointer.x) / 2, y: (here.y + pointer.y) / 2))
    }

    package var isParallel: Bool {
        if case .parallel = mode { return true }
        return false
    }
}
