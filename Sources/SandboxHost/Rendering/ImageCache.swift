import Foundation
import GestureKit

/// Asset images loaded once per renderer through SDL2_image, at the file variant (1× or 2×) that suits the scale.
final class ImageCache {
    struct Entry {
        let texture: SDLTexture
        /// The image's size in points (the 1× pixel size).
        let size: CGSize
    }

    private let assets: AssetCatalog
    private var entries: [String: Entry] = [:]
    private var failures: [String: Error] = [:]
    private var cachedScale: CGFloat = 0

    init(assets: AssetCatalog) {
        self.assets = assets
    }

    /// The image for `name`, or the error that explains why it can't be had (remembered, so a missing file is
    /// looked for once, not every frame).
    func image(named name: String, scale: CGFloat, renderer: SDLRenderer) -> Result<Entry, Error> {
        if scale != cachedScale {
            entries.removeAll()
            failures.removeAll()
            cachedScale = scale
        }
        if let entry = entries[name] { return .success(entry) }
        if let failure = failures[name] { return .failure(failure) }
        do {
            let file = try assets.image(named: name, scale: scale)
            let surface = try SDLSurface(contentsOf: file.path)
            let texture = try SDLTexture(renderer: renderer, surface: surface)
            let perPoint = CGFloat(file.pixelsPerPoint)
            let entry = Entry(texture: texture,
                              size: CGSize(width: CGFloat(texture.width) / perPoint,
                                           height: CGFloat(texture.height) / perPoint))
            entries[name] = entry
            return .success(entry)
        } catch {
            failures[name] = error
            return .failure(error)
        }
    }
}
