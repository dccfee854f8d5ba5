import Foundation
import Testing

@testable import TodoCLI
@testable import TodoCore

@Suite struct CurlTests {
    /// Everything curl wrote, read at once.
    static func read(_ output: [UInt8], boundary: String, timeoutSeconds: Int) -> [Result<
        HTTPResponse, HTTPFailure
    >] {
        var reader = CurlOutput(
            boundary: boundary, timeoutSeconds: timeoutSeconds, maxBodyBytes: HTTPSession.defaultMaxBodyBytes)
        _ = reader.take(output[...])
        return reader.results
    }

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
        #expect(lines.filter { $0 == "max-filesize = \(64 * 1024 * 1024)" }.count == 2)
        #expect(lines.filter { $0.hasPrefix("write-out = ") }.count == 2)
        #expect(CurlConfig.quoted("a\r\nb\t\"") == #""a\r\nb\t\"""#)
    }

    @Test func theOutputIsCutIntoOneAnswerPerTransfer() throws {
        let boundary = "--todo-x"
        var output = Array("<multistatus/>".utf8)
        output += Array("\n\(boundary)\n207\n0\n14\n\"e1\"\n\n\n".utf8)
        output += Array("\n\(boundary)\n412\n0\n0\n\n\n\n".utf8)
        output += Array("\n\(boundary)\n000\n28\n0\n\n\nOperation timed out\n".utf8)
        let results = Self.read(output, boundary: boundary, timeoutSeconds: 5)
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
        (63, .tooLarge(limit: HTTPSession.defaultMaxBodyBytes)),
    ])
    func curlsExitCodesMeanFailures(code: Int, failure: HTTPFailure) {
        let output = Array("\n--b\n000\n\(code)\n0\n\n\nm\n".utf8)
        #expect(Self.read(output, boundary: "--b", timeoutSeconds: 1) == [.failure(failure)])
    }

    @Test func aBodyWhoseSizeDisagreesOrAnOldCurlIsRefused() {
        #expect(
            Self.read(Array("abc\n--b\n200\n0\n9\n\n\n\n".utf8), boundary: "--b", timeoutSeconds: 1)
                == [.failure(.client("curl's answer could not be read"))])
        #expect(
            Self.read(
                Array("\n--b\n200\n0\n0\n%header{etag}\n\n\n".utf8), boundary: "--b", timeoutSeconds: 1)
                == [.failure(.client("curl 7.84 or later is needed (found an older one)"))])
    }

    @Test(arguments: [1, 2, 5, 64, 100_000])
    func theOutputIsReadTheSameInPiecesOfAnySize(piece: Int) throws {
        let boundary = "--todo-x"
        var output: [UInt8] = []
        var expected: [HTTPResponse] = []
        for number in 0..<20 {
            let body = Array(
                "<multistatus>\(String(repeating: "\n", count: number))\(number)</multistatus>".utf8)
            output += body + Array("\n\(boundary)\n207\n0\n\(body.count)\n\"e\(number)\"\n\n\n".utf8)
            expected.append(HTTPResponse(status: 207, etag: "\"e\(number)\"", body: body))
        }
        var reader = CurlOutput(boundary: boundary, timeoutSeconds: 5, maxBodyBytes: 100)
        for start in stride(from: 0, to: output.count, by: piece) {
            let wanted = reader.take(output[start..<min(start + piece, output.count)])
            #expect(wanted)
        }
        #expect(try reader.results.map { try $0.get() } == expected)
    }

    @Test(arguments: [1, 7, 4096])
    func aBodyOverTheLimitIsRefusedAsSoonAsItIsOver(piece: Int) {
        let limit = 1000
        let atTheLimit = [UInt8](repeating: 0x61, count: limit)
        var fits = CurlOutput(boundary: "--b", timeoutSeconds: 1, maxBodyBytes: limit)
        let whole = atTheLimit + Array("\n--b\n200\n0\n\(limit)\n\n\n\n".utf8)
        for start in stride(from: 0, to: whole.count, by: piece) {
            let wanted = fits.take(whole[start..<min(start + piece, whole.count)])
            #expect(wanted)
        }
        #expect(fits.results.count == 1 && (try? fits.results[0].get().body.count) == limit)

        var over = CurlOutput(boundary: "--b", timeoutSeconds: 1, maxBodyBytes: limit)
        let endless = [UInt8](repeating: 0x61, count: 10 * limit)
        var taken = 0
        while taken < endless.count, over.take(endless[taken..<min(taken + piece, endless.count)]) {
            taken += piece
        }
        #expect(taken <= limit + 5, "it stopped at the limit: \(taken)")
        #expect(over.results == [.failure(.tooLarge(limit: limit))])
        let wantedMore = over.take([0x0A][...])
        #expect(!wantedMore)

        // A body one byte over the limit that comes whole, marker and all, in one piece.
        var oneOver = CurlOutput(boundary: "--b", timeoutSeconds: 1, maxBodyBytes: limit)
        _ = oneOver.take((atTheLimit + [0x61] + Array("\n--b\n200\n0\n1001\n\n\n\n".utf8))[...])
        #expect(oneOver.results == [.failure(.tooLarge(limit: limit))])
    }

    @Test func aProgramWhoseOutputIsNotWantedFurtherIsStopped() throws {
        var seen = 0
        let started = Date()
        let run = PipedProcess.run(
            ["cat", "/dev/zero"], input: nil, keepErrors: true, idleSeconds: 10,
            takeOutput: { bytes in
                seen += bytes.count
                return seen < 1_000_000
            })
        let finished = try run.get()
        #expect(finished.stopped && finished.output.isEmpty)
        #expect(finished.ending == .signalled(SIGKILL))
        #expect(seen >= 1_000_000 && seen < 1_100_000)
        #expect(Date().timeIntervalSince(started) < 5)
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
