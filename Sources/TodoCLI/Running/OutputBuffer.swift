/// Text on its way to stdout or stderr, gathered and written once: one write of the whole list
/// is far cheaper than a write per line. Long output (`list` of 10,000 tasks) may instead be
/// handed on in chunks as it is made, when the buffer has somewhere to send it.
final class OutputBuffer {
    var bytes: [UInt8] = []
    /// Where chunks go as they are ready; without one, everything stays in `bytes`.
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?

    /// Chunks are handed on once they reach this size.
    static let chunkSize = 64 * 1024

    init(sink: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil) {
        self.sink = sink
    }

    /// Hands `chunk` on (after what is gathered so far) once it is a full chunk and there is a
    /// sink, and empties it for reuse; otherwise leaves it to grow.
    func stream(_ chunk: inout [UInt8]) {
        guard let sink, chunk.count >= Self.chunkSize else { return }
        if !bytes.isEmpty {
            bytes.withUnsafeBufferPointer(sink)
            bytes.removeAll()
        }
        chunk.withUnsafeBufferPointer(sink)
        chunk.removeAll(keepingCapacity: true)
    }

    func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    func writeLine(_ text: String = "") {
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x0A)
    }

    func write(bytes more: [UInt8]) {
        if bytes.isEmpty { bytes = more } else { bytes.append(contentsOf: more) }
    }

}

extension [UInt8] {
    mutating func appendSpaces(_ count: Int) {
        guard count > 0 else { return }
        append(contentsOf: repeatElement(0x20, count: count))
    }

    /// Appends the text's UTF-8 bytes in one copy.
    mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends the text's UTF-8 bytes in one copy.
    mutating func append(static text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends a non-negative whole number in decimal digits, without making a String.
    mutating func append(decimal number: Int) {
        var rest = UInt(Swift.max(0, number))
        append(contentsOf: repeatElement(0x30, count: number.decimalDigits))
        withUnsafeMutableBufferPointer { digits in
            var index = digits.count
            while rest > 0 {
                index -= 1
                digits[index] = UInt8(48 + rest % 10)
                rest /= 10
            }
        }
    }
}

extension Int {
    /// How many decimal digits the number has (1 for 0).
    var decimalDigits: Int {
        var digits = 1
        var rest = self / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return digits
    }
}
