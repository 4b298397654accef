import Foundation

/// Text from the keyboard for the first responder (UIKit's `UIKeyInput`): a view that can take typed text adopts
/// it and becomes first responder; the host sends it characters as they are typed, Backspace as
/// `deleteBackward()`, and Return as `insertText("\n")`.
@MainActor
public protocol KeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
