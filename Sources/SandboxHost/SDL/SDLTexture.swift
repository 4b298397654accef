internal import CSDL2

/// A GPU-side (or software-renderer) image owned by one renderer; destroyed with the object.
final class SDLTexture {
    let handle: OpaquePointer
    /// Size in pixels.
    let width: Int, height: Int

    /// Uploads a surface; alpha-blended and linearly filtered when scaled.
    init(renderer: SDLRenderer, surface: SDLSurface) throws {
        guard let texture = SDL_CreateTextureFromSurface(renderer.handle, surface.handle) else {
            throw SDLError.last("SDL_CreateTextureFromSurface")
        }
        handle = texture
        width = surface.width
        height = surface.height
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    }

    deinit { SDL_DestroyTexture(handle) }
}
