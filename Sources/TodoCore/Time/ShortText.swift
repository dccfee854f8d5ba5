/// Builds a short ASCII text (a date, a clock time) in stack memory and makes one String of it:
/// `list` shows two of these for each of 10,000 tasks, and String concatenation costs ten times more.
struct ShortText {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0

    /// Calls `build` with an empty text of at most 48 bytes, and returns what it wrote.
    static func make(_ build: (inout ShortText) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
            var text = ShortText(buffer: buffer)
            build(&text)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<text.count]), as: UTF8.self)
        }
    }

    private init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    mutating func append(_ text: StaticString) {
        let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        for byte in bytes where count < buffer.count {
            buffer[count] = byte
            count += 1
        }
    }

    /// A whole number in decimal, at least `digits` digits long (zeros in front).
    mutating func append(_ number: Int, digits: Int = 1) {
        if number < 0, count < buffer.count {
            buffer[count] = UInt8(ascii: "-")
            count += 1
        }
        var value = number.magnitude
        var length = 1
        var scale: UInt = 1
        while value / scale >= 10 {
            scale *= 10
            length += 1
        }
        for _ in length..<max(length, digits) where count < buffer.count {
            buffer[count] = UInt8(ascii: "0")
            count += 1
        }
        while scale > 0 {
            if count < buffer.count {
                buffer[count] = UInt8(48 + value / scale)
                count += 1
            }
            value %= scale
            scale /= 10
        }
    }
}
