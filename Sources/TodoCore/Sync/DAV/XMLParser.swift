/// A problem in an XML document, at a byte offset.
public struct XMLError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public var message: String
    /// Where, in bytes from the start.
    public var offset: Int

    /// An error at `offset`.
    public init(_ message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    /// The message with its place.
    public var description: String { "\(message) (at byte \(offset))" }
}

/// Reads the XML that WebDAV servers answer with into a tree of elements, namespaces resolved.
///
/// What XML 1.0 allows in such an answer is read: the declaration, comments, processing
/// instructions and a DOCTYPE are passed over; CDATA, the five named entities and character
/// references are decoded; line breaks are normalized to LF as the standard says. Entities
/// declared in a DOCTYPE are not expanded (an unknown entity is an error), so no document can
/// grow past its size.
public enum XMLParser {
    /// Elements may nest this deep.
    public static let maxDepth = 64

    /// The root element of `bytes`.
    public static func parse(_ bytes: [UInt8]) throws(XMLError) -> XMLElement {
        var scanner = XMLScanner(bytes)
        return try scanner.document()
    }
}

/// The state of one parse.
private struct XMLScanner {
    let bytes: [UInt8]
    var index = 0
    /// The open elements, innermost last, with their prefixed names and namespace scopes.
    var open: [(element: XMLElement, qualifiedName: String, scope: [String: String])] = []
    var text: [UInt8] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func document() throws(XMLError) -> XMLElement {
        var root: XMLElement?
        while index < bytes.count {
            guard bytes[index] == 0x3C else {
                try characterData()
                continue
            }
            if let finished = try markup() {
                guard root == nil else { throw XMLError("a second root element", offset: index) }
                root = finished
            }
        }
        guard open.isEmpty else {
            throw XMLError("<\(open[open.count - 1].qualifiedName)> is not closed", offset: index)
        }
        guard let root else { throw XMLError("no element", offset: index) }
        return root
    }

    /// Reads one piece of markup starting at `<`; returns the root element when it closes.
    private mutating func markup() throws(XMLError) -> XMLElement? {
        if starts(with: "<?") {
            try skip(past: "?>")
        } else if starts(with: "<!--") {
            try skip(past: "-->")
        } else if starts(with: "<![CDATA[") {
            let start = index + 9
            try skip(past: "]]>")
            guard !open.isEmpty else { throw XMLError("CDATA outside an element", offset: start) }
            appendNormalized(bytes[start..<(index - 3)])
        } else if starts(with: "<!") {
            try skipDeclaration()
        } else if starts(with: "</") {
            return try endTag()
        } else {
            return try startTag()
        }
        return nil
    }

    private mutating func characterData() throws(XMLError) {
        let start = index
        while index < bytes.count && bytes[index] != 0x3C { index += 1 }
        guard !open.isEmpty else {
            guard bytes[start..<index].allSatisfy(Self.isSpace) else {
                throw XMLError("text outside the root element", offset: start)
            }
            return
        }
        try appendDecoded(start..<index)
    }

    private mutating func startTag() throws(XMLError) -> XMLElement? {
        index += 1
        let qualifiedName = try name()
        var attributes: [(String, String)] = []
        while true {
            skipSpaces()
            guard index < bytes.count else {
                throw XMLError("<\(qualifiedName) is not closed", offset: index)
            }
            if bytes[index] == 0x3E || starts(with: "/>") { break }
            let attribute = try name()
            skipSpaces()
            guard index < bytes.count, bytes[index] == 0x3D else {
                throw XMLError("attribute \(attribute) has no value", offset: index)
            }
            index += 1
            skipSpaces()
            attributes.append((attribute, try quotedValue()))
        }
        let selfClosing = bytes[index] == 0x2F
        index += selfClosing ? 2 : 1
        try openElement(qualifiedName, attributes: attributes)
        return selfClosing ? try closeInnermost() : nil
    }

    private mutating func openElement(_ qualifiedName: String, attributes: [(String, String)])
        throws(XMLError)
    {
        guard open.count < XMLParser.maxDepth else {
            throw XMLError("elements nested more than \(XMLParser.maxDepth) deep", offset: index)
        }
        flushText()
        var scope = open.last?.scope ?? ["xml": "http://www.w3.org/XML/1998/namespace"]
        var plain: [String: String] = [:]
        for (name, value) in attributes {
            if name == "xmlns" {
                scope[""] = value
            } else if name.hasPrefix("xmlns:") {
                scope[String(name.dropFirst(6))] = value
            } else {
                plain[name] = value
            }
        }
        let (prefix, local) = Self.split(qualifiedName)
        guard let namespace = scope[prefix] ?? (prefix.isEmpty ? "" : nil) else {
            throw XMLError("the prefix \(prefix) is not declared", offset: index)
        }
        let element = XMLElement(namespace: namespace, name: local, attributes: plain)
        open.append((element, qualifiedName, scope))
    }

