import Foundation
import GestureKit
import SandboxRendering
import SandboxSession

/// Asset images loaded once per renderer through SDL2_image, at the file variant (1× or 2×) that suits the scale.
final class ImageCache {
    struct Entry {
        /// Premultiplied pixels for the software path.
        let bitmap: Bitmap
        /// Only for renderers the software path can't draw into.
        let texture: SDLTexture?
        /// The image's size in points (the 1× pixel size).
        let size: CGSize
    }

    private let assets: AssetCatalog
    private var entries: [String: Entry] = [:]
    private var failures: [String: Error] = [:]
    private var releasedSizes: [String: CGSize] = [:]
    private var cachedScale: CGFloat = 0

    init(assets: AssetCatalog) {
        self.assets = assets
    }

    /// The image for `name`, or the error that explains why it can't be had (remembered, so a missing file is
    /// looked for once, not every frame). `needsTexture` also uploads it for SDL's own drawing.
    func image(named name: String, scale: CGFloat, renderer: SDLRenderer, needsTexture: Bool) -> Result<Entry, Error> {
        if scale != cachedScale {
            entries.removeAll()
            failures.removeAll()
            releasedSizes.removeAll()
            cachedScale = scale
        }
        if let entry = entries[name], entry.texture != nil || !needsTexture { return .success(entry) }
        if let failure = failures[name] { return .failure(failure) }
        do {
            let file = try assets.image(named: name, scale: scale)
            let surface = try SDLSurface(contentsOf: file.path)
            let bitmap = try Bitmap(surface: surface.handle)
            let texture = needsTexture ? try SDLTexture(renderer: renderer, surface: surface) : nil
            let perPoint = CGFloat(file.pixelsPerPoint)
            let entry = Entry(bitmap: bitmap, texture: texture,
                              size: CGSize(width: CGFloat(bitmap.width) / perPoint,
                                           height: CGFloat(bitmap.height) / perPoint))
            entries[name] = entry
            return .success(entry)
        } catch {
            failures[name] = error
            return .failure(error)
        }
    }

    /// How many images are held in full (for tests: copies let their images go).
    var loadedCount: Int { entries.count }

    /// Forgets `name`'s pixels (they are loaded again on the next request): for an image now drawn from a copy.
    func release(named name: String) {
        if let entry = entries.removeValue(forKey: name) { releasedSizes[name] = entry.size }
    }

    /// The image's size in points, without loading it again when it was released.
    func size(named name: String, scale: CGFloat, renderer: SDLRenderer) -> CGSize? {
        if scale == cachedScale, let size = entries[name]?.size ?? releasedSizes[name] { return size }
        return try? image(named: name, scale: scale, renderer: renderer, needsTexture: false).get().size
    }
}
