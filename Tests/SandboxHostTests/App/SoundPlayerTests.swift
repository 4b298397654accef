import Foundation
@testable import SandboxHost
import TestSupport
import Testing

/// Sounds that can't be read are reported once at load and then left silent; a missing one is named once, with the
/// file it was looked for as.
@Suite("Sound player")
@MainActor
struct SoundPlayerTests {
    static let giggle = RepositoryFiles.repository.appendingPathComponent("Assets/sounds/giggle.wav")

    @Test("a corrupt WAV is reported with its path and skipped; playing it adds nothing")
    func corrupt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("RIFF\u{4}\0\0\0WAVEjunk".utf8).write(to: URL(fileURLWithPath: folder.file("chomp.wav")))
        try FileManager.default.copyItem(atPath: Self.giggle.path, toPath: folder.file("giggle.wav"))
        var reports: [String] = []
        let player = SoundPlayer(directory: URL(fileURLWithPath: folder.path), audio: false) { reports.append($0) }
        #expect(player.soundNames == ["giggle"])
        player.play("chomp")
        player.play("giggle")
        #expect(reports.count == 1)
        #expect(reports.first?.hasPrefix("can't read sound \(folder.file("chomp.wav")): ") == true, "\(reports)")
    }

    @Test("a missing sound is named once, as the file looked for")
    func missing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var reports: [String] = []
        let player = SoundPlayer(directory: URL(fileURLWithPath: folder.path), audio: false) { reports.append($0) }
        player.play("chomp")
        player.play("chomp")
        #expect(reports == ["missing sound file: \(folder.file("chomp.wav"))"])
    }
}
