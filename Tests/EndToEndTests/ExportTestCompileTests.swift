import Foundation
import Testing

/// `export-test` for real, once: the file it writes for a demo recording is compiled and run in a package of its own
/// that depends on this one by path (as `Examples/` do), with the products its first line names. It passes as
/// written, and fails once an expected state is changed. The package lives in `.build/export-test-package`, so its
/// build of this package's products is kept between runs (the first run builds them: minutes). Every recording's
/// expectations are checked in process by `ReplayTestExportTests` (SandboxScenesTests), through the same accessors.
@Suite("export-test compiled", .serialized)
struct ExportTestCompileTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    /// `swift ARGUMENTS` in `folder`; its status and output.
    func swift(_ arguments: [String], in folder: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test("knob-quarter-turn.jsonl: the generated test passes, and fails with an expected state changed")
    func compileAndRun() throws {
        let package = AppBinary.repository.appendingPathComponent(".build/export-test-package").path
        let tests = package + "/Tests/ReplayTests"
        try FileManager.default.createDirectory(atPath: tests, withIntermediateDirectories: true)
        let file = tests + "/KnobQuarterTurnReplayTests.swift"
        let result = try app.run(["export-test", AppBinary.recording("knob-quarter-turn.jsonl"), "-o", file])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let firstLine = try #require(text.split(separator: "\n").first)
        try #require(firstLine.hasPrefix("// products: "))
        let products = firstLine.dropFirst("// products: ".count).split(separator: ", ")
        #expect(products == ["GestureKitTesting", "SandboxScenes"])
        let manifest = """
            // swift-tools-version:6.2
            import PackageDescription

            // Written by ExportTestCompileTests: the products the generated test's first line names, from this package.
            let package = Package(
                name: "ExportTestCheck",
                platforms: [.macOS(.v13)],
                dependencies: [.package(name: "GestureSandbox", path: "../..")],
                targets: [
                    .testTarget(name: "ReplayTests", dependencies: [
                        \(products.map { ".product(name: \"\($0)\", package: \"GestureSandbox\")" }.joined(separator: ", "))
                    ]),
                ],
                swiftLanguageModes: [.v6]
            )

            """
        try manifest.write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
        let passing = try swift(["test"], in: package)
        #expect(passing.status == 0, "\(passing.output.suffix(3000))")
        #expect(passing.output.contains("passed"), "\(passing.output.suffix(3000))")

        let line = try #require(text.split(separator: "\n").first { $0.contains("finalState(of:") && $0.contains("== .ended") })
        let edited = text.replacingOccurrences(of: String(line), with: line.replacingOccurrences(of: "== .ended", with: "== .failed"))
        try edited.write(toFile: file, atomically: true, encoding: .utf8)
        let failing = try swift(["test"], in: package)
        #expect(failing.status != 0)
        #expect(failing.output.contains("Expectation failed: (log.finalState(of: ") && failing.output.contains("(.failed → failed)"),
                "the failing expectation is named: \(failing.output.suffix(3000))")
    }
}
