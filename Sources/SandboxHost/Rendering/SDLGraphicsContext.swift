import Foundation
import GestureKit
internal import CSDL2
import SandboxChrome
import SandboxFormats
import SandboxRendering
import SandboxSession

/// GestureKit's `GraphicsContext` on an SDL renderer: antialiased shapes, images and text, all honouring the view's
/// transform (rotation and scale included), the inherited alpha and the clip stack, at the screen's pixel scale.
///
/// On the software renderer the whole frame is one batch, drawn straight into its surface at the end: shapes by
/// `SoftwareRasterizer`, images and text by `ImageRasterizer` (row copies when unscaled, bilinear when rotated or
/// scaled) as commands in order among the shapes, so opaque shapes and images hide what lies under them before it
/// is painted. Elsewhere shapes are batched until an image, text or clip change and go through `SDL_RenderGeometry`,
/// as do images and text, so they rotate with their views there too.
@MainActor
public final class SDLGraphicsContext: GraphicsContext {
    public var transform: CGAffineTransform = .identity
    public var alpha: CGFloat = 1

    public let renderer: SDLRenderer
    public let assets: AssetCatalog
    /// Device pixels per point; from the renderer's output over the window size unless fixed at init.
    public private(set) var scale: CGFloat
    private let fixedScale: CGFloat?
    /// How points become pixels beyond what the renderer measures: the display's scale (on X11 the window is in
    /// pixels; on Wayland the drawable already carries it), a narrow window's zoom, a replay's zoom and where the
    /// scene is drawn (right of F2 docked left). The session's while the scene is drawn, its `chrome` for the chrome.
    public var viewport = SceneViewport(layoutSize: .zero) {
        didSet { scale = viewport.pixelsPerScenePoint(pixelsPerUnit: fixedScale ?? measuredScale()) }
    }

    /// Asset problems seen so far (each reported once on stderr too), for the app's status line and for tests.
    public private(set) var assetErrors: [String] = []
    /// Where each of those is said once (`ErrorLine.write`); a one-off picture turns them into its own error.
    public var reportProblem: (String) -> Void = ErrorLine.write

    private var batch = TriangleBatch()
    /// Scratch geometry for `ellipseMasks`.
    private var maskBatch = TriangleBatch()
    private var ellipseMasks: [EllipseMaskKey: EllipseMask] = [:]
    private var texturedQuad = TriangleBatch()
    /// The software rasteriser's working memory, kept between batches: one per band of the frame.
    private let scratches: [RasterScratch]
    private var scratch: RasterScratch { scratches[0] }
    private let bandLayout = BandLayout()
    private var clipStack: [SDL_Rect] = []
    private var frame = 0
    /// On the software renderer: an opaque XRGB colour the whole surface should have but doesn't yet. The clear
    /// and a full-window background fill or backdrop image are often overdrawn whole by the next one, so each is
    /// written only when something else is drawn over it (each full-window write costs ~0.2 ms at 1280×800).
    private var pendingFill: UInt32?
    private let text: TextCache
    /// Texts rendered so far, for tests: what a frame draws that is new.
    var textRenderCount: Int { text.renderCount }
    /// Internal for tests, which check what is held in memory.
    let images: ImageCache
    /// Internal for tests, which check when copies are made.
    let scaledImages = ScaledImageCache()
    private var scaledImagesScale: CGFloat = 0

