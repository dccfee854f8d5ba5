extension String {
    /// The text without leading and trailing white space (Unicode's White_Space, newlines included).
    public var trimmed: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

    /// The key under which two titles count as the same task: trimmed, case ignored.
    var titleKey: String {
        trimmed.lowercased()
    }

    /// Whether two titles name the same task (`titleKey` equal), without allocating when both
    /// are plain ASCII, as nearly all titles are: `add` compares against every open task.
    func isSameTitle(as other: String) -> Bool {
        let left = utf8
        let right = other.utf8
        let isASCII = { (text: String.UTF8View) in text.allSatisfy { $0 < 0x80 } }
        guard isASCII(left), isASCII(right) else { return titleKey == other.titleKey }
        let isSpace = { (byte: UInt8) in byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        let leftCore = left.drop(while: isSpace).reversed().drop(while: isSpace)
        let rightCore = right.drop(while: isSpace).reversed().drop(while: isSpace)
        guard leftCore.count == rightCore.count else { return false }
        let lower = { (byte: UInt8) in byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
        return zip(leftCore, rightCore).allSatisfy { lower($0) == lower($1) }
    }

    /// Trimmed text, or nil when nothing is left: an empty description is no description.
    var nonEmptyTrimmed: String? {
        let text = trimmed
        return text.isEmpty ? nil : text
    }
}
