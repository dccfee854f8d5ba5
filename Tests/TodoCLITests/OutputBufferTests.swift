import Testing

@testable import TodoCLI

/// What `todo` prints, gathered or handed on: the same bytes in the same order either way.
@Suite struct OutputBufferTests {
    /// A sink that keeps each chunk it is handed, as the process writes them.
    final class Chunks {
        var all: [[UInt8]] = []
        func take(_ chunk: UnsafeBufferPointer<UInt8>) { all.append(Array(chunk)) }
    }

    static func table(_ text: String) -> OutputBytes {
        var bytes = OutputBytes(capacity: 16)
        bytes.append(utf8: text)
        return bytes
    }

    @Test func aTableMadeWholeGoesOutAsItIsWhenNothingCameBefore() {
        let chunks = Chunks()
        let output = OutputBuffer(sink: chunks.take)
        let table = Self.table("1  Buy milk\n")
        output.write(bytes: table)
        #expect(chunks.all == [Array("1  Buy milk\n".utf8)])
        output.writeLine("after")
        #expect(output.bytes == Array("after\n".utf8))
        #expect(chunks.all.count == 1)
    }

    @Test func aTableAfterGatheredTextIsGatheredBehindIt() {
        let chunks = Chunks()
        let output = OutputBuffer(sink: chunks.take)
        output.writeLine("Overdue")
        let table = Self.table("1  Buy milk\n")
        output.write(bytes: table)
        #expect(chunks.all.isEmpty)
        #expect(output.bytes == Array("Overdue\n1  Buy milk\n".utf8))
        output.flush()
        #expect(chunks.all == [Array("Overdue\n1  Buy milk\n".utf8)])
    }

    @Test func withoutASinkEverythingIsGathered() {
        let output = OutputBuffer()
        let table = Self.table("1  Buy milk\n")
        output.write(bytes: table)
        output.writeLine("after")
        #expect(output.bytes == Array("1  Buy milk\nafter\n".utf8))
    }
}
