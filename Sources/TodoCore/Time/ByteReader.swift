/// Reads big-endian integers and slices from bytes, throwing `.truncated` past the end.
struct ByteReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var remaining: Int { bytes.count - position }

    /// Whether the next four bytes are `TZif`.
    var hasMagic: Bool {
        remaining >= 4 && bytes[position..<(position + 4)].elementsEqual([0x54, 0x5A, 0x69, 0x66])
    }

    mutating func skip(_ count: Int) throws(ZoneRulesError) {
        guard count >= 0, count <= remaining else { throw .truncated }
        position += count
    }

    mutating func take(_ count: Int) throws(ZoneRulesError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= remaining else { throw .truncated }
        defer { position += count }
        return bytes[position..<(position + count)]
    }

    mutating func uint8() throws(ZoneRulesError) -> UInt8 {
        guard remaining >= 1 else { throw .truncated }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func int32() throws(ZoneRulesError) -> Int32 {
        Int32(bitPattern: UInt32(truncatingIfNeeded: try bigEndian(4)))
    }

    mutating func int64() throws(ZoneRulesError) -> Int64 {
        Int64(bitPattern: try bigEndian(8))
    }

    /// A 32-bit unsigned count.
    mutating func count() throws(ZoneRulesError) -> Int {
        Int(try bigEndian(4))
    }

    /// The bytes up to the next newline, which is consumed; `.truncated` without one.
    mutating func line() throws(ZoneRulesError) -> ArraySlice<UInt8> {
        guard let end = bytes[position...].firstIndex(of: 0x0A) else { throw .truncated }
        defer { position = end + 1 }
        return bytes[position..<end]
    }

    private mutating func bigEndian(_ size: Int) throws(ZoneRulesError) -> UInt64 {
        var value: UInt64 = 0
        for byte in try take(size) {
            value = value << 8 | UInt64(byte)
        }
        return value
    }
}
