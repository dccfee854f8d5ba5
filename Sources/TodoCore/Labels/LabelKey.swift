/// A tag or project name as a filter compares it: case ignored, the way tags compare.
struct LabelKey: Sendable {
    /// The name lower-cased, in UTF-8.
    private let lowered: [UInt8]

    init(_ name: String) {
        lowered = Array(name.lowercased().utf8)
    }

    /// Whether `text` (UTF-8) is this name, ignoring case.
    func isEqual(to text: UnsafeBufferPointer<UInt8>) -> Bool {
        compare(text, orInside: false)
    }

    /// Whether `text` (UTF-8) names this project or one inside it (`home.garden` is inside
    /// `home`), ignoring case.
    func isSelfOrParent(of text: UnsafeBufferPointer<UInt8>) -> Bool {
        compare(text, orInside: true)
    }

    private func compare(_ text: UnsafeBufferPointer<UInt8>, orInside: Bool) -> Bool {
        guard text.contains(where: { $0 >= 0x80 }) else {
            return Self.match(lowered, text, orInside: orInside)
        }
        var folded = String(decoding: text, as: UTF8.self).lowercased()
        return folded.withUTF8 { Self.match(lowered, $0, orInside: orInside) }
    }

    /// Whether `text` starts with `key` (ASCII letters compared ignoring case), then ends or,
    /// with `orInside`, goes on after a dot.
    private static func match(_ key: [UInt8], _ text: UnsafeBufferPointer<UInt8>, orInside: Bool) -> Bool {
        guard text.count >= key.count else { return false }
        for index in key.indices where TextNeedle.folded(text[index]) != key[index] { return false }
        return text.count == key.count || (orInside && text[key.count] == UInt8(ascii: "."))
    }
}
