import Testing

@testable import TodoCore

@Suite struct JSONNumberTests {
    static func readInt(_ text: String) -> Result<Int, JSONError> {
        Result { () throws(JSONError) in
            try Array(text.utf8).withUnsafeBufferPointer { (bytes) throws(JSONError) in
                var reader = JSONReader(bytes, maxDepth: JSONReader.defaultMaxDepth)
                let value = try reader.readInt()
                try reader.finish()
                return value
            }
        }
    }

    @Test(arguments: [
        ("0", 0), ("-0", 0), ("7", 7), ("-7", -7), (" 1234567890 ", 1_234_567_890),
        ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
        ("-9223372036854775807", -Int.max),
    ])
    func readsIntegers(text: String, expected: Int) throws {
        #expect(try Self.readInt(text).get() == expected)
    }

    @Test(arguments: [
        ("1e400", "number 1e400 is out of range"),
        ("-1e400", "number -1e400 is out of range"),
        ("9223372036854775808", "number 9223372036854775808 is out of range"),
        ("-9223372036854775809", "number -9223372036854775809 is out of range"),
        ("18446744073709551616", "number 18446744073709551616 is out of range"),
        ("99999999999999999999999", "number 99999999999999999999999 is out of range"),
        ("1.5e19", "number 1.5e19 is out of range"),
        ("12.5e18", "number 12.5e18 is out of range"),
        ("0.001e22", "number 0.001e22 is out of range"),
        ("1.5", "number 1.5 is not an integer"),
        ("1.0", "number 1.0 is not an integer"),
        ("1e2", "number 1e2 is not an integer"),
        ("-0.0", "number -0.0 is not an integer"),
        ("1e-400", "number 1e-400 is not an integer"),
        ("9.2e18", "number 9.2e18 is not an integer"),
        ("0.001e21", "number 0.001e21 is not an integer"),
        ("1e99999999999999999999999", "number 1e99999999999999999999999 is out of range"),
        ("\"1\"", "expected an integer, found a string"),
        ("true", "expected an integer, found true"),
        ("-", "expected a digit after '-'"),
    ])
    func refusesOtherNumbers(text: String, message: String) {
        guard case .failure(let error) = Self.readInt(text) else {
            Issue.record("read \(text) as an integer")
            return
        }
        #expect(error.message == message)
        #expect(error.column == 1 || message.hasPrefix("expected a digit"))
    }

    @Test func shortensLongNumbersInMessages() {
        let text = String(repeating: "9", count: 100_000)
        guard case .failure(let error) = Self.readInt(text) else {
            Issue.record("read a 100,000-digit number")
            return
        }
        #expect(error.message == "number \(String(repeating: "9", count: 30))… is out of range")
    }

    @Test func readOptionalIntReadsNull() throws {
        #expect(try JSONReader.read(Array("null".utf8)) { try $0.readOptionalInt() } == nil)
        #expect(try JSONReader.read(Array("-5".utf8)) { try $0.readOptionalInt() } == -5)
    }
}
