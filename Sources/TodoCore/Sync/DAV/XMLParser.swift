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
struct XMLScanner {
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
        index = firstIndex(of: 0x3C, in: start..<bytes.count) ?? bytes.count
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
}
