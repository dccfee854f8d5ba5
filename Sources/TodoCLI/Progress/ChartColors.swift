/// The colours of the charts, only when colours are on (`--color`, `NO_COLOR`): bars cyan,
/// ✓ green, ✗ red, days to come dim. Nothing needs them to be read: marks and numbers say it all.
struct ChartColors {
    let enabled: Bool

    func bar(_ text: String) -> String { paint(text, "36") }
    func achieved(_ text: String) -> String { paint(text, "32") }
    func missed(_ text: String) -> String { paint(text, "31") }
    func dim(_ text: String) -> String { paint(text, "2") }

    private func paint(_ text: String, _ code: String) -> String {
        guard enabled, !text.isEmpty else { return text }
        return "\u{1B}[" + code + "m" + text + "\u{1B}[0m"
    }
}
