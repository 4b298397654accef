import Foundation
import TestSupport
import Testing
@testable import SandboxHost
@testable import SandboxSession

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

    /// A missing image names every file it could have been (jungle ships as .jpg, not .png).
    @Test func missingImageNamesEveryCandidate() throws {
        let catalog = try AssetCatalog.locate()
        let images = catalog.root.appendingPathComponent("images")
        let candidates = ["giraffe.png", "giraffe.jpg"].map { images.appendingPathComponent($0).path }
        #expect(throws: AssetError.missingImage(candidates: candidates)) {
            try catalog.image(named: "giraffe", scale: 2)
        }
        #expect(AssetError.missingImage(candidates: candidates).description
            == "missing image: no \(candidates[0]) or \(candidates[1])")
    }

    @Test func missingFolderListsWhereItLooked() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect {
            try AssetCatalog.locate(environment: [:], executablePath: nil, currentDirectory: empty.path,
                                    sourceCheckout: nil)
        } throws: { error in
            guard case AssetError.assetsFolderNotFound(let searched) = error else { return false }
            return searched.contains(empty.appendingPathComponent("Assets").path)
        }
    }

    /// An app of another package, started outside any checkout, still finds the assets of the source it was built
    /// from.
    @Test func sourceCheckoutIsTheLastResort() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let catalog = try AssetCatalog.locate(environment: [:], executablePath: "/usr/bin/env",
                                              currentDirectory: empty.path)
        #expect(catalog.root.path == RepositoryFiles.repository.appendingPathComponent("Assets").path)
        #expect(AssetCatalog.sourceCheckoutAssets.standardizedFileURL.path == catalog.root.path)
    }

    /// `make install` and the package put the app in PREFIX/libexec/gesture-sandbox/ (the launcher in PREFIX/bin/);
    /// an app built on the package may be installed in PREFIX/bin/ itself. Both find PREFIX/share/gesture-sandbox.
    @Test(arguments: ["libexec/gesture-sandbox/gesture-sandbox-app", "bin/lasso-sandbox"])
    func findsTheInstalledAssets(_ app: String) throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("prefix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let share = prefix.appendingPathComponent("share/gesture-sandbox")
        try FileManager.default.createDirectory(at: share.appendingPathComponent("images"), withIntermediateDirectories: true)
        let empty = prefix.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let catalog = try AssetCatalog.locate(environment: [:], executablePath: prefix.appendingPathComponent(app).path,
                                              currentDirectory: empty.path, sourceCheckout: nil)
        #expect(catalog.root.path == share.resolvingSymlinksInPath().path)
    }

    /// A set override that isn't an Assets folder is an error, not skipped for whatever is found elsewhere.
    @Test(arguments: ["/nonexistent-gs-assets", "/tmp"])
    func overrideThatIsNoAssetsFolder(_ path: String) throws {
        let root = try repositoryAssets()
        #expect(throws: AssetError.environmentNotAssetsFolder(path: path)) {
            try AssetCatalog.locate(environment: [AssetCatalog.environmentVariable: path], executablePath: nil,
                                    currentDirectory: root.deletingLastPathComponent().path)
        }
        #expect(AssetError.environmentNotAssetsFolder(path: path).description
            == "GESTURE_SANDBOX_ASSETS is \(path), which holds no images/ folder: point it at the folder that holds "
            + "images/ and fonts/, or unset it")
    }
}
