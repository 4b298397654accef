/// Why an asset could not be loaded, naming the file or folders involved so the fix is obvious.
public enum AssetError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No `Assets` folder in any of the searched places.
    case assetsFolderNotFound(searched: [String])
    /// The Assets folder exists but this file is not in it.
    case missingFile(path: String)
    /// No file for an image in any of its formats (each path that was looked for).
    case missingImage(candidates: [String])
    /// `GESTURE_SANDBOX_ASSETS` is set to something that is not an Assets folder.
    case environmentNotAssetsFolder(path: String)

    public var description: String {
        switch self {
        case .assetsFolderNotFound(let searched):
            return "Assets folder not found; looked in: \(searched.joined(separator: ", ")). "
                + "Set GESTURE_SANDBOX_ASSETS to the folder that holds images/ and fonts/."
        case .missingFile(let path):
            return "missing asset file: \(path)"
        case .missingImage(let candidates):
            return "missing image: no " + candidates.joined(separator: " or ")
        case .environmentNotAssetsFolder(let path):
            return "\(AssetCatalog.environmentVariable) is \(path), which holds no images/ folder: point it at the "
                + "folder that holds images/ and fonts/, or unset it"
        }
    }
}
