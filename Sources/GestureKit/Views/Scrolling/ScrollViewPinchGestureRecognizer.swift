import Foundation

/// A scroll view's pinch, which zooms the delegate's `viewForZooming(in:)`; it recognizes together with its scroll
/// view's pan.
final class ScrollViewPinchGestureRecognizer: PinchGestureRecognizer {
    required init() {
        super.init()
    }

    override var typeName: String { "ScrollViewPinchGestureRecognizer" }

    override func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        other === (view as? ScrollView)?.panGestureRecognizer
    }
}