    private mutating func endTag() throws(XMLError) -> XMLElement? {
        index += 2
        let qualifiedName = try name()
        skipSpaces()
        guard index < bytes.count, bytes[index] == 0x3E else {
            throw XMLError("</\(qualifiedName) is not closed", offset: index)
        }
        index += 1
        guard let innermost = open.last else {
            throw XMLError("</\(qualifiedName)> closes nothing", offset: index)
        }
        guard innermost.qualifiedName == qualifiedName else {
            throw XMLError(
                "</\(qualifiedName)> where </\(innermost.qualifiedName)> was expected", offset: index)
        }
        return try closeInnermost()
    }

    /// Closes the innermost element: adds it to its parent, or returns it when it is the root.
    private mutating func closeInnermost() throws(XMLError) -> XMLElement? {
        flushText()
        guard let closed = open.popLast()?.element else { return nil }
        guard !open.isEmpty else { return closed }
        open[open.count - 1].element.children.append(closed)
        return nil
    }

    private mutating func flushText() {
        guard !text.isEmpty, !open.isEmpty else { return }
        open[open.count - 1].element.text += String(decoding: text, as: UTF8.self)
        text.removeAll(keepingCapacity: true)
    }

    private mutating func name() throws(XMLError) -> String {
        let start = index
        while index < bytes.count, !Self.endsName(bytes[index]) { index += 1 }
        guard index > start else { throw XMLError("expected a name", offset: start) }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func quotedValue() throws(XMLError) -> String {
        guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else {
            throw XMLError("expected a quoted value", offset: index)
        }
        let quote = bytes[index]
        let start = index + 1
        guard let end = bytes[start...].firstIndex(of: quote) else {
            throw XMLError("the value is not closed", offset: start)
        }
        index = end + 1
        let saved = text
        text = []
        defer { text = saved }
        try appendDecoded(start..<end)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends the bytes to `text`, entities and character references decoded.
    private mutating func appendDecoded(_ range: Range<Int>) throws(XMLError) {
        var position = range.lowerBound
        while position < range.upperBound {
            guard let ampersand = bytes[position..<range.upperBound].firstIndex(of: 0x26) else {
                appendNormalized(bytes[position..<range.upperBound])
                return
            }
            appendNormalized(bytes[position..<ampersand])
            guard let semicolon = bytes[ampersand..<range.upperBound].firstIndex(of: 0x3B) else {
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
    private mutating func appendNormalized(_ slice: ArraySlice<UInt8>) {
        var previousWasCR = false
        for byte in slice {
            if byte == 0x0D {
                text.append(0x0A)
            } else if !(byte == 0x0A && previousWasCR) {
                text.append(byte)
            }
            previousWasCR = byte == 0x0D
        }
    }

    /// Skips `<!DOCTYPE …>` and other declarations, with any internal subset in brackets.
    private mutating func skipDeclaration() throws(XMLError) {
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

    private mutating func skip(past end: StaticString) throws(XMLError) {
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

    private func starts(with prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { prefix in
            index + prefix.count <= bytes.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
        }
    }

    private mutating func skipSpaces() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == 0x3E || byte == 0x2F || byte == 0x3D || byte == 0x3C
    }

    /// `d:href` → (`d`, `href`); `href` → (``, `href`).
    private static func split(_ qualifiedName: String) -> (String, String) {
        guard let colon = qualifiedName.firstIndex(of: ":") else { return ("", qualifiedName) }
        return (String(qualifiedName[..<colon]), String(qualifiedName[qualifiedName.index(after: colon)...]))
    }
}

/// XML's predefined entities and character references.
enum XMLEntity {
    static func scalar(_ entity: String) -> Unicode.Scalar? {
        switch entity {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        guard entity.hasPrefix("#") else { return nil }
        let digits = entity.dropFirst()
        let value =
            digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        return value.flatMap(Unicode.Scalar.init)
    }

    /// `text` with `&`, `<`, `>` and `"` escaped, for an element's text or an attribute's value.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
