import TodoCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads what `curl` wrote for a batch configured by `CurlConfig`, as it comes: each transfer's
/// body, followed by the block of lines its `write-out` asked for.
///
/// A body longer than the session's `maxBodyBytes` is refused as soon as that many bytes have
/// come (the reader wants no more, and `CurlHTTP` stops curl): a server that sends without end
/// costs the limit in memory, not what it sent.
struct CurlOutput {
    /// One result per transfer read so far, in order.
    private(set) var results: [Result<HTTPResponse, HTTPFailure>] = []
    private let marker: [UInt8]
    private let timeoutSeconds: Int
    private let maxBodyBytes: Int
    /// What came after the last whole transfer.
    private var pending: [UInt8] = []
    /// Where in `pending` the search for the next marker goes on.
    private var searchFrom = 0
    /// Whether a body was refused: nothing more is read.
    private var refused = false

    /// Room beyond the limit that `pending` may need: a marker and one read of the pipe.
    private static let slack = 128 * 1024

    init(boundary: String, timeoutSeconds: Int, maxBodyBytes: Int) {
        marker = Array(("\n" + boundary + "\n").utf8)
        self.timeoutSeconds = timeoutSeconds
        self.maxBodyBytes = maxBodyBytes
    }

    /// Takes the next bytes curl wrote; false once a body is over the limit, when the last
    /// result is `tooLarge` and no more is wanted.
    mutating func take(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard !refused else { return false }
        append(bytes)
        while let start = find(marker, in: pending, from: searchFrom) {
            guard start <= maxBodyBytes else { return refuse() }
            var fields: [String] = []
            var cursor = start + marker.count
            while fields.count < 6, let newline = pending[cursor...].firstIndex(of: 0x0A) {
                fields.append(String(decoding: pending[cursor..<newline], as: UTF8.self))
                cursor = newline + 1
            }
            guard fields.count == 6 else {
                searchFrom = start
                return true
            }
            var body = pending
            pending = Array(pending[cursor...])
            body.removeSubrange(start...)
            results.append(result(fields, body: body))
            searchFrom = 0
        }
        searchFrom = max(0, pending.count - marker.count + 1)
        // Whatever of a marker may have begun at the end, the body is over the limit already.
        return searchFrom <= maxBodyBytes ? true : refuse()
    }

    private mutating func refuse() -> Bool {
        results.append(.failure(.tooLarge(limit: maxBodyBytes)))
        pending = []
        refused = true
        return false
    }

    /// Appends, growing `pending` by doubling, but at most to half the limit: from there
    /// straight to all that the limit can need, so that the buffer is copied at most once more,
    /// and that copy, old and new together, takes no more than the limit.
    private mutating func append(_ bytes: ArraySlice<UInt8>) {
        let needed = pending.count + bytes.count
        if needed > pending.capacity {
            let doubled = max(needed, pending.capacity * 2)
            pending.reserveCapacity(
                doubled * 2 <= maxBodyBytes ? doubled : max(needed, maxBodyBytes + Self.slack))
        }
        pending += bytes
    }

    private func result(_ fields: [String], body: [UInt8]) -> Result<HTTPResponse, HTTPFailure> {
        let exitCode = Int(fields[1]) ?? -1
        let message = fields[5].isEmpty ? "curl exit code \(exitCode)" : fields[5]
        switch exitCode {
        case 0:
            guard let status = Int(fields[0]), Int(fields[2]) == body.count else {
                return .failure(.client("curl's answer could not be read"))
            }
            if fields[3].hasPrefix("%header") {
                return .failure(.client("curl 7.84 or later is needed (found an older one)"))
            }
            return .success(
                HTTPResponse(
                    status: status, etag: fields[3].nonEmptyValue, location: fields[4].nonEmptyValue,
                    body: body))
        case 5, 6, 7: return .failure(.cannotConnect(message))
        case 28: return .failure(.timedOut(seconds: timeoutSeconds))
        case 18, 52, 55, 56, 92: return .failure(.dropped(message))
        case 60: return .failure(.untrustedCertificate(message))
        case 63: return .failure(.tooLarge(limit: maxBodyBytes))
        case 35, 51, 53, 54, 58, 59, 64, 66, 77, 80, 82, 83, 90, 91: return .failure(.tls(message))
        default: return .failure(.client(message))
        }
    }

    /// Where `pattern` first occurs in `bytes` at `start` or after; `memchr` finds each
    /// candidate, as a body of many megabytes is searched while it comes.
    private func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, start >= 0, start + pattern.count <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var index = start
            let last = buffer.count - pattern.count
            while index <= last {
                guard let found = memchr(base + index, Int32(first), last - index + 1) else { return nil }
                let candidate = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + candidate, pattern, pattern.count) == 0 { return candidate }
                index = candidate + 1
            }
            return nil
        }
    }
}
