/// One HTTP request as sync sends it.
public struct HTTPRequest: Sendable, Equatable {
    /// `PROPFIND`, `REPORT`, `PUT`…
    public var method: String
    /// The whole URL: `https://dav.example.com/alice/tasks/x.ics`.
    public var url: String
    /// Header lines beyond the ones every request gets (the credentials), in order.
    public var headers: [HTTPHeader]
    /// The body; empty for none.
    public var body: [UInt8]

    /// A request with these parts.
    public init(method: String, url: String, headers: [HTTPHeader] = [], body: [UInt8] = []) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// The value of the first header named `name` (any case).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}

/// A header line: `If-Match: "abc"`.
public struct HTTPHeader: Sendable, Equatable {
    /// `If-Match`.
    public var name: String
    /// `"abc"`.
    public var value: String

    /// A header `name: value`.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// What a server answered to one request: its status, the headers sync reads, and the body.
public struct HTTPResponse: Sendable, Equatable {
    /// 207, 201, 412…
    public var status: Int
    /// The `ETag` header.
    public var etag: String?
    /// The `Location` header, of a redirect.
    public var location: String?
    /// The body.
    public var body: [UInt8]

    /// An answer with these parts.
    public init(status: Int, etag: String? = nil, location: String? = nil, body: [UInt8] = []) {
        self.status = status
        self.etag = etag
        self.location = location
        self.body = body
    }
}
