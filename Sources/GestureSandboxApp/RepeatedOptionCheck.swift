import ArgumentParser
import Foundation

/// ArgumentParser keeps the last of a repeated single-value option without a word (`--trace a --trace b` wrote only
/// b); the command line refuses it instead, on one line. The options come from ArgumentParser's own description of
/// the commands (`--experimental-dump-help`), so every option of every command, new ones included, is covered.
struct RepeatedOptionCheck {
    private struct ToolInfo: Decodable { var command: Command }
    private struct Command: Decodable {
        var commandName: String
        var arguments: [Argument]?
        var subcommands: [Command]?
    }
    private struct Argument: Decodable {
        var kind: String
        var isRepeating: Bool
        var names: [Name]?
    }
    private struct Name: Decodable {
        var kind: String
        var name: String
        /// How it is typed: `--trace`, `-o`.
        var spelled: String { kind == "short" ? "-" + name : kind == "long" ? "--" + name : "-" + name }
    }

    private let root: Command

    /// nil if ArgumentParser's description can't be read (then nothing is refused here; the parser still runs).
    init?(_ command: any ParsableCommand.Type) {
        let description: String
        do {
            _ = try command.parseAsRoot(["--experimental-dump-help"])
            return nil
        } catch {
            description = command.fullMessage(for: error)
        }
        guard let info = try? JSONDecoder().decode(ToolInfo.self, from: Data(description.utf8)) else { return nil }
        root = info.command
    }

    /// Throws a usage error naming the first single-value option given twice in `arguments` (the command line
    /// without the executable's name), with both values.
    func refuseRepeats(in arguments: [String]) throws {
        var command = root
        var seen: [String: (spelled: String, value: String)] = [:]
        var index = arguments.startIndex
        var sawPositional = false
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if argument == "--" { return }
            guard argument.hasPrefix("-"), argument.count > 1 else {
                // The first word naming a subcommand switches to its options.
                if !sawPositional, let sub = command.subcommands?.first(where: { $0.commandName == argument }) {
                    command = sub
                    seen = [:]
                } else {
                    sawPositional = true
                }
                continue
            }
            let typed = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard let option = command.arguments?.first(where: { option in
                option.kind == "option" && (option.names ?? []).contains { $0.spelled == typed[0] }
            }) else { continue }
            var value = typed.count > 1 ? typed[1] : ""
            if typed.count == 1, index < arguments.endIndex {
                value = arguments[index]
                index += 1
            }
            guard !option.isRepeating else { continue }
            let key = (option.names ?? []).map(\.spelled).joined(separator: " ")
            if let first = seen[key] {
                let name = first.spelled == typed[0] ? typed[0] : "\(first.spelled) / \(typed[0])"
                throw ValidationError("\(name) is given twice ('\(Self.shown(first.value))', then "
                                      + "'\(Self.shown(value))'): give it once")
            }
            seen[key] = (typed[0], value)
        }
    }

    /// A value as the message shows it: at most 60 characters.
    private static func shown(_ value: String) -> String {
        value.count > 60 ? String(value.prefix(60)) + "…" : value
    }
}
