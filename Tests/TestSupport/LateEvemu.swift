import Foundation

/// A Linux input recording that jumps 5,000,000 s ahead half-way through: the import refuses it on that line, and
/// the app run with it as a replay must too (rather than wait).
public enum LateEvemu {
    /// The shipped pinch with every event from the middle on shifted 5,000,000 s later, and the line of the first
    /// SYN_REPORT shifted (where the first contact past the limit takes effect).
    public static func shiftedPinch() throws -> (text: String, firstLateReport: Int) {
        let lines = try String(contentsOfFile: RepositoryFiles.recording("monkey-pinch.evemu"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let events = lines.indices.filter { lines[$0].hasPrefix("E: ") }
        let late = Set(events.dropFirst(events.count / 2))
        var firstLateReport = 0
        let shifted = lines.indices.map { index -> String in
            guard late.contains(index) else { return lines[index] }
            var fields = lines[index].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            let parts = fields[1].split(separator: ".")
            fields[1] = "\(Int(parts[0])! + 5_000_000).\(parts[1])"
            if firstLateReport == 0, fields[2] == "0000", fields[3] == "0000" { firstLateReport = index + 1 }
            return fields.joined(separator: " ")
        }
        return (shifted.joined(separator: "\n"), firstLateReport)
    }
}
