/// Who sync is to the server, and how long it waits for it.
public struct HTTPSession: Sendable, Equatable {
    /// The user name, or nil to send no credentials.
    public var user: String?
    /// The password for `user`.
    public var password: String?
    /// How long one request may take, in seconds, connecting included.
    public var timeoutSeconds: Int
    /// A file of PEM certificates to trust instead of the system's (a private CA).
    public var caFile: String?
    /// The most bytes the body of one answer may have; a longer one is not read further, and
    /// the request fails (`HTTPFailure.tooLarge`).
    public var maxBodyBytes: Int

    /// What one answer's body may hold at most: 64 MiB. A calendar-multiget of 100 items is a
    /// few hundred kilobytes for tasks; the largest answer sync asks for, a first sync's listing
    /// with every item's data, is about 750 kB for 1,000 tasks (when it is over the limit, the
    /// first sync reads the items by calendar-multiget instead). A server that sends more in
    /// another answer is broken or hostile, and reading it whole could take all the memory.
    public static let defaultMaxBodyBytes = 64 * 1024 * 1024

    /// A session with these settings.
    public init(
        user: String?, password: String?, timeoutSeconds: Int, caFile: String?,
        maxBodyBytes: Int = HTTPSession.defaultMaxBodyBytes
    ) {
        self.user = user
        self.password = password
        self.timeoutSeconds = timeoutSeconds
        self.caFile = caFile
        self.maxBodyBytes = maxBodyBytes
    }
}

/// The way sync talks HTTP, behind one small type: the real one runs the system's `curl`
/// (`TodoCLI`'s `CurlHTTP`), tests put in their own and see what was asked.
public struct HTTPClient: Sendable {
    /// Sends `requests` in order and returns one result per request sent. It stops after the
    /// first that got no answer (a failure), so the results may be fewer than the requests.
    public var send:
        @Sendable (_ requests: [HTTPRequest], _ session: HTTPSession) -> [Result<HTTPResponse, HTTPFailure>]

    /// A client that sends with `send`.
    public init(
        send:
            @escaping @Sendable (_ requests: [HTTPRequest], _ session: HTTPSession) -> [Result<
                HTTPResponse, HTTPFailure
            >]
    ) {
        self.send = send
    }

    /// A client with no network: every request fails to connect.
    public static var none: HTTPClient {
        HTTPClient { requests, _ in
            requests.isEmpty ? [] : [.failure(.client("no HTTP client was given"))]
        }
    }
}
