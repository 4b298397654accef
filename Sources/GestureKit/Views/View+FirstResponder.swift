import Foundation

/// The first responder (UIKit's `becomeFirstResponder` family), kept by the window: the view that receives keyboard
/// text when it adopts `KeyInput`. A view in no window can't become it; one that leaves the window stops being it.
extension View {
    /// Whether the view is its window's first responder.
    public var isFirstResponder: Bool { window?.firstResponder === self }

    /// Makes the view its window's first responder if `canBecomeFirstResponder`; false when it can't.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window else { return false }
        window.firstResponder = self
        return true
    }

    /// Stops being the first responder; true when it was.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard let window, window.firstResponder === self else { return false }
        window.firstResponder = nil
        return true
    }
}
