import Foundation

/// Shows an asset image stretched to its bounds (UIKit's `UIImageView` with scale-to-fill).
@MainActor
open class ImageView: View {
    /// Asset name without scale suffix or extension; the host picks the 1× or 2× file.
    public var imageName: String?

    /// An image view showing `imageName`; it ignores touches by default, as in UIKit.
    public init(frame: CGRect = .zero, imageName: String?, name: String = "") {
        self.imageName = imageName
        super.init(frame: frame, name: name)
        isUserInteractionEnabled = false
    }

    open override func draw(in context: GraphicsContext) {
        if let imageName { context.drawImage(named: imageName, in: bounds) }
    }
}
