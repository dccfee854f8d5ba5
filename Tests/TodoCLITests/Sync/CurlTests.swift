import Foundation
import Testing

@testable import TodoCLI
@testable import TodoCore

@Suite struct CurlTests {
    let session = HTTPSession(user: "alice", password: "p\"a\\ss", timeoutSeconds: 7, caFile: "/etc/ca.pem")

    @Test func theConfigCarriesEachRequestWithTheCredentialsQuoted() {
        let requests = [
            HTTPRequest(
                method: "PROPFIND", url: "https://h/a/", headers: [HTTPHeader("Depth", "0")],
                body: Array("<x/>".utf8)),
            HTTPRequest(
                method: "DELETE", url: "https://h/a/b.ics", headers: [HTTPHeader("If-Match", "\"e1\"")]),
        ]
        let text = String(
            decoding: CurlConfig.text(for: requests, session: session, boundary: "--B"), as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(3)) == ["fail-early", "silent", "show-error"])
        #expect(lines.filter { $0 == "next" }.count == 1)
        #expect(lines.filter { $0 == #"user = "alice:p\"a\\ss""# }.count == 2)
        #expect(lines.contains(#"header = "If-Match: \"e1\"""#))
        #expect(lines.contains(#"data-raw = "<x/>""#))
        #expect(lines.contains("max-time = 7") && lines.contains(#"cacert = "/etc/ca.pem""#))
        #expect(lines.filter { $0.hasPrefix("write-out = ") }.count == 2)
        #expect(CurlConfig.quoted("a\r\nb\t\"") == #""a\r\nb\t\"""#)
    }

    @Test func theOutputIsCutIntoOneAnswerPerTransfer() throws {
        let boundary = "--todo-x"
        var output = Array("<multistatus/>".utf8)
        output += Array("\n\(boundary)\n207\n0\n14\n\"e1\"\n\n\n".utf8)
        output += Array("\n\(boundary)\n412\n0\n0\n\n\n\n".utf8)
        output += Array("\n\(boundary)\n000\n28\n0\n\n\nOperation timed out\n".utf8)
        let results = CurlOutput.results(output, boundary: boundary, timeoutSeconds: 5)
        #expect(results.count == 3)
        #expect(
            try results[0].get()
                == HTTPResponse(status: 207, etag: "\"e1\"", body: Array("<multistatus/>".utf8)))
        #expect(try results[1].get().status == 412)
        #expect(results[2] == .failure(.timedOut(seconds: 5)))
    }

    @Test(arguments: [
        (7, HTTPFailure.cannotConnect("m")), (6, .cannotConnect("m")), (52, .dropped("m")),
        (56, .dropped("m")),
        (60, .untrustedCertificate("m")), (35, .tls("m")), (77, .tls("m")), (3, .client("m")),
    ])
    func curlsExitCodesMeanFailures(code: Int, failure: HTTPFailure) {
        let output = Array("\n--b\n000\n\(code)\n0\n\n\nm\n".utf8)
        #expect(CurlOutput.results(output, boundary: "--b", timeoutSeconds: 1) == [.failure(failure)])
    }

    @Test func aBodyWhoseSizeDisagreesOrAnOldCurlIsRefused() {
        #expect(
            CurlOutput.results(Array("abc\n--b\n200\n0\n9\n\n\n\n".utf8), boundary: "--b", timeoutSeconds: 1)
                == [.failure(.client("curl's answer could not be read"))])
        #expect(
            CurlOutput.results(
                Array("\n--b\n200\n0\n0\n%header{etag}\n\n\n".utf8), boundary: "--b", timeoutSeconds: 1)
                == [.failure(.client("curl 7.84 or later is needed (found an older one)"))])
    }

    @Test func aProcessIsFedAndReadAtOnceSoLargeBodiesCannotDeadlock() throws {
        let input = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let run = PipedProcess.run(["cat"], input: input, keepErrors: true, idleSeconds: 10)
        let finished = try run.get()
        #expect(finished.status == 0)
        #expect(finished.output == input)
    }

    @Test func aMissingProgramOrASilentOneFails() {
        #expect(
            PipedProcess.run(["todo-no-such-program"], input: [], keepErrors: true, idleSeconds: 1)
                == .failure(.notStarted(reason: "No such file or directory", code: ENOENT)))
        let started = Date()
        #expect(
            PipedProcess.run(["sleep", "5"], input: [], keepErrors: true, idleSeconds: 1)
                == .failure(.silent(seconds: 1)))
        #expect(Date().timeIntervalSince(started) < 3)
    }
}
