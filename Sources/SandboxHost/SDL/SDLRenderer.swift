internal import CSDL2
internal import CSDL2Image
import SandboxFormats
import SandboxRendering

/// An SDL renderer drawing into one window: clears, presents, reads pixels back and saves screenshots.
///
/// ## The rendering API of SandboxHost
///
/// ```swift
/// try SDLSystem.start()                          // hints + SDL/TTF/IMG init; `.offscreen` for headless runs
/// let window = try SDLWindow(title: "Gesture Sandbox", width: 1280, height: 800)
/// let renderer = try SDLRenderer(window: window)  // software renderer (the default, see the notes)
/// let assets = try AssetCatalog.locate()          // finds Assets/ (env, executable, current directory)
/// let context = SDLGraphicsContext(renderer: renderer, assets: assets)
///
/// // every frame:
/// context.beginFrame(clearColor: .white)          // clears, resets the clip stack, picks up the HiDPI scale
/// rootView.drawHierarchy(in: context)             // GestureKit drives `transform`, `alpha` and the draw calls
/// context.endFrame()                              // flushes batched geometry and trims the text cache
/// try renderer.savePNG(to: "shot.png")            // optional: screenshot, before present
/// renderer.present()
/// ```
///
/// - `SDLGraphicsContext` implements GestureKit's `GraphicsContext` with antialiased geometry (feathered edges),
///   rotation/scale for every primitive, images and text (SDL2_ttf) as textured quads, and clip rects.
///   `context.scale` is device pixels per point: the renderer output size over the window size, or the explicit
///   `scale:` passed at init (tests use 1 and 2).
/// - `renderer.readPixels()` returns a `PixelImage` (ARGB) for tests; `renderer.outputSize` is in pixels.
/// - Errors are `SDLError` (function + `SDL_GetError()` text) and `AssetError` (names the missing file).
/// - `SDLWindow.id` matches `windowID` in SDL events; `SDLWindow.size` is in points, which touches normalise to.
public final class SDLRenderer {
    let handle: OpaquePointer
    /// The window this renderer draws into; kept alive as long as the renderer.
    public let window: SDLWindow

    /// `software` (the default) is exact and portable: its pixels are identical on x11, offscreen and dummy.
    public enum Kind: Sendable { case software, accelerated }
    public let kind: Kind

    /// `kind` nil takes what `SDL_RENDER_DRIVER` names, else SDL's first driver that works. `kind` is then what
    /// SDL made: with `SDL_RENDER_DRIVER=software`, SDL makes its software renderer whatever was asked.
    public init(window: SDLWindow, kind: Kind? = .software, vsync: Bool = false) throws {
        var flags: UInt32 = switch kind {
        case .software: SDL_RENDERER_SOFTWARE.rawValue
        case .accelerated: SDL_RENDERER_ACCELERATED.rawValue
        case nil: 0
        }
        if vsync { flags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        guard let renderer = SDL_CreateRenderer(window.handle, -1, flags) else {
            throw SDLError.last("SDL_CreateRenderer")
        }
        handle = renderer
        self.window = window
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        self.kind = info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0 ? .software : .accelerated
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit { SDL_DestroyRenderer(handle) }

    /// The drawable size in pixels; larger than the window's point size on HiDPI screens.
    public var outputSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(handle, &width, &height)
        return (Int(width), Int(height))
    }

    /// The name SDL reports for the backend, e.g. `software`.
    public var backendName: String {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(handle, &info)
        return info.name.map { String(cString: $0) } ?? "unknown"
    }

    /// Whether presenting waits for the display's refresh: asked for, granted, and on an accelerated renderer (SDL's
    /// software renderer takes the flag but copies to the window at once).
    public var waitsForVsync: Bool {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(handle, &info)
        return kind == .accelerated && info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    }

    /// Whether this "accelerated" renderer is OpenGL running on a CPU rasteriser (Mesa's llvmpipe or softpipe, as on
    /// a machine with no GPU or under Xvfb): slower to start and about 90 MB heavier than SDL's own software renderer,
    /// for no gain. Reads GL_RENDERER through the renderer's current GL context.
    public var isSoftwareOpenGL: Bool {
        guard let renderer = glRendererName?.lowercased() else { return false }
        return ["llvmpipe", "softpipe", "software rasterizer", "swrast"].contains { renderer.contains($0) }
    }

    /// GL_RENDERER of an OpenGL renderer (`llvmpipe (LLVM 15.0.6, 256 bits)`), read through its current context;
    /// nil for others.
    public var glRendererName: String? {
        guard kind == .accelerated, backendName.hasPrefix("opengl"),
              let address = SDL_GL_GetProcAddress("glGetString")
        else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glRenderer: UInt32 = 0x1F01
        return unsafeBitCast(address, to: GetString.self)(glRenderer).map { String(cString: $0) }
    }

    /// The software renderer's target, the window surface, for drawing into directly; nil when accelerated.
    /// Flush first: SDL may still hold queued commands for it.
    var softwareSurface: UnsafeMutablePointer<SDL_Surface>? {
        kind == .software ? SDL_GetWindowSurface(window.handle) : nil
    }

    /// Fills the whole output (ignoring the clip) with one colour.
    public func clear(red: UInt8, green: UInt8, blue: UInt8) {
        SDL_RenderSetClipRect(handle, nil)
        SDL_SetRenderDrawColor(handle, red, green, blue, 255)
        SDL_RenderClear(handle)
    }

    /// Executes the queued draw commands now (SDL batches them until present or read-back); for timing.
    public func flush() {
        SDL_RenderFlush(handle)
    }

    /// Shows the frame. Read pixels or take screenshots before this: afterwards the back buffer is undefined.
    public func present() {
        SDL_RenderPresent(handle)
    }

    /// Copies the current frame's pixels (the whole output) back to the CPU.
    public func readPixels() throws -> PixelImage {
        let surface = try readSurface()
        return try surface.pixelImage()
    }

    /// Saves the current frame as a PNG: the software renderer's window surface is saved as it is, the accelerated
    /// renderer's output is read back first (`SDL_RenderReadPixels`). Skipping the read-back copy keeps a headless
    /// run with `--screenshot` 4 MB smaller at 1280×800.
    public func savePNG(to path: String) throws {
        if let surface = softwareSurface {
            SDL_RenderFlush(handle)
            guard IMG_SavePNG(surface, path) == 0 else { throw SDLError.last("IMG_SavePNG(\(path))") }
            return
        }
        try readSurface().savePNG(to: path)
    }

    /// Writes the current frame as a PNG into `output` (see `savePNG(to:)` for how the pixels are taken).
    public func writePNG(to output: OutputFile) throws {
        if let surface = softwareSurface {
            SDL_RenderFlush(handle)
            return try PNGWriter.write(surface, to: output)
        }
        let surface = try readSurface()
        try withExtendedLifetime(surface) { try PNGWriter.write(surface.handle, to: output) }
    }

    func readSurface() throws -> SDLSurface {
        let (width, height) = outputSize
        let surface = try SDLSurface(width: width, height: height)
        guard SDL_RenderReadPixels(handle, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, surface.handle.pointee.pixels,
                                   surface.handle.pointee.pitch) == 0 else {
            throw SDLError.last("SDL_RenderReadPixels")
        }
        return surface
    }
}
