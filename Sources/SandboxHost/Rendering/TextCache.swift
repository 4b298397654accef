import Foundation
import GestureKit
internal import CSDL2
internal import CSDL2TTF
import SandboxRendering
import SandboxSession

/// Renders text with SDL2_ttf into antialiased bitmaps of the text's colour and keeps them while they are in use, so
/// a label costs one rendering, not one per frame, and drawing it needs no colour modulation.
final class TextCache {
    struct Key: Hashable {
        let text: String
        let weight: Font.Weight
        let pixelSize: Int
        /// 0xRRGGBB; measuring ignores it.
        let rgb: UInt32
    }

    struct Entry {
        /// Premultiplied pixels for the software path.
        let bitmap: Bitmap
        /// Only for renderers the software path can't draw into.
        let texture: SDLTexture?
        var lastUsedFrame: Int
    }

    private let assets: AssetCatalog
    private var fonts: [Font.Weight: [Int: OpaquePointer]] = [:]
    private var textures: [Key: Entry] = [:]
    private var sizes: [Key: (width: Int, height: Int)] = [:]
    /// Unused textures are dropped after this many frames (animated font sizes make new ones every frame).
    private let maximumIdleFrames = 90
    /// Texts rendered with SDL_ttf so far: a frame that shows no new text renders none (tests count them).
    private(set) var renderCount = 0

    init(assets: AssetCatalog) {
        self.assets = assets
    }

    deinit {
        textures.removeAll()
        for faces in fonts.values { for font in faces.values { TTF_CloseFont(font) } }
    }

    /// The DejaVu face at `pixelSize` (TTF point size equals pixels at SDL_ttf's default 72 dpi).
    func font(weight: Font.Weight, pixelSize: Int) throws -> OpaquePointer {
        if let font = fonts[weight]?[pixelSize] { return font }
        let path = try assets.fontPath(weight: weight)
        guard let font = TTF_OpenFont(path, Int32(pixelSize)) else { throw SDLError.last("TTF_OpenFont(\(path))") }
        fonts[weight, default: [:]][pixelSize] = font
        return font
    }

    /// The rendered size in pixels, measured without rendering.
    func size(of key: Key) throws -> (width: Int, height: Int) {
        if let size = sizes[key] { return size }
        if let entry = textures[key] { return (entry.bitmap.width, entry.bitmap.height) }
        let face = try font(weight: key.weight, pixelSize: key.pixelSize)
        var width: Int32 = 0, height: Int32 = 0
        guard TTF_SizeUTF8(face, Self.drawable(key.text, in: face), &width, &height) == 0 else { throw SDLError.last("TTF_SizeUTF8") }
        if sizes.count > 4096 { sizes.removeAll(keepingCapacity: true) }
        let size = (Int(width), Int(height))
        sizes[key] = size
        return size
    }

    /// The rendered text for `key`, made on first use this side of eviction; `needsTexture` also uploads it for
    /// SDL's own drawing.
    func image(for key: Key, renderer: SDLRenderer, frame: Int, needsTexture: Bool) throws -> Entry {
        if var entry = textures[key], entry.texture != nil || !needsTexture || entry.bitmap.width == 0 {
            entry.lastUsedFrame = frame
            textures[key] = entry
            return entry
        }
        let face = try font(weight: key.weight, pixelSize: key.pixelSize)
        // Text SDL_ttf makes nothing of (a string starting with NUL, only zero-width characters, glyphs too small at
        // 1 px) is skipped: rendering it fails with "Text has zero width".
        var width: Int32 = 0, height: Int32 = 0
        if TTF_SizeUTF8(face, key.text, &width, &height) == 0, width <= 0 || height <= 0 {
            let entry = Entry(bitmap: Bitmap(width: 0, height: 0, isOpaque: false) { _ in }, texture: nil,
                              lastUsedFrame: frame)
            textures[key] = entry
            return entry
        }
        let color = SDL_Color(r: UInt8(key.rgb >> 16 & 0xFF), g: UInt8(key.rgb >> 8 & 0xFF), b: UInt8(key.rgb & 0xFF), a: 255)
        guard let rendered = TTF_RenderUTF8_Blended(face, Self.drawable(key.text, in: face), color) else {
            throw SDLError.last("TTF_RenderUTF8_Blended")
        }
        renderCount += 1
        let surface = SDLSurface(taking: rendered)
        let entry = Entry(bitmap: try Bitmap(surface: surface.handle),
                          texture: needsTexture ? try SDLTexture(renderer: renderer, surface: surface) : nil,
                          lastUsedFrame: frame)
        textures[key] = entry
        return entry
    }

    /// `text` as the face can draw it: a character it has no glyph for (an emoji: DejaVu has none) is drawn as
    /// U+FFFD, the replacement character, which it has, rather than the empty box SDL_ttf draws (issue 35);
    /// variation selectors and joiners, which only shape an emoji, are left out.
    static func drawable(_ text: String, in face: OpaquePointer) -> String {
        guard text.unicodeScalars.contains(where: { $0.value >= 0x2000 }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let shaping = (0xFE00...0xFE0F).contains(scalar.value) || scalar.value == 0x200D
                || (0x1F3FB...0x1F3FF).contains(scalar.value)
            if shaping, result.last == "\u{FFFD}" || (0xFE00...0xFE0F).contains(scalar.value) {
                continue
            } else if scalar.value < 0x2000 || TTF_GlyphIsProvided32(face, scalar.value) != 0 {
                result.append(scalar)
            } else if result.last != "\u{FFFD}" {
                result.append("\u{FFFD}")
            }
        }
        return String(result)
    }

    /// Drops text not drawn in the last `maximumIdleFrames` frames.
    func evict(before frame: Int) {
        let oldest = frame - maximumIdleFrames
        guard textures.values.contains(where: { $0.lastUsedFrame < oldest }) else { return }
        textures = textures.filter { $0.value.lastUsedFrame >= oldest }
    }

    var textureCount: Int { textures.count }
}
