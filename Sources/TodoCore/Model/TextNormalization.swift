extension String {
    /// The text without leading and trailing white space (Unicode's White_Space, newlines included).
    /// A text that starts and ends with a visible ASCII character, as nearly every title, UID and
    /// href does, is itself: no character is looked at.
    public var trimmed: String {
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first),
            (0x21...0x7E).contains(last)
        {
            return self
        }
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
        guard TitleComparison.haveSameSkeleton(utf8, other.utf8) else { return false }
        return TitleComparison.sameASCIITitle(utf8, other.utf8) ?? (titleKey == other.titleKey)
    }

    /// Trimmed text, or nil when nothing is left: an empty description is no description.
    var nonEmptyTrimmed: String? {
        let text = trimmed
        return text.isEmpty ? nil : text
    }
}

/// Title comparison over bytes.
enum TitleComparison {
    /// Whether two titles have the same skeleton: their ASCII letters and digits, lower-cased,
    /// in order, white space left out. Titles that name the same task always do (of all
    /// non-ASCII characters only U+0130 and U+212A lower-case to ASCII, to `i` and `k`), so a
    /// different skeleton rules a match out without lower-casing, which costs far more.
    static func haveSameSkeleton<Left: Collection<UInt8>, Right: Collection<UInt8>>(
        _ left: Left, _ right: Right
    ) -> Bool {
        var leftSkeleton = Skeleton(left.makeIterator())
        var rightSkeleton = Skeleton(right.makeIterator())
        while true {
            let byte = leftSkeleton.next()
            guard byte == rightSkeleton.next() else { return false }
            if byte == nil { return true }
        }
    }

    /// The skeleton of UTF-8 text, byte by byte.
    private struct Skeleton<Bytes: IteratorProtocol<UInt8>>: IteratorProtocol {
        var bytes: Bytes
        init(_ bytes: Bytes) {
            self.bytes = bytes
        }

        mutating func next() -> UInt8? {
            while let byte = bytes.next() {
                if byte < 0x80 {
                    if byte == 0x20 || (0x09...0x0D).contains(byte) { continue }
                    return byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                }
                switch byte {
                case 0xC4:
                    if bytes.next() == 0xB0 { return UInt8(ascii: "i") }
                case 0xE2:
                    if bytes.next() == 0x84, bytes.next() == 0xAA { return UInt8(ascii: "k") }
                default:
                    continue
                }
            }
            return nil
        }
    }

    /// Whether two ASCII titles are equal ignoring case and surrounding white space; nil when
    /// either is not plain ASCII, where only Unicode's rules can tell.
    static func sameASCIITitle<Left: BidirectionalCollection<UInt8>, Right: BidirectionalCollection<UInt8>>(
        _ left: Left, _ right: Right
    ) -> Bool? {
        guard left.allSatisfy({ $0 < 0x80 }), right.allSatisfy({ $0 < 0x80 }) else { return nil }
        let isSpace = { (byte: UInt8) in byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        let leftCore = left.drop(while: isSpace).reversed().drop(while: isSpace)
        let rightCore = right.drop(while: isSpace).reversed().drop(while: isSpace)
        guard leftCore.count == rightCore.count else { return false }
        let lower = { (byte: UInt8) in byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
        return zip(leftCore, rightCore).allSatisfy { lower($0) == lower($1) }
    }
}
