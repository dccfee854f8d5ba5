#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The scanner's lexical parts: character data to text (entities, character references, line
/// breaks), declarations passed over, names and spaces.
extension XMLScanner {
    /// Appends the bytes to `text`, entities and character references decoded.
    mutating func appendDecoded(_ range: Range<Int>) throws(XMLError) {
        var position = range.lowerBound
        while position < range.upperBound {
            guard let ampersand = firstIndex(of: 0x26, in: position..<range.upperBound) else {
                appendNormalized(bytes[position..<range.upperBound])
                return
            }
            appendNormalized(bytes[position..<ampersand])
            guard let semicolon = firstIndex(of: 0x3B, in: ampersand..<range.upperBound) else {
                throw XMLError("& without ;", offset: ampersand)
            }
            let entity = String(decoding: bytes[(ampersand + 1)..<semicolon], as: UTF8.self)
            guard let scalar = XMLEntity.scalar(entity) else {
                throw XMLError("unknown entity &\(entity);", offset: ampersand)
            }
            text.append(contentsOf: String(Character(scalar)).utf8)
            position = semicolon + 1
        }
    }

    /// Appends bytes with CRLF and a lone CR as LF, as XML 1.0 (2.11) reads line breaks.
    mutating func appendNormalized(_ slice: ArraySlice<UInt8>) {
        slice.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while let found = memchr(base + start, 0x0D, buffer.count - start) {
                let carriageReturn = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                text.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<carriageReturn]))
                text.append(0x0A)
                start = carriageReturn + 1
                if start < buffer.count, buffer[start] == 0x0A { start += 1 }
            }
            text.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// Where `byte` first is in `range` of the bytes (`memchr`: character data is most of an
    /// answer, and a calendar's data is long).
    func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        guard !range.isEmpty else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress,
                let found = memchr(base + range.lowerBound, Int32(byte), range.count)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Skips `<!DOCTYPE …>` and other declarations, with any internal subset in brackets.
    mutating func skipDeclaration() throws(XMLError) {
        let start = index
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x5B: depth += 1
            case 0x5D: depth -= 1
            case 0x3E where depth <= 0:
                index += 1
                return
            default: break
            }
            index += 1
        }
        throw XMLError("a declaration is not closed", offset: start)
    }

    mutating func skip(past end: StaticString) throws(XMLError) {
        let start = index
        let pattern = end.withUTF8Buffer { Array($0) }
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                index += pattern.count
                return
            }
            index += 1
        }
        throw XMLError("expected \(end)", offset: start)
    }

    func starts(with prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { prefix in
            index + prefix.count <= bytes.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
        }
    }

    mutating func skipSpaces() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func endsName(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == 0x3E || byte == 0x2F || byte == 0x3D || byte == 0x3C
    }

    /// `d:href` → (`d`, `href`); `href` → (``, `href`).
    static func split(_ qualifiedName: String) -> (String, String) {
        guard let colon = qualifiedName.utf8.firstIndex(of: 0x3A) else { return ("", qualifiedName) }
        return (
            String(qualifiedName[..<colon]), String(qualifiedName[qualifiedName.utf8.index(after: colon)...])
        )
    }
}
