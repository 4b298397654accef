import Foundation
import GestureKit

/// The library's scrolling grid of photo tiles: it clips to its bounds and scrolls vertically by moving
/// `bounds.origin` with a pan (`photo-grid.pan`), sliding on after a fling; a tap (`photo-grid.tap`) on a tile asks
/// to open that photo. Tiles are image views named after their photo (`photo-01` … `photo-12`).
@MainActor
public final class PhotoGridView: View {
    public static let photoNames = (1...12).map { String(format: "photo-%02d", $0) }
    static let spacing: CGFloat = 14
    static let preferredTileSize: CGFloat = 220

    public let pan = PanGestureRecognizer()
    public let tap = TapGestureRecognizer()
    public private(set) var tiles: [ImageView] = []
    /// Called with the tapped tile.
    public var photoTapped: (@MainActor (ImageView) -> Void)?
    private var contentHeight: CGFloat = 0
    private var slide: Int?

    public init() {
        super.init(name: "photo-grid")
        clipsToBounds = true
        tiles = Self.photoNames.map { ImageView(imageName: $0, name: $0) }
        tiles.forEach(addSubview)
        pan.name = "photo-grid.pan"
        pan.addTarget(self, action: PhotoGridView.handlePan)
        tap.name = "photo-grid.tap"
        tap.addTarget(self, action: PhotoGridView.handleTap)
        addGestureRecognizer(pan)
        addGestureRecognizer(tap)
    }

    /// The largest scroll offset.
    public var maximumOffset: CGFloat { max(0, contentHeight - bounds.height) }
    /// Scrolled all the way up: a downward swipe may then close the library instead of scrolling.
    public var isAtTop: Bool { bounds.minY <= 0.5 }

    /// Tiles in as many columns as fit, square, with even gutters.
    func layoutTiles() {
        let width = bounds.width
        let columns = max(2, Int((width + Self.spacing) / (Self.preferredTileSize + Self.spacing)))
        let side = (width - Self.spacing * CGFloat(columns - 1)) / CGFloat(columns)
        for (index, tile) in tiles.enumerated() {
            let row = index / columns, column = index % columns
            tile.frame = CGRect(x: CGFloat(column) * (side + Self.spacing), y: CGFloat(row) * (side + Self.spacing),
                                width: side, height: side)
        }
        let rows = (tiles.count + columns - 1) / columns
        contentHeight = CGFloat(rows) * side + CGFloat(rows - 1) * Self.spacing
        scroll(to: bounds.minY)
    }

    /// Sets the scroll offset, clamped to the content; returns whether it was inside.
    @discardableResult
    func scroll(to offset: CGFloat) -> Bool {
        let clamped = min(max(offset, 0), maximumOffset)
        bounds.origin.y = clamped
        return clamped == offset
    }

    func handlePan(_ pan: PanGestureRecognizer) {
        if pan.state == .began, let slide {
            window?.animator.removeFrameCallback(slide)
            self.slide = nil
        }
        scroll(to: bounds.minY - pan.translation(in: self).y)
        pan.setTranslation(.zero, in: self)
        if pan.state == .ended, let window {
            let velocity = CGPoint(x: 0, y: -pan.velocity(in: self).y)
            slide = Momentum.start(on: window.animator, velocity: velocity) { [weak self] displacement in
                guard let self else { return false }
                return self.scroll(to: self.bounds.minY + displacement.y)
            }
        }
    }

    func handleTap(_ tap: TapGestureRecognizer) {
        let location = tap.location(in: self)
        if let tile = tiles.first(where: { $0.frame.contains(location) }) { photoTapped?(tile) }
    }
}
