import ArgumentParser
import SandboxFormats
import SandboxHost

/// A command that reads and writes files named on its command line. Before it runs, `SandboxCommand.parseAndRun`
/// refuses an output naming one of its inputs, directly or through a link (a usage error, exit 64), so every
/// command, a new one included, keeps its input: it only lists what it reads and writes.
protocol FileCommand: ParsableCommand {
    /// What the command reads, each with what it is to the command ("the trace being drawn").
    var inputFiles: [CommandFile] { get }
    /// What the command writes (through `OutputFile`, as every output is written).
    var outputFiles: [CommandFile] { get }
}

extension FileCommand {
    /// The one check of the main command and every subcommand, as a usage error.
    func refuseOverwritingInputs() throws {
        do {
            try FileIdentity.refuseOverwriting(inputFiles, by: outputFiles)
        } catch let error as SandboxError {
            throw ValidationError(error.message)
        }
    }
}
