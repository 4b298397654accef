import Foundation
import Testing
@testable import SandboxHost

@Suite("Asset catalog")
struct AssetCatalogTests {
    private func repositoryAssets() throws -> URL { try AssetCatalog.locate().root }

    @Test func findsAssetsFromTheCurrentDirectory() throws {
        let root = try repositoryAssets()
        let catalog = try AssetCatalog.locate(environment: [:], executablePath: nil,
                                              currentDirectory: root.deletingLastPathComponent().path)
        #expect(catalog.root.standardizedFileURL == root.standardizedFileURL)
    }

    @Test func environmentVariableWins() throws {
        let root = try repositoryAssets()
        let catalog = try AssetCatalog.locate(environment: [AssetCatalog.environmentVariable: root.path],
                                              executablePath: "/nonexistent/bin/app", currentDirectory: "/")
        #expect(catalog.root.path == root.path)
    }

    @Test func picksTheDoubleFileFromOneAndAHalfTimes() throws {
        let catalog = try AssetCatalog.locate()
        #expect(try catalog.image(named: "monkey", scale: 1).path.hasSuffix("images/monkey.png"))
        #expect(try catalog.image(named: "monkey", scale: 1.25).pixelsPerPoint == 1)
        #expect(try catalog.image(named: "monkey", scale: 2).path.hasSuffix("images/monkey@2x.png"))
        // The opaque backdrop ships as JPEG, found the same way.
        #expect(try catalog.image(named: "jungle", scale: 1).path.hasSuffix("images/jungle.jpg"))
        #expect(try catalog.image(named: "jungle", scale: 2) == AssetCatalog.ImageFile(
            path: catalog.root.appendingPathComponent("images/jungle@2x.jpg").path, pixelsPerPoint: 2))
        #expect(try catalog.fontPath(weight: .bold).hasSuffix("fonts/DejaVuSans-Bold.ttf"))
    }

    @Test func missingFileErrorNamesTheFile() throws {
        let catalog = try AssetCatalog.locate()
        let path = catalog.root.appendingPathComponent("images/giraffe.png").path
        #expect(throws: AssetError.missingFile(path: path)) { try catalog.image(named: "giraffe", scale: 2) }
        #expect(AssetError.missingFile(path: path).description.contains("images/giraffe.png"))
    }

    @Test func missingFolderListsWhereItLooked() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect {
            try AssetCatalog.locate(environment: [AssetCatalog.environmentVariable: "/nope"], executablePath: nil,
                                    currentDirectory: empty.path)
        } throws: { error in
            guard case AssetError.assetsFolderNotFound(let searched) = error else { return false }
            return searched.first == "/nope" && searched.contains(empty.appendingPathComponent("Assets").path)
        }
    }
}
