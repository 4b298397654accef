import Foundation
import GestureKit

/// Finds the app's asset files on disk: `images/NAME.png` / `NAME@2x.png` (or `.jpg`) by display scale and the DejaVu
/// fonts.
///
/// It only resolves paths; the graphics context owns the loaded textures, which belong to one renderer.
public struct AssetCatalog: Sendable {
    /// The environment variable that overrides where the Assets folder is.
    public static let environmentVariable = "GESTURE_SANDBOX_ASSETS"

    /// The folder holding `images/` and `fonts/`.
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    /// The Assets folder of the source checkout this library was compiled from. A package that depends on this one
    /// builds it from source (its checkout sits in that package's `.build/checkouts/`), so its apps find the fonts
    /// and images there without copying them.
    public static let sourceCheckoutAssets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets", isDirectory: true)

    /// Looks for the Assets folder: `$GESTURE_SANDBOX_ASSETS` (when set, it must be one), else the installed
    /// `../share/gesture-sandbox` beside the executable's folder (`../../share/gesture-sandbox` from
    /// `libexec/gesture-sandbox/`), else next to the executable and each folder above it
    /// (a build in `.build/release/` finds the repo's), then the current directory and each folder above it, and last
    /// `sourceCheckout`.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                              executablePath: String? = currentExecutablePath(),
                              currentDirectory: String = FileManager.default.currentDirectoryPath,
                              sourceCheckout: URL? = sourceCheckoutAssets) throws -> AssetCatalog {
        if let override = environment[environmentVariable], !override.isEmpty {
            let url = URL(fileURLWithPath: override, isDirectory: true)
            guard isAssetsFolder(url) else { throw AssetError.environmentNotAssetsFolder(path: override) }
            return AssetCatalog(root: url)
        }
        var searched: [String] = [], starts: [URL] = []
        if let executablePath {
            let binFolder = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
            // Installed (`make install`, the package): the app is PREFIX/libexec/gesture-sandbox/gesture-sandbox-app
            // (started by the PREFIX/bin/gesture-sandbox launcher), beside PREFIX/share/gesture-sandbox; an app
            // built on the package and installed as PREFIX/bin/NAME has it beside too.
            var prefix = binFolder.deletingLastPathComponent()
            if binFolder.lastPathComponent == "gesture-sandbox", prefix.lastPathComponent == "libexec" {
                prefix = prefix.deletingLastPathComponent()
            }
            let installed = prefix.appendingPathComponent("share/gesture-sandbox", isDirectory: true)
            if isAssetsFolder(installed) { return AssetCatalog(root: installed.standardizedFileURL) }
            searched.append(installed.standardizedFileURL.path)
            starts.append(binFolder)
        }
        starts.append(URL(fileURLWithPath: currentDirectory, isDirectory: true))
        for start in starts {
            var folder = start.standardizedFileURL
            while true {
                let candidate = folder.appendingPathComponent("Assets", isDirectory: true)
                if isAssetsFolder(candidate) { return AssetCatalog(root: candidate) }
                searched.append(candidate.path)
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        if let sourceCheckout {
            if isAssetsFolder(sourceCheckout) { return AssetCatalog(root: sourceCheckout.standardizedFileURL) }
            searched.append(sourceCheckout.standardizedFileURL.path)
        }
        throw AssetError.assetsFolderNotFound(searched: searched)
    }

    /// The running binary, via `/proc/self/exe` on Linux (argv[0] may be relative or a bare name).
    public static func currentExecutablePath() -> String? {
        if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return link }
        return Bundle.main.executablePath
    }

    private static func isAssetsFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        let images = url.appendingPathComponent("images").path
        return FileManager.default.fileExists(atPath: images, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// An image file and how many pixels it has per point.
    public struct ImageFile: Equatable, Sendable {
        public let path: String
        public let pixelsPerPoint: Int
    }

    /// Image formats, in the order looked for: PNG for pictures with transparency or hard edges, JPEG for opaque
    /// full-bleed backdrops, whose 1280×800 decode takes a quarter of the PNG's (6 vs 25 ms), on the first frame.
    public static let imageExtensions = ["png", "jpg"]

    /// The best file for `scale` pixels per point: `NAME@2x` from 1.5× up when it exists, else `NAME` (each as
    /// `.png`, else `.jpg`).
    public func image(named name: String, scale: CGFloat) throws -> ImageFile {
        let images = root.appendingPathComponent("images")
        func existing(_ suffix: String) -> String? {
            Self.imageExtensions.lazy.map { images.appendingPathComponent("\(name)\(suffix).\($0)").path }
                .first { FileManager.default.fileExists(atPath: $0) }
        }
        if scale >= 1.5, let double = existing("@2x") { return ImageFile(path: double, pixelsPerPoint: 2) }
        guard let single = existing("") else {
            throw AssetError.missingImage(candidates: Self.imageExtensions.map {
                images.appendingPathComponent("\(name).\($0)").path
            })
        }
        return ImageFile(path: single, pixelsPerPoint: 1)
    }

    /// `fonts/DejaVuSans.ttf` or `fonts/DejaVuSans-Bold.ttf`.
    public func fontPath(weight: Font.Weight) throws -> String {
        let file = weight == .bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        let path = root.appendingPathComponent("fonts").appendingPathComponent(file).path
        guard FileManager.default.fileExists(atPath: path) else { throw AssetError.missingFile(path: path) }
        return path
    }
}
