import Foundation

extension View {
    /// Lays out the tree (top-down `layoutSubviews()`), once per frame before drawing.
    public func layoutHierarchy() {
        layoutSubviews()
        for subview in subviews { subview.layoutHierarchy() }
    }

    /// Draws this view and its subtree in z-order: each view gets the context's transform set to its bounds → window
    /// mapping and its alpha multiplied down the tree; hidden and fully transparent subtrees are skipped.
    public func drawHierarchy(in context: GraphicsContext) {
        drawHierarchy(in: context, parentTransform: .identity, parentAlpha: 1, isRoot: true)
    }

    private func drawHierarchy(in context: GraphicsContext, parentTransform: CGAffineTransform, parentAlpha: CGFloat,
                               isRoot: Bool) {
        guard !isHidden, alpha > 0 else { return }
        let toWindow = isRoot ? CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            : transformToSuperview.concatenating(parentTransform)
        let opacity = parentAlpha * min(alpha, 1)
        context.transform = toWindow
        context.alpha = opacity
        if let backgroundColor { context.fill(bounds, color: backgroundColor) }
        draw(in: context)
        if clipsToBounds {
            context.transform = toWindow
            context.pushClip(bounds)
        }
        for subview in subviews where shouldDrawSubview(subview) {
            subview.drawHierarchy(in: context, parentTransform: toWindow, parentAlpha: opacity, isRoot: false)
        }
        if clipsToBounds { context.popClip() }
    }
}
