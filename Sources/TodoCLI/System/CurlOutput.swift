import TodoCore

/// Reads what `curl` wrote for a batch configured by `CurlConfig`: each transfer's body,
/// followed by the block of lines its `write-out` asked for.
enum CurlOutput {
    /// One result per transfer curl reported, in order: fewer than asked when it stopped early.
    static func results(_ output: [UInt8], boundary: String, timeoutSeconds: Int)
        -> [Result<HTTPResponse, HTTPFailure>]
    {
        let marker = Array(("\n" + boundary + "\n").utf8)
        var results: [Result<HTTPResponse, HTTPFailure>] = []
        var position = 0
        while let start = find(marker, in: output, from: position) {
            var fields: [String] = []
            var cursor = start + marker.count
            while fields.count < 6, let newline = output[cursor...].firstIndex(of: 0x0A) {
                fields.append(String(decoding: output[cursor..<newline], as: UTF8.self))
                cursor = newline + 1
            }
            guard fields.count == 6 else { break }
            let body = Array(output[position..<start])
            results.append(result(fields, body: body, timeoutSeconds: timeoutSeconds))
            position = cursor
        }
        return results
    }

    private static func result(_ fields: [String], body: [UInt8], timeoutSeconds: Int)
        -> Result<HTTPResponse, HTTPFailure>
    {
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
        case 35, 51, 53, 54, 58, 59, 64, 66, 77, 80, 82, 83, 90, 91: return .failure(.tls(message))
        default: return .failure(.client(message))
        }
    }

    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = start
        while index <= bytes.count - pattern.count {
            guard let candidate = bytes[index...(bytes.count - pattern.count)].firstIndex(of: first) else {
                return nil
            }
            if bytes[candidate..<(candidate + pattern.count)].elementsEqual(pattern) { return candidate }
            index = candidate + 1
        }
        return nil
    }
}
