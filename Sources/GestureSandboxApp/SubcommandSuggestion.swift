import ArgumentParser

/// A mistyped subcommand ("timline") gets what a mistyped option gets from ArgumentParser, "Did you mean", instead of
/// "2 unexpected arguments" (issue 35). The app itself takes no positional arguments, so a first word that is no
/// option and no subcommand can only be one of those misspelt.
enum SubcommandSuggestion {
    static func refuseMistyped(_ arguments: [String], among subcommands: [ParsableCommand.Type]) throws {
        guard let word = arguments.first, !word.hasPrefix("-") else { return }
        let names = subcommands.compactMap { $0.configuration.commandName }
        guard !names.contains(word), word != "help" else { return }
        let closest = names.map { ($0, distance(word.lowercased(), $0)) }.min { $0.1 < $1.1 }
        guard let (name, edits) = closest, edits <= max(2, name.count / 3) else {
            throw ValidationError("unknown subcommand '\(word)' (subcommands: \(names.joined(separator: ", ")))")
        }
        throw ValidationError("unknown subcommand '\(word)'. Did you mean '\(name)'?")
    }

    /// Levenshtein distance: the fewest insertions, deletions and substitutions from `a` to `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let b = Array(b)
        var row = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var diagonal = row[0]
            row[0] = i + 1
            for (j, y) in b.enumerated() {
                let above = row[j + 1]
                row[j + 1] = min(above + 1, row[j] + 1, diagonal + (x == y ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }
}
