import Foundation

/// Text from the keyboard for the first responder (UIKit's `UIKeyInput`): a view that can take typed text adopts
/// it and becomes first responder; the host sends it characters as they are typed, Backspace as
/// `deleteBackward()`, and Return as `insertText("\n")`.
@MainActor
public protocol KeyInput: AnyObject {
    /// Whether there is text to delete, so Backspace on an empty field does nothing.
    var hasText: Bool { get }
    /// Typed characters (or "\n" for Return), as the keyboard layout produced them.
    func insertText(_ text: String)
    /// Backspace: removes the character before the insertion point.
    func deleteBackward()
}
