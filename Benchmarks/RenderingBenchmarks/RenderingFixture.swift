import Foundation
import GestureKit
import SandboxHost
import SandboxSession

/// A 1280×800 hidden window on the offscreen driver with the software renderer, and a fixed, seeded scene drawn
/// through `SDLGraphicsContext`: the per-frame cost the app pays, without a display.
@MainActor
final class RenderingFixture {
    struct Shape {
        let rect: CGRect
        let color: Color
        let rotation: CGFloat
    }

    let window: SDLWindow
    let renderer: SDLRenderer
    let context: SDLGraphicsContext
    private var ellipses: [Shape] = []
    private var labels: [(text: String, rect: CGRect, font: Font)] = []
    private var images: [(name: String, rect: CGRect)] = []

    init() throws {
        try SDLSystem.start(videoDriver: .offscreen)
        window = try SDLWindow(title: "rendering benchmark", width: 1280, height: 800, resizable: false, hidden: true)
        renderer = try SDLRenderer(window: window)
        context = SDLGraphicsContext(renderer: renderer, assets: try AssetCatalog.locate(), scale: 1)
        var seed: UInt64 = 0x5EED
        func random(_ range: ClosedRange<CGFloat>) -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return range.lowerBound + CGFloat(seed >> 33) / CGFloat(1 << 31) * (range.upperBound - range.lowerBound)
        }
        let palette: [Color] = [.red, .green, .blue, .orange, .yellow, .purple]
        for index in 0..<200 {
            let size = random(16...64)
            ellipses.append(Shape(
                rect: CGRect(x: random(0...1200), y: random(0...740), width: size, height: size * random(0.6...1)),
                color: palette[index % palette.count].withAlphaComponent(index % 4 == 0 ? 0.7 : 1),
                rotation: index % 5 == 0 ? random(0...3) : 0))
        }
        for index in 0..<50 {
            labels.append((text: "Label \(index) · pan", rect: CGRect(x: random(0...1100), y: random(0...760),
                                                                       width: 160, height: 30),
                           font: index % 3 == 0 ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 14)))
        }
        for index in 0..<10 {
            images.append((name: String(format: "photo-%02d", index + 1),
                           rect: CGRect(x: CGFloat(index) * 125 + 10, y: 600, width: 120, height: 120)))
        }
    }

    /// One whole frame: clear, the requested layers, and SDL's rasterisation of the queued commands.
    func drawFrame(ellipses drawEllipses: Bool = true, labels drawLabels: Bool = true, images drawImages: Bool = true) {
        context.beginFrame(clearColor: Color(hex: 0xF2F2F7))
        if drawImages {
            for image in images { context.drawImage(named: image.name, in: image.rect) }
        }
        if drawEllipses {
            for shape in ellipses {
                if shape.rotation == 0 {
                    context.transform = .identity
                    context.fillEllipse(in: shape.rect, color: shape.color)
                } else {
                    context.transform = CGAffineTransform(rotationAngle: shape.rotation)
                        .concatenating(CGAffineTransform(translationX: shape.rect.midX, y: shape.rect.midY))
                    let local = CGRect(x: -shape.rect.width / 2, y: -shape.rect.height / 2,
                                       width: shape.rect.width, height: shape.rect.height)
                    context.fillEllipse(in: local, color: shape.color)
                    context.strokeEllipse(in: local, color: .black, lineWidth: 2)
                }
            }
            context.transform = .identity
        }
        if drawLabels {
            for label in labels {
                context.drawText(label.text, in: label.rect, font: label.font, color: .black, alignment: .left)
            }
        }
        context.endFrame()
        renderer.flush()
    }
}
