import Foundation
import GestureKit

/// A one-line text field for a gesture's name, typed on the keyboard: a tap makes it first responder, the host
/// sends it the typed characters (`KeyInput`), Return commits the name, Backspace deletes. While it is not being
/// edited it shows `text`. Editing starts with the whole name selected (as a UITextField with
/// `clearsOnBeginEditing`'s cousin, select-all on focus): the first character typed replaces it, Backspace clears it,
/// so a suggested name is never left in front of what is typed. The length limit is shown while typing ("12/32",
/// red at the limit), never a silent cut (issue 35).
@MainActor
public final class NameFieldView: View, KeyInput {
    public static let maximumLength = 32
    /// The committed name.
    public var text = ""
    /// What is typed while editing.
    public private(set) var draft = ""
    /// The draft is selected whole: typing replaces it, Backspace clears it.
    public private(set) var draftIsSelected = false
    /// A character was refused at the limit since editing began (the counter turns red).
    public private(set) var reachedLimit = false
    /// Return was pressed with a non-empty draft.
    public var onCommit: (@MainActor (String) -> Void)?
    public var font = Font.boldSystemFont(ofSize: 18)

    public override init(frame: CGRect = .zero, name: String = "name-field") {
        super.init(frame: frame, name: name)
    }

    public override var canBecomeFirstResponder: Bool { true }

    /// Starts editing from the committed name.
    public func beginEditing() {
        draft = text
        draftIsSelected = !text.isEmpty
        reachedLimit = false
        becomeFirstResponder()
    }

    /// Ends editing as a text field does when it loses focus (a touch elsewhere): what was typed is kept, not
    /// dropped. A name typed and changed becomes `text` and is returned for the owner to commit, as a
    /// `UITextFieldDelegate` commits in `textFieldDidEndEditing(_:)`
    /// (https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:)); nil when
    /// nothing new was typed (the name stays) or the field wasn't being edited.
    @discardableResult
    public func endEditing() -> String? {
        guard resignFirstResponder() else { return nil }
        let name = draft.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name != text else { return nil }
        text = name
        return name
    }

    /// "12/32" while editing.
    public var counterText: String { "\(draft.count)/\(Self.maximumLength)" }

    public var hasText: Bool { !draft.isEmpty }

    public func insertText(_ typed: String) {
        for character in typed {
            if character == "\n" || character == "\r" {
                let name = draft.trimmingCharacters(in: .whitespaces)
                resignFirstResponder()
                if !name.isEmpty { onCommit?(name) }
                return
            }
            guard !character.isNewline, character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
            else { continue }
            if draftIsSelected {
                draft = ""
                draftIsSelected = false
            }
            guard draft.count < Self.maximumLength else {
                reachedLimit = true
                continue
            }
            draft.append(character)
        }
    }

    public func deleteBackward() {
        if draftIsSelected {
            draft = ""
            draftIsSelected = false
        }
        if !draft.isEmpty { draft.removeLast() }
        if draft.count < Self.maximumLength { reachedLimit = false }
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if !isFirstResponder { beginEditing() }
    }

    public override func draw(in context: GraphicsContext) {
        let editing = isFirstResponder
        context.fillRoundedRect(bounds, cornerRadius: 8, color: editing ? .white : Color(hex: 0xEEF1F6))
        context.strokeRoundedRect(bounds.insetBy(dx: 1, dy: 1), cornerRadius: 7,
                                  color: editing ? ScenePalette.accent : Color(hex: 0xB9C2D0), lineWidth: 2)
        var inset = bounds.insetBy(dx: 10, dy: 0)
        if editing {
            let counterFont = Font.systemFont(ofSize: max(10, font.size - 6))
            let counterWidth = ceil(context.sizeOfText(counterText, font: counterFont).width)
            let atLimit = reachedLimit || draft.count >= Self.maximumLength
            context.drawText(counterText, in: CGRect(x: inset.maxX - counterWidth, y: bounds.minY, width: counterWidth,
                                                     height: bounds.height),
                             font: counterFont, color: atLimit ? ScenePalette.failure : Color(hex: 0x8A93A3),
                             alignment: .right)
            inset.size.width = max(0, inset.width - counterWidth - 6)
        }
        // Too long for the field, a name being typed shows its end, where the caret is (as UIKit's fields scroll);
        // a name at rest shows its start.
        let shown = editing ? context.truncated(draft, toFit: inset.width - 3, font: font, mode: .byTruncatingHead)
            : context.truncated(text, toFit: inset.width, font: font, mode: .byTruncatingTail)
        context.pushClip(inset)
        if editing, draftIsSelected {
            let width = context.sizeOfText(shown, font: font).width
            context.fill(CGRect(x: inset.minX - 1, y: bounds.midY - font.size * 0.7, width: min(width + 2, inset.width),
                                height: font.size * 1.4), color: ScenePalette.accent.withAlphaComponent(0.25))
        }
        context.drawText(shown.isEmpty && !editing ? "tap to name" : shown, in: inset, font: font,
                         color: shown.isEmpty ? Color(hex: 0x8A93A3) : ScenePalette.ink, alignment: .left)
        if editing {
            let width = context.sizeOfText(shown, font: font).width
            context.fill(CGRect(x: min(inset.minX + width + 1, inset.maxX - 2), y: bounds.midY - font.size * 0.6,
                                width: 2, height: font.size * 1.2), color: ScenePalette.accent)
        }
        context.popClip()
    }
}
