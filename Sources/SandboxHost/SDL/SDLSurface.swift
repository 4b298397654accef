internal import CSDL2
internal import CSDL2Image
import SandboxFormats
import SandboxRendering

/// A CPU-side SDL image (loaded PNGs, rendered text, screenshots); freed with the object.
final class SDLSurface {
    let handle: UnsafeMutablePointer<SDL_Surface>

    init(taking handle: UnsafeMutablePointer<SDL_Surface>) {
        self.handle = handle
    }

    /// An empty 32-bit ARGB surface, the layout `SDL_RenderReadPixels` writes.
    init(width: Int, height: Int) throws {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError.last("SDL_CreateRGBSurfaceWithFormat")
        }
        handle = surface
    }

    /// Loads a PNG (or any format SDL_image reads) from disk. What the decoder prints (libpng's errors and warnings)
    /// joins the error's text, or is passed on with the app's prefix and the path, never as a bare line.
    init(contentsOf path: String) throws {
        let (loaded, printed) = StandardErrorCapture.capturing { IMG_Load(path) }
        let decoder = printed.split(separator: "\n").joined(separator: "; ")
        guard let surface = loaded else {
            let error = SDLError.last("IMG_Load(\(path))")
            throw decoder.isEmpty ? error : SDLError(function: error.function, message: "\(error.message) (\(decoder))")
        }
        if !decoder.isEmpty { ErrorLine.write("\(path): \(decoder)") }
        handle = surface
    }

    deinit { SDL_FreeSurface(handle) }

    var width: Int { Int(handle.pointee.w) }
    var height: Int { Int(handle.pointee.h) }

    func savePNG(to path: String) throws {
        guard IMG_SavePNG(handle, path) == 0 else { throw SDLError.last("IMG_SavePNG(\(path))") }
    }

    /// The pixels converted to ARGB8888 rows without padding.
    func pixelImage() throws -> PixelImage {
        guard let converted = SDL_ConvertSurfaceFormat(handle, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw SDLError.last("SDL_ConvertSurfaceFormat")
        }
        defer { SDL_FreeSurface(converted) }
        let width = Int(converted.pointee.w), height = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        var pixels = [UInt32](repeating: 0, count: width * height)
        SDL_LockSurface(converted)
        defer { SDL_UnlockSurface(converted) }
        let base = UnsafeRawPointer(converted.pointee.pixels!)
        pixels.withUnsafeMutableBytes { destination in
            for row in 0..<height {
                destination.baseAddress!.advanced(by: row * width * 4)
                    .copyMemory(from: base.advanced(by: row * pitch), byteCount: width * 4)
            }
        }
        return PixelImage(width: width, height: height, argb: pixels)
    }
}
