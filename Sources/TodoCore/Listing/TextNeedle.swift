/// A word of free text that `list` looks for in a task's text, ignoring case.
struct TextNeedle: Sendable {
    /// The word lower-cased, in UTF-8.
    private let lowered: [UInt8]
    private let isASCII: Bool

    init(_ word: String) {
        lowered = Array(word.lowercased().utf8)
        isASCII = lowered.allSatisfy { $0 < 0x80 }
    }

    /// Whether `text` (UTF-8) contains the word, ignoring case. An ASCII word is looked for in
    /// the bytes as they are (UTF-8 never hides an ASCII byte inside another character); any
    /// other word in the text lower-cased.
    func isFound(in text: UnsafeBufferPointer<UInt8>) -> Bool {
        if isASCII { return Self.search(lowered, in: text) }
        guard text.contains(where: { $0 >= 0x80 }) else { return false }
        var folded = String(decoding: text, as: UTF8.self).lowercased()
        return folded.withUTF8 { Self.search(lowered, in: $0) }
    }

    /// Whether `needle` (lower-case) occurs in `text`, ASCII letters of `text` compared in lower case.
    private static func search(_ needle: [UInt8], in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard text.count >= needle.count else { return false }
        var start = 0
        let last = text.count - needle.count
        while start <= last {
            if folded(text[start]) == first {
                var index = 1
                while index < needle.count, folded(text[start + index]) == needle[index] { index += 1 }
                if index == needle.count { return true }
            }
            start += 1
        }
        return false
    }

    /// An ASCII capital in lower case; any other byte as it is.
    @inline(__always) static func folded(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }
}
