import TodoCore

/// The configuration `curl -q -K -` reads on its stdin for a batch of requests, one transfer
/// after another (`next`): the credentials, headers and bodies travel there and never on a
/// command line, where any user of the machine could read the password.
///
/// After each transfer curl writes the body, then a block this type asks for with `write-out`:
/// a line holding `boundary`, then the status, curl's exit code, the body's size, the `ETag`
/// and `Location` headers and curl's error message, a line each (`CurlOutput` reads them).
/// `%header{…}` needs curl 7.84 or later. `max-filesize` refuses an answer whose announced
/// length is over the session's limit before it is read; one without a length is cut by
/// `CurlOutput`.
enum CurlConfig {
    static func text(for requests: [HTTPRequest], session: HTTPSession, boundary: String) -> [UInt8] {
        var lines = ["fail-early", "silent", "show-error"]
        let writeOut =
            "\\n" + boundary
            + "\\n%{http_code}\\n%{exitcode}\\n%{size_download}\\n%header{etag}\\n%header{location}\\n%{errormsg}\\n"
        for (index, request) in requests.enumerated() {
            if index > 0 { lines.append("next") }
            lines.append("url = " + quoted(request.url))
            lines.append("proto = \"=http,https\"")
            lines.append("request = " + quoted(request.method))
            if let user = session.user {
                lines.append("user = " + quoted(user + ":" + (session.password ?? "")))
            }
            for header in request.headers {
                lines.append("header = " + quoted(header.name + ": " + header.value))
            }
            if !request.body.isEmpty {
                lines.append("header = \"Expect:\"")
                lines.append("data-raw = " + quoted(String(decoding: request.body, as: UTF8.self)))
            }
            lines.append("max-filesize = \(session.maxBodyBytes)")
            lines.append("max-time = \(session.timeoutSeconds)")
            lines.append("connect-timeout = \(min(session.timeoutSeconds, 10))")
            if let caFile = session.caFile { lines.append("cacert = " + quoted(caFile)) }
            lines.append("write-out = \"\(writeOut)\"")
        }
        return Array((lines.joined(by: "\n") + "\n").utf8)
    }

    /// `text` in double quotes, with `\`, `"` and line breaks escaped as curl's config reads them.
    static func quoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(character)
            }
        }
        return result + "\""
    }
}
