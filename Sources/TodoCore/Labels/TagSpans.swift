/// A task's tags as the store holds them: one span over the contents of the JSON array (between
/// its brackets), rather than an array per task. Its flags are those of the strings in it: it
/// has escapes if one of them does, and is printable ASCII if all of them are.
@usableFromInline enum TagSpans {
    /// Gathers the flags of the tags while a reader steps over them.
    struct Builder {
        private var count = 0
        private var bytes = 0
        private var hasEscapes = false
        private var isPrintableASCII = true

        mutating func add(_ tag: TextSpan) {
            count += 1
            bytes += tag.count
            hasEscapes = hasEscapes || tag.hasEscapes
            isPrintableASCII = isPrintableASCII && tag.isPrintableASCII
        }

        /// The span from `start` to `end` (the array's contents), or nil when it held no tag.
        func list(from start: Int, to end: Int) -> TextSpan? {
            guard count > 0 else { return nil }
            return TextSpan(
                start: start, end: end, hasEscapes: hasEscapes, isPrintableASCII: isPrintableASCII)
        }

        /// How many tags, when the array from `start` to `end` is written as the store writes it
        /// (`"a","b"`, nothing between) and they are fewer than 256; else 0. With it, `list`
        /// measures printable tags without reading their bytes again.
        func compactCount(from start: Int, to end: Int) -> UInt8 {
            count < 256 && end - start == bytes + 3 * count - 1 ? UInt8(count) : 0
        }
    }

    /// Calls `body` with the span of each string in `list`, in order.
    @inlinable static func forEach(in list: TextSpan, of source: StoreBytes?, _ body: (TextSpan) -> Void) {
        visit(in: list, of: source) { tag in
            body(tag)
            return true
        }
    }

    /// Whether a string in `list` passes `test`, stopping at the first that does.
    @inlinable static func contains(in list: TextSpan, of source: StoreBytes?, where test: (TextSpan) -> Bool)
        -> Bool
    {
        var found = false
        visit(in: list, of: source) { tag in
            found = test(tag)
            return !found
        }
        return found
    }

    /// Calls `body` with the span of each string in `list` while it returns true. The bytes were
    /// checked when the store was read: strings, commas and white space only.
    @inlinable static func visit(in list: TextSpan, of source: StoreBytes?, _ body: (TextSpan) -> Bool) {
        guard let source else { return }
        let bytes = source.buffer
        var index = Int(list.start)
        let end = Int(list.end)
        while index < end {
            guard bytes[index] == UInt8(ascii: "\"") else {
                index += 1
                continue
            }
            let start = index + 1
            var hasEscapes = false
            var isPrintableASCII = true
            index = start
            while index < end, bytes[index] != UInt8(ascii: "\"") {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    hasEscapes = true
                    index += 1
                } else if byte < 0x20 || byte > 0x7E {
                    isPrintableASCII = false
                }
                index += 1
            }
            let tag = TextSpan(
                start: start, end: index, hasEscapes: hasEscapes,
                isPrintableASCII: isPrintableASCII && !hasEscapes)
            guard body(tag) else { return }
            index += 1
        }
    }
}
