internal import CSDL2
import SandboxRendering

extension RasterVertex {
    /// Whether a `RasterVertex` is laid out as an `SDL_Vertex` (same size, alignment and field offsets), which handing
    /// a batch's vertices to `SDL_RenderGeometry` without a copy relies on.
    static var matchesSDLVertex: Bool {
        MemoryLayout<RasterVertex>.size == MemoryLayout<SDL_Vertex>.size
            && MemoryLayout<RasterVertex>.stride == MemoryLayout<SDL_Vertex>.stride
            && MemoryLayout<RasterVertex>.alignment == MemoryLayout<SDL_Vertex>.alignment
            && MemoryLayout<RasterVertex>.offset(of: \.position) == MemoryLayout<SDL_Vertex>.offset(of: \.position)
            && MemoryLayout<RasterVertex>.offset(of: \.color) == MemoryLayout<SDL_Vertex>.offset(of: \.color)
            && MemoryLayout<RasterVertex>.offset(of: \.texCoord) == MemoryLayout<SDL_Vertex>.offset(of: \.tex_coord)
            && MemoryLayout<RasterColor>.size == MemoryLayout<SDL_Color>.size
    }
}
