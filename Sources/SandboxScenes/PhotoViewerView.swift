import Foundation
import GestureKit

/// One photo shown large over the grid, on a dark backdrop; a tap anywhere (`photo-viewer.tap`) closes it. The big
/// image is `photo-viewer.image`, whose `imageName` is the photo shown.
@MainActor
public final class PhotoViewerView: View {
    public let imageView: ImageView
    public let tap = TapGestureRecognizer()

    public init(photoName: String) {
        imageView = ImageView(imageName: photoName, name: "photo-viewer.image")
        super.init(name: "photo-viewer")
        backgroundColor = Color(hex: 0x0E1116, alpha: 0.92)
        addSubview(imageView)
        tap.name = "photo-viewer.tap"
        tap.addTarget(self, action: PhotoViewerView.close)
        addGestureRecognizer(tap)
    }

    public override func layoutSubviews() {
        let side = max(0, min(bounds.width, bounds.height) - 40)
        imageView.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        imageView.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    public override func draw(in context: GraphicsContext) {
        let frame = imageView.frame.insetBy(dx: -6, dy: -6)
        context.fillRoundedRect(frame.offsetBy(dx: 0, dy: 8), cornerRadius: 10, color: Color(white: 0, alpha: 0.4))
        context.fillRoundedRect(frame, cornerRadius: 10, color: .white)
    }

    /// Fades away and leaves the grid showing.
    func close(_ tap: TapGestureRecognizer) {
        isUserInteractionEnabled = false
        View.animate(withDuration: 0.2, views: [self], animations: { self.alpha = 0 },
                     completion: { [weak self] _ in self?.removeFromSuperview() })
    }
}
