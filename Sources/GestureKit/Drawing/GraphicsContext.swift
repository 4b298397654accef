import Foundation

/// The small drawing interface views draw through; the host implements it on SDL_Renderer and tests may record it.
///
/// Coordinates are in the current view's bounds space: the renderer sets `transform` (bounds → window points) and
/// `alpha` (the product of the ancestors' alpha) before asking each view to draw, so a view never sees the screen.
/// Implementations antialias edges and honour rotation and scale in `transform`.
@MainActor
public protocol GraphicsContext: AnyObject {
    /// Maps the drawing view's bounds coordinates to window points.
    var transform: CGAffineTransform { get set }
    /// Opacity applied to everything drawn, 0…1.
    var alpha: CGFloat { get set }

    /// Fills an axis-aligned rectangle of the view's bounds space (rotated with the view's transform).
    func fill(_ rect: CGRect, color: Color)
    /// Strokes a rectangle's outline, `lineWidth` points wide centred on its edges.
    func stroke(_ rect: CGRect, color: Color, lineWidth: CGFloat)
    /// Fills a rectangle whose corners are quarter circles of `cornerRadius`, as buttons and panels are drawn.
    func fillRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: Color)
    /// Strokes a rounded rectangle's outline, `lineWidth` points wide.
    func strokeRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: Color, lineWidth: CGFloat)
    /// Fills the ellipse inscribed in `rect` (a circle when it is square), for fingers and knobs.
    func fillEllipse(in rect: CGRect, color: Color)
    /// Strokes the ellipse inscribed in `rect`, for rings such as slop circles.
    func strokeEllipse(in rect: CGRect, color: Color, lineWidth: CGFloat)
    /// A simple (non-self-intersecting) polygon.
    func fillPolygon(_ points: [CGPoint], color: Color)
    /// An open polyline with round joins and round caps.
    func strokePolyline(_ points: [CGPoint], color: Color, lineWidth: CGFloat)
    /// Draws an asset image (by name, without scale suffix or extension) stretched to `rect`.
    func drawImage(named name: String, in rect: CGRect)
    /// The image's size in points, or nil when no such asset exists.
    func imageSize(named name: String) -> CGSize?
    /// One line of text, vertically centred in `rect`.
    func drawText(_ text: String, in rect: CGRect, font: Font, color: Color, alignment: TextAlignment)
    /// The size one line of `text` takes in `font`, in points, so views can lay text out before drawing it.
    func sizeOfText(_ text: String, font: Font) -> CGSize
    /// Restricts drawing to `rect` (in the current transform's space, as its axis-aligned window bounding box)
    /// until the matching `popClip()`.
    func pushClip(_ rect: CGRect)
    /// Restores the clip in force before the matching `pushClip(_:)`.
    func popClip()
}
