import Foundation
import GestureKit

/// The photo library the chevron opens (seed 001): a sheet with a title, a close button (`close`) and the scrolling
/// `photo-grid`; a tapped photo opens in a `photo-viewer`; a swipe down (`photo-library.swipe-down`) or the close
/// button dismisses the sheet.
///
/// The swipe and the grid's scrolling pan both want a downward drag. As a sheet does, the swipe only counts while the
/// grid is scrolled to the top (or a photo is open); then the pan waits for it to fail, otherwise the pan scrolls at
/// once (`gestureRecognizerShouldBegin` and the pan's delegate `shouldRequireFailureOf`).
@MainActor
public final class PhotoLibraryView: PanelView, GestureRecognizerDelegate {
    static let headerHeight: CGFloat = 72

    public let grid = PhotoGridView()
    public let closeButton = Button(title: "Close", name: "close")
    public let swipeDown = SwipeGestureRecognizer()
    public private(set) var viewer: PhotoViewerView?
    /// Called once the sheet has faded away and left its superview.
    public var didDismiss: (@MainActor () -> Void)?
    public private(set) var isDismissing = false

    public init() {
        super.init(name: "photo-library", fillColor: ScenePalette.panel, cornerRadius: 28)
        shadowDepth = 18
        addSubview(grid)
        addSubview(closeButton)
        closeButton.tintColor = ScenePalette.accent
        closeButton.cornerRadius = 18
        closeButton.addAction { [weak self] _ in self?.dismiss() }
        grid.photoTapped = { [weak self] tile in self?.open(tile) }
        grid.pan.delegate = self
        swipeDown.name = "photo-library.swipe-down"
        swipeDown.direction = .down
        swipeDown.addTarget(self, action: PhotoLibraryView.handleSwipe)
        addGestureRecognizer(swipeDown)
    }

    public override func layoutSubviews() {
        closeButton.frame = CGRect(x: bounds.maxX - 130, y: bounds.minY + 16, width: 106, height: 40)
        let gridFrame = CGRect(x: bounds.minX + 24, y: bounds.minY + Self.headerHeight, width: bounds.width - 48,
                               height: bounds.height - Self.headerHeight - 24)
        if grid.frame != gridFrame {
            grid.frame = gridFrame
            grid.layoutTiles()
        }
        viewer?.frame = gridFrame
    }

    public override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        let title = CGRect(x: bounds.minX + 28, y: bounds.minY + 16, width: bounds.width - 200, height: 40)
        context.drawText("Photos", in: title, font: .boldSystemFont(ofSize: 26), color: ScenePalette.slate,
                         alignment: .left)
        let subtitle = title.offsetBy(dx: 120, dy: 0)
        context.drawText(subtitleText, in: subtitle,
                         font: .systemFont(ofSize: 15), color: Color(white: 0.45), alignment: .left)
    }

    /// The hint under the title, as the swipe behaves now (issue 35: scrolled, a swipe down scrolls back first and
    /// closes only at the top, which the hint didn't say).
    public var subtitleText: String {
        swipeMayClose ? "drag to scroll · tap a photo · swipe down to close"
            : "tap a photo · swipe down: to the top, then closes"
    }

    /// Opens a tile's photo large over the grid.
    func open(_ tile: ImageView) {
        guard viewer == nil, let name = tile.imageName else { return }
        let viewer = PhotoViewerView(photoName: name)
        viewer.frame = grid.frame
        viewer.alpha = 0
        viewer.layoutSubviews()
        addSubview(viewer)
        self.viewer = viewer
        View.animate(withDuration: 0.2, views: [viewer]) { viewer.alpha = 1 }
    }

    func handleSwipe(_ swipe: SwipeGestureRecognizer) {
        dismiss()
    }

    /// Fades the sheet out and removes it.
    public func dismiss() {
        guard !isDismissing else { return }
        isDismissing = true
        isUserInteractionEnabled = false
        View.animate(withDuration: 0.25, curve: .easeIn, views: [self], animations: {
            self.alpha = 0
            self.transform = CGAffineTransform(scaleX: 0.96, y: 0.96)
        }, completion: { [weak self] _ in
            self?.removeFromSuperview()
            self?.didDismiss?()
        })
    }

    // MARK: Delegate

    private var swipeMayClose: Bool {
        grid.isAtTop || (viewer.map { $0.superview === self } ?? false)
    }

    /// The sheet's own hook (UIView's `gestureRecognizerShouldBegin`), which also answers as the pan's delegate.
    public override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        gestureRecognizer !== swipeDown || swipeMayClose
    }

    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool {
        gestureRecognizer === grid.pan && otherGestureRecognizer === swipeDown && swipeMayClose
    }
}
