internal import CSDL2

extension SDLRenderer {
    /// Hands the current frame's pixels to `body` as rows of 32-bit pixels, `pitch` bytes apart, with ffmpeg's name
    /// for their layout (`bgra` for SDL's ARGB8888 in memory): the software renderer's window surface as it is
    /// (no copy), else the accelerated renderer's output read back. Read before `present()`.
    func withFrame(_ body: (_ pixels: UnsafeRawBufferPointer, _ width: Int, _ height: Int, _ pitch: Int,
                            _ pixelFormat: String) throws -> Void) throws {
        if let surface = softwareSurface, let layout = Self.ffmpegName(of: surface.pointee.format.pointee.format) {
            SDL_RenderFlush(handle)
            let frame = surface.pointee
            let pitch = Int(frame.pitch), height = Int(frame.h)
            try body(UnsafeRawBufferPointer(start: frame.pixels, count: pitch * height), Int(frame.w), height, pitch,
                     layout)
            return
        }
        let surface = try readSurface()
        let frame = surface.handle.pointee
        let pitch = Int(frame.pitch), height = Int(frame.h)
        try withExtendedLifetime(surface) {
            try body(UnsafeRawBufferPointer(start: frame.pixels, count: pitch * height), Int(frame.w), height, pitch,
                     "bgra")
        }
    }

    /// ffmpeg's name for a 32-bit SDL layout as it lies in a little-endian machine's memory; nil for others.
    private static func ffmpegName(of format: UInt32) -> String? {
        switch format {
        case SDL_PIXELFORMAT_ARGB8888.rawValue: "bgra"
        case SDL_PIXELFORMAT_RGB888.rawValue: "bgr0"
        case SDL_PIXELFORMAT_ABGR8888.rawValue: "rgba"
        case SDL_PIXELFORMAT_BGR888.rawValue: "rgb0"
        default: nil
        }
    }
}
