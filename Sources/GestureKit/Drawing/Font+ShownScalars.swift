import Foundation

extension Font {
    /// The most Unicode scalars that could show in `width` at this size: no glyph that shows is narrower than a fifth
    /// of the size. A longer text need not be measured whole to know it does not fit (a hostile file's megabyte name).
    func mostScalarsShown(in width: CGFloat) -> Int {
        Int(max(0, width) / max(size * 0.2, 0.01)) + 2
    }
}
