/// The modifier keys the multi-finger simulation reads, as SDL reports them with key events.
package struct KeyModifiers: Equatable {
    package var alt = false
    package var shift = false
    package var control = false

    package init(alt: Bool = false, shift: Bool = false, control: Bool = false) {
        (self.alt, self.shift, self.control) = (alt, shift, control)
    }
}
