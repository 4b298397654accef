import CSDL2
@testable import SandboxHost
import SandboxRendering
import Testing

/// The software rasterizer's vertex type is handed to `SDL_RenderGeometry` as SDL's own by rebinding the memory, so
/// the two layouts must agree field for field.
@Suite struct RasterVertexLayoutTests {
    @Test func aRasterVertexIsLaidOutAsAnSDLVertex() {
        #expect(RasterVertex.matchesSDLVertex)
        #expect(MemoryLayout<RasterVertex>.stride == 20)
        #expect(MemoryLayout<RasterVertex>.offset(of: \.color) == MemoryLayout<SDL_Vertex>.offset(of: \.color))
        #expect(MemoryLayout<RasterVertex>.offset(of: \.texCoord) == MemoryLayout<SDL_Vertex>.offset(of: \.tex_coord))
    }

    @Test func aVertexReadsBackThroughSDLsType() {
        let vertices = [RasterVertex(position: RasterPoint(x: 1.5, y: -2), color: RasterColor(r: 10, g: 20, b: 30, a: 40),
                                     texCoord: RasterPoint(x: 0.25, y: 0.75))]
        let read = vertices.withUnsafeBufferPointer { $0.withMemoryRebound(to: SDL_Vertex.self) { $0[0] } }
        #expect(read.position.x == 1.5 && read.position.y == -2)
        #expect(read.color.r == 10 && read.color.g == 20 && read.color.b == 30 && read.color.a == 40)
        #expect(read.tex_coord.x == 0.25 && read.tex_coord.y == 0.75)
    }
}
