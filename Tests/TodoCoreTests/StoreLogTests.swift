import Testing

@testable import TodoCore

/// The framing of the log: a header line, then one checked line per change. A torn tail (the
/// last line cut short or garbled) is told from damage (a bad line with a good one after it).
@Suite struct StoreLogTests {
    static let task = TodoTask(
        id: 3, uuid: "u3", title: "Pay \"rent\"\n\tnow", details: "line 1\nline 2", createdAt: referenceNow)

    static func record(_ number: Int) -> LogRecord {
        var task = task
        task.id = number
        task.title += " \(number)"
        return LogRecord(after: [task], usedIds: IdRangeSet(ranges: [number...number]))
    }

    /// A log of `count` records, and where each line ends.
    static func log(_ count: Int) -> (bytes: [UInt8], ends: [Int]) {
        var bytes = StoreLog.header(generation: 7)
        var ends = [bytes.count]
        for number in 1...count {
            bytes += record(number).line()
            ends.append(bytes.count)
        }
        return (bytes, ends)
    }

    func parse(_ bytes: [UInt8]) throws -> StoreLog {
        try bytes.withUnsafeBufferPointer { try StoreLog.parse($0) }
    }

    @Test func aLineIsTheJSONATabItsCheckAndALineFeed() throws {
        let line = Self.record(1).line()
        #expect(
            line.last == 0x0A && line.filter { $0 == 0x0A }.count == 1, "one line, whatever the text holds")
        #expect(line.filter { $0 == 0x09 }.count == 1 && line[line.count - 18] == 0x09)
        let json = Array(line[..<(line.count - 18)])
        let check = json.withUnsafeBufferPointer { ByteCheck.of($0) }
        #expect(Array(line[(line.count - 17)..<(line.count - 1)]) == ByteCheck.hex(check))
        let read = try json.withUnsafeBufferPointer { try LogRecordReader.read($0, 0..<json.count) }
        #expect(read == Self.record(1), "control characters in the text come back escaped and whole")
    }

    @Test func readsTheGenerationAndEveryRecord() throws {
        let (bytes, ends) = Self.log(3)
        let log = try parse(bytes)
        #expect(log.generation == 7 && log.records.count == 3)
        #expect(log.goodEnd == bytes.count && log.tornLength == 0)
        #expect(log.records.map(\.upperBound) == ends.dropFirst().map { $0 - 18 })
    }

    /// A write cut short at any byte of the last line: the lines before it read, the rest is
    /// a torn tail, and nothing is reported as damage.
    @Test func aLastLineCutAtAnyByteIsATornTail() throws {
        let (bytes, ends) = Self.log(3)
        for cut in ends[2]..<ends[3] {
            let log = try parse(Array(bytes[..<cut]))
            #expect(log.records.count == 2, "cut at \(cut)")
            #expect(log.goodEnd == ends[2] && log.tornLength == cut - ends[2])
        }
    }

    /// Any one byte of the last line changed: the check tells, and the line is a torn tail.
    @Test func aLastLineGarbledAnywhereIsATornTail() throws {
        let (bytes, ends) = Self.log(2)
        for index in ends[1]..<(ends[2] - 1) {
            var garbled = bytes
            garbled[index] = garbled[index] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
            let log = try parse(garbled)
            #expect(log.records.count == 1 && log.tornLength == ends[2] - ends[1], "byte \(index)")
        }
        var zeroed = bytes
        for index in ends[1]..<ends[2] { zeroed[index] = 0 }
        #expect(try parse(zeroed).records.count == 1, "a line the disk never wrote (zeros)")
    }

    /// A bad line with a good one after it is not a torn tail: the log cannot be read.
    @Test(arguments: [0, 1])
    func aBadLineBeforeAGoodOneIsDamage(lineIndex: Int) throws {
        let (bytes, ends) = Self.log(4)
        var damaged = bytes
        damaged[ends[lineIndex + 1] - 30] ^= 0x01
        #expect(throws: StoreLog.Damage.self) { try parse(damaged) }
        var cut = Array(bytes[..<(ends[lineIndex + 1] - 5)]) + Array(bytes[ends[lineIndex + 1]...])
        #expect(throws: StoreLog.Damage.self) { try parse(cut) }
        cut = Array(bytes[..<ends[lineIndex + 1]]) + [0x0A] + Array(bytes[ends[lineIndex + 1]...])
        #expect(throws: StoreLog.Damage.self, "an empty line among good ones") { try parse(cut) }
    }

    @Test(arguments: [
        "", "\n", "{\"log\":1,\"generation\":7}\n", "{\"log\":2,\"generation\":7}",
        "{\"tasks\":[]}", "garbage",
    ])
    func aLogWithoutAGoodHeaderIsDamage(text: String) throws {
        var bytes = Array(text.utf8)
        if text.hasPrefix("{\"log\":2") || text.hasPrefix("{\"tasks") { bytes = StoreLog.line(bytes) }
        #expect(throws: StoreLog.Damage.self) { try parse(bytes) }
    }

    @Test func theCheckTellsApartWhatTheWriterWrote() {
        let texts = ["", "a", "ab", "abcdefgh", "abcdefghi", "abcdefgi", "bacdefgh"]
        let checks = texts.map { text in Array(text.utf8).withUnsafeBufferPointer { ByteCheck.of($0) } }
        #expect(Set(checks).count == texts.count)
        for check in checks {
            #expect(ByteCheck.hex(check).withUnsafeBufferPointer { ByteCheck.parseHex($0) } == check)
        }
    }
}
