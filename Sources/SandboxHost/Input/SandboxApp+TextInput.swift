internal import CSDL2
import Foundation
import GestureKit

/// Text input, and with it a desktop's on-screen keyboard (GNOME's on Wayland, through text-input), is on only while
/// a view that takes text is first responder (the Teach scene's name field), with the field's frame as SDL's text
/// input rectangle so the keyboard keeps clear of it. SDL turns text input on for the whole session at start: a
/// compositor that shows its keyboard for text input was never told a field had been tapped, nor that editing ended
/// (issue 35, by touch: with no keyboard a gesture could not be named).
extension SandboxApp {
    func updateTextInput() {
        let active = SDL_IsTextInputActive() == SDL_TRUE
        guard let field = window.firstResponder, field is KeyInput else {
            if active { SDL_StopTextInput() }
            return
        }
        guard !active else { return }
        let frame = field.convert(field.bounds, to: nil)
        let origin = viewport.units(fromLayout: viewport.layoutPoint(fromScene: frame.origin))
        let end = viewport.units(fromLayout: viewport.layoutPoint(fromScene: CGPoint(x: frame.maxX, y: frame.maxY)))
        var rect = SDL_Rect(x: Int32(origin.x.rounded()), y: Int32(origin.y.rounded()),
                            w: Int32((end.x - origin.x).rounded()), h: Int32((end.y - origin.y).rounded()))
        SDL_SetTextInputRect(&rect)
        SDL_StartTextInput()
    }
}
