/// Why a request got no answer from the server.
public enum HTTPFailure: Error, Sendable, Equatable {
    /// No connection could be made: refused, unreachable, or the name does not resolve.
    case cannotConnect(String)
    /// No whole answer came within the time allowed.
    case timedOut(seconds: Int)
    /// The connection was closed before the answer was whole.
    case dropped(String)
    /// The server's certificate is not trusted by the system, or by the CA file given.
    case untrustedCertificate(String)
    /// TLS failed otherwise (a handshake, a CA file that cannot be read).
    case tls(String)
    /// The answer's body is longer than `limit` bytes (`HTTPSession.maxBodyBytes`); it was not
    /// read further.
    case tooLarge(limit: Int)
    /// The program that makes requests (curl) could not be run, or stopped unexpectedly.
    case client(String)
}
