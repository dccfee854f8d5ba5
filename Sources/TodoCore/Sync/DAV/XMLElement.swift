/// An element of an XML document, its name resolved to a namespace: what WebDAV's answers are
/// made of (`<d:response>` in `DAV:`).
public struct XMLElement: Sendable, Equatable {
    /// The namespace the element's prefix (or the default namespace) stands for: `DAV:`.
    public var namespace: String
    /// The name without its prefix: `response`.
    public var name: String
    /// The attributes by name as written (`name` of `<C:comp name="VTODO"/>`), values decoded.
    public var attributes: [String: String]
    /// The elements inside, in order.
    public var children: [XMLElement]
    /// The character data directly inside, entities and CDATA decoded, in one piece.
    public var text: String

    /// An element with the given parts.
    public init(
        namespace: String, name: String, attributes: [String: String] = [:], children: [XMLElement] = [],
        text: String = ""
    ) {
        self.namespace = namespace
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// Whether the element is `name` in `namespace`.
    public func isNamed(_ name: String, in namespace: String) -> Bool {
        self.name == name && self.namespace == namespace
    }

    /// The first child named `name` in `namespace`.
    public func child(_ name: String, in namespace: String) -> XMLElement? {
        children.first { $0.isNamed(name, in: namespace) }
    }

    /// Every child named `name` in `namespace`, in order.
    public func children(_ name: String, in namespace: String) -> [XMLElement] {
        children.filter { $0.isNamed(name, in: namespace) }
    }

    /// The text without the spaces and line breaks around it.
    public var trimmedText: String {
        text.trimmed
    }
}

/// The namespaces of WebDAV and CalDAV.
public enum XMLNamespace {
    /// WebDAV (RFC 4918).
    public static let dav = "DAV:"
    /// CalDAV (RFC 4791).
    public static let calDAV = "urn:ietf:params:xml:ns:caldav"
}
