internal import CSDL2
internal import CSDL2Image
import SandboxFormats

/// Encodes a surface as PNG straight into an `OutputFile`, through an `SDL_RWops` whose writes go to the output: the
/// file is the one opened (and checked) at start, written through its path like the other outputs, with no
/// in-memory copy of the encoded image.
enum PNGWriter {
    /// Writes `surface`; a failing output has reported itself (the encoder is told every write succeeded, so libpng
    /// adds no message of its own), an encoder failure is thrown.
    static func write(_ surface: UnsafeMutablePointer<SDL_Surface>, to output: OutputFile) throws {
        guard let stream = SDL_AllocRW() else { throw SDLError.last("SDL_AllocRW") }
        stream.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
        stream.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(output).toOpaque()
        stream.pointee.size = { _ in -1 }
        stream.pointee.seek = { _, _, _ in -1 }
        stream.pointee.read = { _, _, _, _ in 0 }
        stream.pointee.write = { stream, bytes, size, count in
            guard let stream, let bytes, let context = stream.pointee.hidden.unknown.data1 else { return 0 }
            Unmanaged<OutputFile>.fromOpaque(context).takeUnretainedValue()
                .write(UnsafeRawBufferPointer(start: bytes, count: size * count))
            return count
        }
        stream.pointee.close = { stream in
            SDL_FreeRW(stream)
            return 0
        }
        let result = withExtendedLifetime(output) { IMG_SavePNG_RW(surface, stream, 1) }
        guard result == 0 || output.failure != nil else { throw SDLError.last("IMG_SavePNG_RW") }
    }
}
