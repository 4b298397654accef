import Foundation

/// Accepted / total counts keyed by row (shape or device) and condition, printed as a percentage table.
struct Tally {
    private(set) var counts: [String: [String: (accepted: Int, total: Int)]] = [:]

    mutating func add(row: String, column: String, accepted: Bool) {
        var cell = counts[row, default: [:]][column] ?? (0, 0)
        cell.total += 1
        if accepted { cell.accepted += 1 }
        counts[row, default: [:]][column] = cell
    }

    /// Acceptance over the rows matching `rows`, in one column (nil: all columns pooled).
    func rate(rows: (String) -> Bool, column: String?) -> (rate: Double, accepted: Int, total: Int) {
        var accepted = 0, total = 0
        for (row, columns) in counts where rows(row) {
            for (name, cell) in columns where column == nil || name == column {
                accepted += cell.accepted
                total += cell.total
            }
        }
        return (total == 0 ? 0 : Double(accepted) / Double(total), accepted, total)
    }

    func render(title: String, columns: [String]) -> String {
        let width = max(18, (counts.keys.map(\.count).max() ?? 0) + 2)
        var lines = [title.padding(toLength: width, withPad: " ", startingAt: 0)
            + columns.map { $0.leftPadded(to: 10) }.joined()]
        for row in counts.keys.sorted() {
            var line = row.padding(toLength: width, withPad: " ", startingAt: 0)
            for column in columns {
                guard let cell = counts[row]?[column], cell.total > 0 else {
                    line += "-".leftPadded(to: 10)
                    continue
                }
                line += String(format: "%.1f%%", 100 * Double(cell.accepted) / Double(cell.total)).leftPadded(to: 10)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
