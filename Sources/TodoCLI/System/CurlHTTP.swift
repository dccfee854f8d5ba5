import TodoCore

/// HTTP through the system's `curl`, one process per batch of requests (see `CurlConfig`).
///
/// Why `curl` and not Foundation's `URLSession` (the README's "Lessons learned"): `todo`'s
/// release binary is fully static, and `URLSession` cannot be linked into one (libcurl's own
/// libraries have no static archives); it would cost every command the start-up of 19 shared
/// libraries; it trusts no private CA without changing the system's store; and it waits for
/// good on a 401. `curl` handles all four, and nothing of it is loaded until `todo sync` runs.
enum CurlHTTP {
    /// Requests per `curl` process: a batch's configuration is a few hundred kilobytes at most.
    static let batchSize = 250

    static var client: HTTPClient { HTTPClient { requests, session in send(requests, session) } }

    static func send(_ requests: [HTTPRequest], _ session: HTTPSession) -> [Result<HTTPResponse, HTTPFailure>]
    {
        var results: [Result<HTTPResponse, HTTPFailure>] = []
        var start = 0
        while start < requests.count {
            let batch = Array(requests[start..<min(start + batchSize, requests.count)])
            let answers = sendBatch(batch, session)
            results += answers
            if answers.count < batch.count { return results }
            if case .failure = answers.last { return results }
            start += batch.count
        }
        return results
    }

    private static func sendBatch(_ batch: [HTTPRequest], _ session: HTTPSession)
        -> [Result<HTTPResponse, HTTPFailure>]
    {
        let boundary = "--todo-" + RandomUUID.make()
        let config = CurlConfig.text(for: batch, session: session, boundary: boundary)
        var output = CurlOutput(
            boundary: boundary, timeoutSeconds: session.timeoutSeconds, maxBodyBytes: session.maxBodyBytes)
        // curl bounds each transfer by max-time; this bounds a curl that stops talking at all.
        // The output is read as it comes, and curl is stopped at a body over the limit.
        let run = PipedProcess.run(
            ["curl", "-q", "-K", "-"], input: config, keepErrors: true,
            idleSeconds: session.timeoutSeconds + 30, takeOutput: { output.take($0) })
        switch run {
        case .failure(.notStarted(let reason, _)):
            return [.failure(.client("cannot run curl (\(reason)): install curl"))]
        case .failure(.silent):
            return [.failure(.timedOut(seconds: session.timeoutSeconds))]
        case .success(let finished):
            var answers = output.results
            if answers.count < batch.count, answers.last.map({ (try? $0.get()) != nil }) ?? true {
                let errors = String(decoding: finished.errors, as: UTF8.self).trimmed
                answers.append(
                    .failure(.client(errors.isEmpty ? "curl stopped with status \(finished.status)" : errors))
                )
            }
            return answers
        }
    }
}
