#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The keys a decoder knows, matched against a document's keys byte by byte, so that reading a
/// member's key makes no String: a store of 10,000 tasks has 80,000 of them.
struct JSONKeys: Sendable {
    private let keys: [[UInt8]]

    init(_ keys: [String]) {
        self.keys = keys.map { Array($0.utf8) }
    }

    /// The position of `key` among the known keys, or nil for any other.
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        for (index, known) in keys.enumerated() where known.count == key.count {
            let equal = known.withUnsafeBufferPointer { known in
                guard let left = known.baseAddress, let right = key.baseAddress else { return known.isEmpty }
                return memcmp(left, right, known.count) == 0
            }
            if equal { return index }
        }
        return nil
    }
}

extension JSONReader {
    /// Reads the next member's key and the `:` after it, like `nextKey()`, but answers with the
    /// key's position in `keys` (nil for a key not among them) instead of a String. Returns
    /// `.end` after reading the `}` that closes the object.
    mutating func nextKey(in keys: JSONKeys) throws(JSONError) -> KnownKey {
        guard try nextMember() else { return .end }
        let start = position + 1
        let (end, hasEscapes, _) = try skipStringContents()
        let index =
            hasEscapes
            ? Array(unescapedString(start..<end).utf8).withUnsafeBufferPointer { keys.index(of: $0) }
            : keys.index(of: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        try readColon()
        return index.map(KnownKey.known) ?? .other
    }

    /// A key read by `nextKey(in:)`.
    enum KnownKey: Equatable {
        case known(Int)
        case other
        case end
    }
}
