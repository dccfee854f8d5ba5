/// A key as the ui understands it, decoded from the bytes a terminal sends.
enum Key: Equatable {
    /// A printable character (one Unicode scalar; combining marks come as their own).
    case text(Unicode.Scalar)
    case up, down, left, right, home, end, pageUp, pageDown
    case tab, backTab, enter, backspace, delete, escape
    /// A letter with Ctrl: `.control("c")` for Ctrl-C.
    case control(Character)
}
