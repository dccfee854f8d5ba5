/// Horizontal bars of Unicode block characters, in eighths of a column: `███▍`. A value above
/// zero always shows at least `▏`, so that 1 is never drawn like 0.
enum Bar {
    private static let partials: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// A bar of `value` on a scale where `maximum` fills `width` columns; as many columns as it takes.
    static func solid(_ value: Int, maximum: Int, width: Int) -> String {
        guard value > 0, maximum > 0, width > 0 else { return "" }
        let eighths = max(1, (value * width * 8 + maximum / 2) / maximum)
        var text = String(repeating: "█", count: eighths / 8)
        if eighths % 8 > 0 { text.append(partials[eighths % 8 - 1]) }
        return text
    }

    /// A bar in whole columns of `fill` (`░`), for the lighter of paired bars.
    static func shaded(_ value: Int, maximum: Int, width: Int, fill: Character = "░") -> String {
        guard value > 0, maximum > 0, width > 0 else { return "" }
        return String(repeating: fill, count: max(1, (value * width + maximum / 2) / maximum))
    }
}