    /// How many threads draw a software frame (in horizontal bands): `GESTURE_SANDBOX_RENDER_THREADS` if set
    /// (1 draws on the main thread only), else one per processor, at most 4.
    public static var defaultRenderThreads: Int {
        if let value = ProcessInfo.processInfo.environment["GESTURE_SANDBOX_RENDER_THREADS"], let threads = Int(value),
           threads > 0 {
            return min(threads, 16)
        }
        return min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 4)
    }

    /// `scale` fixes the pixel scale (tests use 1 and 2); nil follows the renderer (HiDPI aware). `renderThreads`
    /// draw the software renderer's frames (default `defaultRenderThreads`).
    public init(renderer: SDLRenderer, assets: AssetCatalog, scale: CGFloat? = nil, renderThreads: Int? = nil) {
        scratches = (0..<max(renderThreads ?? Self.defaultRenderThreads, 1)).map { _ in RasterScratch() }
        self.renderer = renderer
        self.assets = assets
        self.fixedScale = scale
        self.scale = scale ?? 1
        text = TextCache(assets: assets)
        images = ImageCache(assets: assets)
        self.scale = scale ?? measuredScale()
    }

    /// The window's size in points at the current scale.
    public var pointSize: CGSize {
        let output = renderer.outputSize
        return CGSize(width: CGFloat(output.width) / scale, height: CGFloat(output.height) / scale)
    }

    /// Starts a frame: refreshes the scale, clears the clip stack and the whole output to `clearColor`.
    public func beginFrame(clearColor: Color) {
        frame += 1
        scale = viewport.pixelsPerScenePoint(pixelsPerUnit: fixedScale ?? measuredScale())
        if scale != scaledImagesScale {
            // Copies were made from the other scale's image files.
            scaledImages.removeAll()
            scaledImagesScale = scale
        }
        clipStack.removeAll(keepingCapacity: true)
        batch.removeAll()
        transform = .identity
        alpha = 1
        let red = channel(clearColor.red), green = channel(clearColor.green), blue = channel(clearColor.blue)
        if isSoftware {
            SDL_RenderSetClipRect(renderer.handle, nil)
            pendingFill = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        } else {
            renderer.clear(red: red, green: green, blue: blue)
        }
    }

    /// Draws everything still batched and forgets text textures that went unused; call before reading pixels.
    public func endFrame() {
        flush()
        writePendingFill()
        SDL_RenderSetClipRect(renderer.handle, nil)
        clipStack.removeAll(keepingCapacity: true)
        text.evict(before: frame)
        scaledImages.evict(before: frame)
    }

    /// Draws what is batched: on the software renderer straight into its surface (after SDL's own queue, to keep
    /// the order), shapes and commands under the clips they were recorded with; otherwise through
    /// `SDL_RenderGeometry`.
    public func flush() {
        guard !batch.isEmpty else { return }
        if let surface = renderer.softwareSurface, RasterTarget.canDraw(into: surface) {
            // A pending full-window fill goes down with the batch, which leaves out what its opaque fills cover.
            var background: SoftwareRasterizer.Background?
            if let fill = pendingFill {
                background = SoftwareRasterizer.Background(rgb: fill, width: Int(surface.pointee.w),
                                                           height: Int(surface.pointee.h))
                pendingFill = nil
            }
            SDL_RenderFlush(renderer.handle)
            let everything = SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h)
            RasterTarget.with(surface, clip: everything) {
                SoftwareRasterizer.drawInBands(batch, into: $0, scratches: scratches, background: background,
                                               layout: bandLayout)
            }
            restartBatch()
        } else {
            submit(batch, texture: nil)
            batch.removeAll()
        }
    }

    /// Empties the batch (drawn, or hidden whole by an opaque full-window fill or image); what is drawn next keeps
    /// the clip in force.
    private func restartBatch() {
        batch.removeAll()
        if let clip = clipStack.last { batch.append(.clip(pixelBox(clip))) }
    }

    /// `clip` as the software path's pixel box (min x, min y, max x, max y).
    private func pixelBox(_ clip: SDL_Rect) -> SIMD4<Int> {
        let box = effectiveClip(clip)
        return SIMD4(box.x, box.y, box.x + box.z, box.y + box.w)
    }

    // MARK: Rectangles

    public func fill(_ rect: CGRect, color: Color) {
        let device = deviceTransform
        if device.b == 0, device.c == 0, device.a > 0, device.d > 0 {
            let minX = device.a * rect.minX + device.tx, maxX = device.a * rect.maxX + device.tx
            let minY = device.d * rect.minY + device.ty, maxY = device.d * rect.maxY + device.ty
            if isWhole(minX), isWhole(maxX), isWhole(minY), isWhole(maxY),
               [minX, maxX, minY, maxY].allSatisfy(isDrawable) {
                fillPixelRect(x: Int(minX.rounded()), y: Int(minY.rounded()), width: Int((maxX - minX).rounded()),
                              height: Int((maxY - minY).rounded()), color: vertexColor(color))
                return
            }
        }
        setRectPath(rect, device: device)
        batch.fillPath(color: vertexColor(color))
    }

    public func stroke(_ rect: CGRect, color: Color, lineWidth: CGFloat) {
        let device = deviceTransform
        setRectPath(rect, device: device)
        batch.strokePath(color: vertexColor(color), width: deviceWidth(lineWidth, device), closed: true)
    }

    public func fillRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: Color) {
        let device = deviceTransform
        setRoundedRectPath(rect, cornerRadius: cornerRadius, device: device)
        batch.fillPath(color: vertexColor(color))
    }

    public func strokeRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: Color, lineWidth: CGFloat) {
        let device = deviceTransform
        setRoundedRectPath(rect, cornerRadius: cornerRadius, device: device)
        batch.strokePath(color: vertexColor(color), width: deviceWidth(lineWidth, device), closed: true)
    }

    // MARK: Ellipses and polygons

    public func fillEllipse(in rect: CGRect, color: Color) {
        let device = deviceTransform
        if drawSmallEllipse(rect, color: vertexColor(color), device: device) { return }
        setEllipsePath(rect, device: device)
        batch.fillPath(color: vertexColor(color))
    }

    public func strokeEllipse(in rect: CGRect, color: Color, lineWidth: CGFloat) {
        let device = deviceTransform
        setEllipsePath(rect, device: device)
        batch.strokePath(color: vertexColor(color), width: deviceWidth(lineWidth, device), closed: true)
    }

    public func fillPolygon(_ points: [CGPoint], color: Color) {
        let device = deviceTransform
        batch.path.removeAll(keepingCapacity: true)
        for point in points { batch.path.append(devicePoint(point, device)) }
        batch.fillPath(color: vertexColor(color))
    }

    public func strokePolyline(_ points: [CGPoint], color: Color, lineWidth: CGFloat) {
        let device = deviceTransform
        batch.path.removeAll(keepingCapacity: true)
        for point in points { batch.path.append(devicePoint(point, device)) }
        batch.strokePolylineRound(color: vertexColor(color), width: deviceWidth(lineWidth, device))
    }

    // MARK: Images and text

    public func drawImage(named name: String, in rect: CGRect) {
        let device = deviceTransform
        let alpha = vertexColor(.white).a
        // An image wholly outside the clip (a scrolled-away tile) is not even loaded.
        guard alpha > 0, meetsClip(rect.applying(device)) else { return }
        // Drawn scaled but upright, on whole pixels: from a resampled copy once the size holds still.
        var scaled: (key: ScaledImageCache.Key, origin: (x: Int, y: Int), steady: Bool)?
        if isSoftware, device.b == 0, device.c == 0, device.a > 0, device.d > 0,
           [device.a * rect.width, device.d * rect.height, device.a * rect.minX + device.tx,
            device.d * rect.minY + device.ty].allSatisfy(isDrawable) {
            let key = ScaledImageCache.Key(name: name, width: Int((device.a * rect.width).rounded()),
                                           height: Int((device.d * rect.height).rounded()))
            let origin = (x: Int((device.a * rect.minX + device.tx).rounded()),
                          y: Int((device.d * rect.minY + device.ty).rounded()))
            switch scaledImages.lookup(key, frame: frame) {
            case .copy(let copy): return drawBitmap(copy, at: origin, alpha: alpha)
            case .sample(let steady):
                if !steady, let standIn = scaledImages.standIn(for: key, frame: frame) {
                    return drawBitmap(standIn, texture: nil, in: rect, alpha: alpha)
                }
                scaled = (key, origin, steady)
            }
        }
        switch images.image(named: name, scale: scale, renderer: renderer, needsTexture: !isSoftware) {
        case .success(let image):
            if let scaled, scaled.steady, let copy = scaledCopy(of: image.bitmap, for: scaled.key) {
                // The copy stands in from now on; the full-size image is loaded again if anything else needs it.
                images.release(named: name)
                return drawBitmap(copy, at: scaled.origin, alpha: alpha)
            }
            drawBitmap(image.bitmap, texture: image.texture, in: rect, alpha: alpha)
        case .failure(let error): report(error, for: "image \(name)")
        }
    }

    public func imageSize(named name: String) -> CGSize? {
        images.size(named: name, scale: scale, renderer: renderer)
    }

    public func drawText(_ string: String, in rect: CGRect, font: Font, color: Color, alignment: TextAlignment) {
        guard !string.isEmpty else { return }
        let device = deviceTransform
        let zoom = sqrt(abs(device.a * device.d - device.b * device.c))
        let tint = vertexColor(color)
        let rgb = UInt32(tint.r) << 16 | UInt32(tint.g) << 8 | UInt32(tint.b)
        let key = TextCache.Key(text: string, weight: font.weight, pixelSize: pixelSize(font, zoom: zoom), rgb: rgb)
        do {
            let image = try text.image(for: key, renderer: renderer, frame: frame, needsTexture: !isSoftware)
            let width = CGFloat(image.bitmap.width) / zoom, height = CGFloat(image.bitmap.height) / zoom
            let x: CGFloat
            switch alignment {
            case .left: x = rect.minX
            case .center: x = rect.midX - width / 2
            case .right: x = rect.maxX - width
            }
            var box = CGRect(x: x, y: rect.midY - height / 2, width: width, height: height)
            if device.b == 0, device.c == 0, device.a == device.d, device.a > 0 {
                box.origin.x = ((box.minX * device.a + device.tx).rounded() - device.tx) / device.a
                box.origin.y = ((box.minY * device.d + device.ty).rounded() - device.ty) / device.d
            }
            drawBitmap(image.bitmap, texture: image.texture, in: box, alpha: tint.a)
        } catch {
            report(error, for: Self.textSubject(string, pixelSize: key.pixelSize))
        }
    }

    /// What a failed text drawing is said as: the text quoted on one line (control characters escaped, cut after 40
    /// characters) and its size, so the message names what was being drawn.
    static func textSubject(_ string: String, pixelSize: Int) -> String {
        var quoted = ""
        for character in string.prefix(40) {
            for scalar in character.unicodeScalars {
                switch scalar {
                case "\n": quoted += "\\n"
                case "\t": quoted += "\\t"
                case "\r": quoted += "\\r"
                case "\"": quoted += "\\\""
                case "\\": quoted += "\\\\"
                default:
                    if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x2028...0x2029).contains(scalar.value) {
                        quoted += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                    } else {
                        quoted.unicodeScalars.append(scalar)
                    }
                }
            }
        }
        if string.count > 40 { quoted += "…" }
        return "text \"\(quoted)\" at \(pixelSize) px"
    }

    public func sizeOfText(_ string: String, font: Font) -> CGSize {
        guard !string.isEmpty else { return .zero }
        let key = TextCache.Key(text: string, weight: font.weight, pixelSize: pixelSize(font, zoom: scale), rgb: 0)
        guard let size = try? text.size(of: key) else { return .zero }
        return CGSize(width: CGFloat(size.width) / scale, height: CGFloat(size.height) / scale)
    }

    // MARK: Clipping

    public func pushClip(_ rect: CGRect) {
        // A null rectangle (a view inset past empty) has an infinite origin: it clips everything.
        let bounds = rect.isNull || rect.isInfinite ? .zero : rect.applying(deviceTransform)
        let minX = (bounds.minX + 1e-3).rounded(.down), minY = (bounds.minY + 1e-3).rounded(.down)
        let maxX = (bounds.maxX - 1e-3).rounded(.up), maxY = (bounds.maxY - 1e-3).rounded(.up)
        var clip = SDL_Rect(x: Int32(clamping: pixels(minX)), y: Int32(clamping: pixels(minY)),
                            w: Int32(clamping: pixels(max(maxX - minX, 0))),
                            h: Int32(clamping: pixels(max(maxY - minY, 0))))
        if let outer = clipStack.last {
            var outer = outer, intersection = SDL_Rect()
            let meets = SDL_IntersectRect(&clip, &outer, &intersection) == SDL_TRUE
            clip = meets ? intersection : SDL_Rect(x: 0, y: 0, w: 0, h: 0)
        }
        // A clip that cuts nothing off (a full-window scene view's) changes nothing. On the software renderer a
        // change is recorded in the frame's batch; elsewhere the batch so far is drawn under the old clip.
        let changed = effectiveClip(clip) != effectiveClip(clipStack.last)
        if changed, !isSoftware { flush() }
        clipStack.append(clip)
        if changed, isSoftware { batch.append(.clip(pixelBox(clip))) }
        applyClip()
    }

    public func popClip() {
        let popped = clipStack.popLast()
        if effectiveClip(popped) != effectiveClip(clipStack.last) {
            if isSoftware {
                batch.append(.clip(clipStack.last.map(pixelBox)))
            } else {
                if let popped { clipStack.append(popped) }
                flush()
                _ = clipStack.popLast()
            }
        }
        applyClip()
    }

    // MARK: Internals

    /// The pixels `clip` (nil: none) lets drawing touch, as (x, y, w, h) within the output; empty clips compare equal.
    private func effectiveClip(_ clip: SDL_Rect?) -> SIMD4<Int> {
        let output = renderer.outputSize
        let width = Int(output.width), height = Int(output.height)
        guard let clip else { return SIMD4(0, 0, width, height) }
        let minX = max(Int(clip.x), 0), minY = max(Int(clip.y), 0)
        let maxX = min(Int(clip.x) + Int(clip.w), width), maxY = min(Int(clip.y) + Int(clip.h), height)
        guard minX < maxX, minY < maxY, clip.w > 0, clip.h > 0 else { return SIMD4(0, 0, 0, 0) }
        return SIMD4(minX, minY, maxX - minX, maxY - minY)
    }

    private func applyClip() {
        guard var clip = clipStack.last else {
            SDL_RenderSetClipRect(renderer.handle, nil)
            return
        }
        if clip.w == 0 || clip.h == 0 {
            // SDL treats an empty clip rect as "no clipping", so clip to one pixel outside the output instead.
            clip = SDL_Rect(x: -2, y: -2, w: 1, h: 1)
        }
        SDL_RenderSetClipRect(renderer.handle, &clip)
    }

    /// A pixel-aligned rectangle needs no antialiasing: a plain (or blended) span fill per row.
    private func fillPixelRect(x: Int, y: Int, width: Int, height: Int, color: RasterColor) {
        guard color.a > 0, width > 0, height > 0 else { return }
        let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        guard isSoftware else {
            flush()
            var rect = SDL_Rect(x: Int32(clamping: x), y: Int32(clamping: y), w: Int32(clamping: width),
                                h: Int32(clamping: height))
            SDL_SetRenderDrawColor(renderer.handle, color.r, color.g, color.b, color.a)
            SDL_RenderFillRect(renderer.handle, &rect)
            return
        }
        if coversSurface(x: x, y: y, width: width, height: height) {
            if color.a == 255 {
                restartBatch()
                pendingFill = rgb
                return
            }
            if let below = pendingFill, isClipOnly(batch) {
                let source = PixelMath.scale(0xFF00_0000 | rgb, by: UInt32(color.a))
                pendingFill = PixelMath.over(source, 0xFF00_0000 | below) & 0xFF_FFFF
                return
            }
        }
        batch.append(.rect(x: x, y: y, width: width, height: height, rgb: rgb, alpha: UInt32(color.a)))
    }

    /// Whether `batch` holds nothing but clip changes (nothing drawn yet).
    private func isClipOnly(_ batch: TriangleBatch) -> Bool {
        guard batch.indices.isEmpty else { return false }
        for command in batch.commands {
            if case .clip = command.kind { continue }
            return false
        }
        return true
    }

    /// Whether drawing goes straight into the software renderer's surface.
    private var isSoftware: Bool {
        guard let surface = renderer.softwareSurface else { return false }
        return RasterTarget.canDraw(into: surface)
    }

    /// Whether a pixel rect covers the whole software surface with no clip narrowing it (only then can it stand
    /// in for `pendingFill`).
    private func coversSurface(x: Int, y: Int, width: Int, height: Int) -> Bool {
        guard let surface = renderer.softwareSurface else { return false }
        let surfaceWidth = Int(surface.pointee.w), surfaceHeight = Int(surface.pointee.h)
        guard x <= 0, y <= 0, x + width >= surfaceWidth, y + height >= surfaceHeight else { return false }
        guard let clip = clipStack.last else { return true }
        return clip.x <= 0 && clip.y <= 0 && Int(clip.x) + Int(clip.w) >= surfaceWidth
            && Int(clip.y) + Int(clip.h) >= surfaceHeight
    }

    private func writePendingFill() {
        guard let fill = pendingFill else { return }
        pendingFill = nil
        guard let surface = renderer.softwareSurface else { return }
        let everything = SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h)
        RasterTarget.with(surface, clip: everything) { target in
            for row in target.minY..<target.maxY {
                (target.pixels + row * target.stride).update(repeating: 0xFF00_0000 | fill, count: target.maxX)
            }
        }
    }

    /// An image or text bitmap mapped onto `rect` through the device transform; `alpha` 0…255.
    private func drawBitmap(_ bitmap: Bitmap, texture: SDLTexture?, in rect: CGRect, alpha: UInt8) {
        guard alpha > 0, bitmap.width > 0, bitmap.height > 0 else { return }
        guard isSoftware else {
            if let texture { drawTexture(texture, in: rect, color: RasterColor(r: 255, g: 255, b: 255, a: alpha)) }
            return
        }
        let device = deviceTransform
        let sx = rect.width / CGFloat(bitmap.width), sy = rect.height / CGFloat(bitmap.height)
        let mapping = ImageRasterizer.Mapping(
            a: device.a * sx, b: device.b * sx, c: device.c * sy, d: device.d * sy,
            tx: device.a * rect.minX + device.c * rect.minY + device.tx,
            ty: device.b * rect.minX + device.d * rect.minY + device.ty)
        record(bitmap, mapping: mapping, alpha: alpha)
    }

    /// A bitmap copied unscaled with its top-left pixel at `origin` (software renderer only).
    private func drawBitmap(_ bitmap: Bitmap, at origin: (x: Int, y: Int), alpha: UInt8) {
        record(bitmap, mapping: ImageRasterizer.Mapping(a: 1, b: 0, c: 0, d: 1, tx: CGFloat(origin.x),
                                                        ty: CGFloat(origin.y)), alpha: alpha)
    }

    /// Adds a bitmap draw to the frame's batch; an opaque one over the whole window hides everything before it.
    private func record(_ bitmap: Bitmap, mapping: ImageRasterizer.Mapping, alpha: UInt8) {
        if bitmap.isOpaque, alpha == 255, let offset = mapping.pixelOffset,
           coversSurface(x: offset.x, y: offset.y, width: bitmap.width, height: bitmap.height) {
            restartBatch()
            pendingFill = nil
        }
        if mapping.pixelOffset == nil {
            let (source, adjusted) = ImageRasterizer.prepared(bitmap, mapping)
            batch.append(.image(source, adjusted, alpha: UInt32(alpha)))
        } else {
            batch.append(.image(bitmap, mapping, alpha: UInt32(alpha)))
        }
    }

    /// A resampled copy of `bitmap` at `key`'s size, made and cached when that pays off: a real change of size,
    /// within the cache's budget, and no bigger than the image, except an opaque image enlarged to at most twice the
    /// window's pixels (a backdrop covering a 1920×1080 or 2880×1800 window from a 1280×800 file): sampled afresh it
    /// cost 5 and 13 ms a frame, and copied it is a row copy that hides everything under it.
    private func scaledCopy(of bitmap: Bitmap, for key: ScaledImageCache.Key) -> Bitmap? {
        let output = renderer.outputSize
        let windowPixels = output.width * output.height
        let enlargedBackdrop = bitmap.isOpaque && key.width * key.height <= 2 * windowPixels
        guard key.width != bitmap.width || key.height != bitmap.height,
              key.width * key.height <= bitmap.width * bitmap.height || enlargedBackdrop,
              scaledImages.hasRoom(for: key, windowPixels: 2 * windowPixels),
              let copy = bitmap.resampled(width: key.width, height: key.height) else { return nil }
        scaledImages.store(copy, for: key, frame: frame)
        return copy
    }

    /// Whether a device-space box overlaps the pixels the current clip lets drawing touch.
    private func meetsClip(_ box: CGRect) -> Bool {
        let clip = effectiveClip(clipStack.last)
        guard clip.z > 0, clip.w > 0 else { return false }
        return box.maxX > CGFloat(clip.x) && box.minX < CGFloat(clip.x + clip.z)
            && box.maxY > CGFloat(clip.y) && box.minY < CGFloat(clip.y + clip.w)
    }

    private func submit(_ geometry: TriangleBatch, texture: SDLTexture?) {
        precondition(RasterVertex.matchesSDLVertex, "RasterVertex is not laid out as SDL_Vertex")
        geometry.vertices.withUnsafeBufferPointer { raster in
            raster.withMemoryRebound(to: SDL_Vertex.self) { vertices in
                geometry.indices.withUnsafeBufferPointer { indices in
                    _ = SDL_RenderGeometry(renderer.handle, texture?.handle, vertices.baseAddress, Int32(vertices.count),
                                           indices.baseAddress, Int32(indices.count))
                }
            }
        }
    }

    private func drawTexture(_ texture: SDLTexture, in rect: CGRect, color: RasterColor) {
        guard color.a > 0 else { return }
        flush()
        let device = deviceTransform
        texturedQuad.removeAll()
        texturedQuad.appendTexturedQuad(
            (devicePoint(CGPoint(x: rect.minX, y: rect.minY), device),
             devicePoint(CGPoint(x: rect.maxX, y: rect.minY), device),
             devicePoint(CGPoint(x: rect.maxX, y: rect.maxY), device),
             devicePoint(CGPoint(x: rect.minX, y: rect.maxY), device)),
            color: color)
        submit(texturedQuad, texture: texture)
    }

    private var deviceTransform: CGAffineTransform {
        let t = transform
        let shift = viewport.originPixel(pixelsPerScenePoint: scale)
        return CGAffineTransform(a: t.a * scale, b: t.b * scale, c: t.c * scale, d: t.d * scale,
                                 tx: t.tx * scale + shift.x, ty: t.ty * scale + shift.y)
    }

    private func devicePoint(_ point: CGPoint, _ t: CGAffineTransform) -> SIMD2<Float> {
        SIMD2(Float(t.a * point.x + t.c * point.y + t.tx), Float(t.b * point.x + t.d * point.y + t.ty))
    }

    /// A line width in device pixels: scaled by the transform's average scale, as Core Graphics does.
    private func deviceWidth(_ width: CGFloat, _ t: CGAffineTransform) -> Float {
        Float(width * sqrt(abs(t.a * t.d - t.b * t.c)))
    }

    private func pixelSize(_ font: Font, zoom: CGFloat) -> Int {
        min(max(pixels((font.size * zoom).rounded()), 1), 512)
    }

    private func setRectPath(_ rect: CGRect, device: CGAffineTransform) {
        batch.path.removeAll(keepingCapacity: true)
        batch.path.append(devicePoint(CGPoint(x: rect.minX, y: rect.minY), device))
        batch.path.append(devicePoint(CGPoint(x: rect.maxX, y: rect.minY), device))
        batch.path.append(devicePoint(CGPoint(x: rect.maxX, y: rect.maxY), device))
        batch.path.append(devicePoint(CGPoint(x: rect.minX, y: rect.maxY), device))
    }

    /// Small axis-aligned filled ellipses (dotted backgrounds: hundreds a frame) come from a cached coverage mask
    /// per size, sub-pixel offset and alpha: the mask is the rasteriser's own per-pixel alpha for that shape (drawn
    /// white on black), so blending the colour through it gives the same pixels as the 16 triangles would.
    private func drawSmallEllipse(_ rect: CGRect, color: RasterColor, device: CGAffineTransform) -> Bool {
        guard color.a > 0, device.b == 0, device.c == 0, isSoftware else { return false }
        let minX = device.a * rect.minX + device.tx, minY = device.d * rect.minY + device.ty
        let width = device.a * rect.width, height = device.d * rect.height
        guard width > 0, height > 0, width <= 24, height <= 24, isDrawable(minX), isDrawable(minY) else { return false }
        let originX = Int(minX.rounded(.down)) - 3, originY = Int(minY.rounded(.down)) - 3
        let key = EllipseMaskKey(width: width, height: height, offsetX: minX - CGFloat(originX),
                                 offsetY: minY - CGFloat(originY), alpha: color.a)
        let mask: EllipseMask
        if let cached = ellipseMasks[key] {
            mask = cached
        } else {
            if ellipseMasks.count >= 256 { ellipseMasks.removeAll() }
            var local = device
            local.tx -= CGFloat(originX)
            local.ty -= CGFloat(originY)
            let side = Int(max(width, height).rounded(.up)) + 8
            var pixels = [UInt32](repeating: 0xFF00_0000, count: side * side)
            maskBatch.removeAll()
            setEllipsePath(rect, device: local, into: &maskBatch)
            maskBatch.fillPath(color: RasterColor(r: 255, g: 255, b: 255, a: color.a))
            pixels.withUnsafeMutableBufferPointer { buffer in
                SoftwareRasterizer.draw(maskBatch, into: RasterTarget(pixels: buffer.baseAddress!, stride: side, minX: 0,
                                                                      minY: 0, maxX: side, maxY: side),
                                        scratch: scratch)
            }
            maskBatch.removeAll()
            mask = EllipseMask(side: side, alpha: pixels.map { UInt8(truncatingIfNeeded: $0) })
            ellipseMasks[key] = mask
        }
        let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        batch.append(.mask(mask.alpha, side: mask.side, x: originX, y: originY, rgb: rgb))
        return true
    }

    private func setEllipsePath(_ rect: CGRect, device: CGAffineTransform) {
        setEllipsePath(rect, device: device, into: &batch)
    }

    private func setEllipsePath(_ rect: CGRect, device: CGAffineTransform, into batch: inout TriangleBatch) {
        let radiusX = rect.width / 2, radiusY = rect.height / 2
        let center = devicePoint(CGPoint(x: rect.midX, y: rect.midY), device)
        let axisX = SIMD2(Float(device.a * radiusX), Float(device.b * radiusX))
        let axisY = SIMD2(Float(device.c * radiusY), Float(device.d * radiusY))
        let radius = max((axisX * axisX).sum(), (axisY * axisY).sum()).squareRoot()
        let table = batch.unitCircle(segments: TriangleBatch.circleSegments(radius: radius))
        batch.path.removeAll(keepingCapacity: true)
        for unit in table { batch.path.append(center + axisX * unit.x + axisY * unit.y) }
    }

    private func setRoundedRectPath(_ rect: CGRect, cornerRadius: CGFloat, device: CGAffineTransform) {
        let radius = min(max(cornerRadius, 0), rect.width / 2, rect.height / 2)
        guard radius > 0 else { return setRectPath(rect, device: device) }
        let deviceRadius = Float(radius * sqrt(max(abs(device.a * device.d - device.b * device.c), 0)))
        let segments = TriangleBatch.circleSegments(radius: deviceRadius)
        let table = batch.unitCircle(segments: segments)
        let quarter = segments / 4
        let corners = [
            (CGPoint(x: rect.maxX - radius, y: rect.maxY - radius), 0),
            (CGPoint(x: rect.minX + radius, y: rect.maxY - radius), quarter),
            (CGPoint(x: rect.minX + radius, y: rect.minY + radius), 2 * quarter),
            (CGPoint(x: rect.maxX - radius, y: rect.minY + radius), 3 * quarter),
        ]
        batch.path.removeAll(keepingCapacity: true)
        for (center, start) in corners {
            for step in 0...quarter {
                let unit = table[(start + step) % segments]
                let point = CGPoint(x: center.x + radius * CGFloat(unit.x), y: center.y + radius * CGFloat(unit.y))
                batch.path.append(devicePoint(point, device))
            }
        }
    }

    private func vertexColor(_ color: Color) -> RasterColor {
        RasterColor(r: channel(color.red), g: channel(color.green), b: channel(color.blue),
                  a: channel(color.alpha * Double(min(max(alpha, 0), 1))))
    }

    /// A colour channel or alpha 0…1 as 0…255; NaN (an alpha worked out from a NaN) as 0.
    private func channel(_ value: Double) -> UInt8 {
        value.isNaN ? 0 : UInt8((min(max(value, 0), 1) * 255).rounded())
    }

    private func isWhole(_ value: CGFloat) -> Bool { abs(value - value.rounded()) < 1e-3 }

    /// Whether a device coordinate can be taken as a whole number of pixels: finite and within
    /// `TriangleBatch.coordinateLimit` (shapes beyond it are left out by the batch; these paths fall through to it).
    private func isDrawable(_ value: CGFloat) -> Bool { abs(value) <= CGFloat(TriangleBatch.coordinateLimit) }

    /// `value` (device pixels, whole) as an `Int` clamped to ±`TriangleBatch.coordinateLimit`, NaN as 0: a clip or
    /// font size from an infinite or NaN transform must not trap in `Int(_:)`.
    private func pixels(_ value: CGFloat) -> Int {
        guard !value.isNaN else { return 0 }
        let limit = CGFloat(TriangleBatch.coordinateLimit)
        return Int(min(max(value, -limit), limit))
    }

    private func measuredScale() -> CGFloat {
        let output = renderer.outputSize, window = renderer.window.size
        guard window.width > 0, output.width > 0 else { return 1 }
        return CGFloat(output.width) / CGFloat(window.width)
    }

    /// An `AssetError` names its asset and files already, so it is said as it is; others get the subject first.
    private func report(_ error: Error, for subject: String) {
        let message = error is AssetError ? "\(error)" : "\(subject): \(error)"
        guard !assetErrors.contains(message) else { return }
        assetErrors.append(message)
        reportProblem(message)
    }
}

private struct EllipseMaskKey: Hashable {
    let width: CGFloat, height: CGFloat, offsetX: CGFloat, offsetY: CGFloat
    let alpha: UInt8
}

/// Per-pixel alpha over a `side`×`side` square.
private struct EllipseMask {
    let side: Int
    let alpha: [UInt8]
}
