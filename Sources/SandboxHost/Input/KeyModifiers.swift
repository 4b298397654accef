/// The modifier keys the multi-finger simulation reads, as SDL reports them with key events.
struct KeyModifiers: Equatable {
    var alt = false
    var shift = false
    var control = false
}
