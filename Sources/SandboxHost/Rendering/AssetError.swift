/// Why an asset could not be loaded, naming the file or folders involved so the fix is obvious.
public enum AssetError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No `Assets` folder in any of the searched places.
    case assetsFolderNotFound(searched: [String])
    /// The Assets folder exists but this file is not in it.
    case missingFile(path: String)

    public var description: String {
        switch self {
        case .assetsFolderNotFound(let searched):
            return "Assets folder not found; looked in: \(searched.joined(separator: ", ")). "
                + "Set GESTURE_SANDBOX_ASSETS to the folder that holds images/ and fonts/."
        case .missingFile(let path):
            return "missing asset file: \(path)"
        }
    }
}
