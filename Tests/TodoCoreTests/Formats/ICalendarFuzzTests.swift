import TestSupport
import Testing

@testable import TodoCore

/// Tens of thousands of random and mutated files: the parser and the VTODO reader never crash
/// or hang, their errors are well formed and safe to print, and what they accept writes back,
/// folded within 75 octets, to the same components.
@Suite struct ICalendarFuzzTests {
    static func problem(with bytes: [UInt8], context: FormatContext) -> String? {
        let lineCount = bytes.count { $0 == 0x0A } + 1
        do {
            let calendars = try ICalendarParser.parse(bytes)
            let written = ICalendarWriter.write(calendars)
            for line in written.split(separator: 0x0A) where line.count > 76 {
                return "wrote a line of \(line.count - 1) octets"
            }
            guard (try? ICalendarParser.parse(written)) == calendars else { return "does not round-trip" }
        } catch {
            if let problem = problem(with: error, lineCount: lineCount) { return problem }
        }
        do {
            _ = try ICalendarFormat.decode(bytes, context: context)
        } catch {
            if let problem = problem(with: error, lineCount: lineCount) { return "decode: " + problem }
        }
        return nil
    }

    static func problem(with error: FormatError, lineCount: Int) -> String? {
        guard error.line >= 1, error.line <= lineCount, error.column >= 1, !error.message.isEmpty else {
            return "malformed error \(error)"
        }
        return SafeToPrint.holds(for: error.message)
            ? nil : "message not safe to print: \(error.message.debugDescription)"
    }

    @Test func survivesRandomPieces() throws {
        let context = try FormatFixtures.context()
        var random = SeededRandom(seed: 51)
        let pieces: [[UInt8]] =
            [
                "BEGIN:VCALENDAR\r\n", "END:VCALENDAR\r\n", "BEGIN:VTODO\n", "END:VTODO\n", "BEGIN:VALARM\n",
                "END:VALARM\n", "BEGIN:VTIMEZONE\nTZID:X\n", "SUMMARY:", "DUE", ";TZID=", "\"", ":", ";", ",",
                "=",
                "\r\n", "\n", " ", "\t", "20261201T153000Z", "20261224", "DURATION:-PT10M", "DTSTART:",
                "STATUS:COMPLETED\n", "UID:u\n", "\\", "\\n", "é", "😀", "\u{2028}", "RECURRENCE-ID:1\n",
                "LOCATION:", "X-APPLE-STRUCTURED-LOCATION;X-TITLE=a:geo:1\n", "VALUE=DATE", "Europe/Berlin",
            ].map { Array($0.utf8) } + [
                [0x00], [0x1B], [0x80], [0xC3], [0xED, 0xA0], [0xFF], [0xEF, 0xBB, 0xBF],
            ]
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...30, using: &random) {
                bytes += pieces.randomElement(using: &random) ?? []
            }
            if let problem = Self.problem(with: bytes, context: context) {
                Issue.record("\(problem) for \(String(decoding: bytes, as: UTF8.self).debugDescription)")
                return
            }
        }
    }

    @Test func survivesMutatedFiles() throws {
        let context = try FormatFixtures.context()
        var random = SeededRandom(seed: 52)
        let sources = [ICalendarSamples.apple, ICalendarSamples.appleLocation, ICalendarSamples.todoman]
            .map { Array(FormatFixtures.crlf($0).utf8) }
        for _ in 0..<8_000 {
            let source = sources.randomElement(using: &random) ?? []
            var bytes = source
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let start = Int.random(in: 0..<max(1, bytes.count), using: &random)
                let end = min(bytes.count, start + Int.random(in: 0...8, using: &random))
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes.removeSubrange(start..<end)
                case 1:
                    let from = Int.random(in: 0..<source.count, using: &random)
                    let piece = source[
                        from..<min(source.count, from + Int.random(in: 1...60, using: &random))]
                    bytes.insert(contentsOf: piece, at: Int.random(in: 0...bytes.count, using: &random))
                case 2: if start < bytes.count { bytes[start] = UInt8.random(in: 0...255, using: &random) }
                default:
                    bytes.insert(
                        contentsOf: Array(":;=\"\r\n ,\\".utf8).shuffled(using: &random).prefix(2), at: start)
                }
            }
            if let problem = Self.problem(with: bytes, context: context) {
                Issue.record("\(problem) for \(String(decoding: bytes, as: UTF8.self).debugDescription)")
                return
            }
        }
    }
}
