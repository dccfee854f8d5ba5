/// Turns the bytes a terminal sends into keys: UTF-8 text, control characters, and the escape
/// sequences of xterm and its kin (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`, with or without
/// modifiers). A sequence cut between two reads is kept until the rest comes; an Esc alone is
/// known as such only when nothing follows it soon (`flush`).
struct KeyDecoder {
    private var pending: [UInt8] = []

    /// Whether bytes are waiting for the rest of their sequence.
    var isWaiting: Bool { !pending.isEmpty }

    /// The keys in `bytes`, after any bytes kept from before.
    mutating func keys(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.decode(pending[index...]) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// What is waiting, taken as it stands: an Esc alone is the Esc key.
    mutating func flush() -> [Key] {
        guard pending.first == 0x1B else {
            pending.removeAll()
            return []
        }
        let rest = Array(pending.dropFirst())
        pending.removeAll()
        return [.escape] + keys(rest)
    }

    /// The key at the start of `bytes` (nil for bytes that mean nothing) and how many bytes it
    /// took; nil when the bytes stop in the middle of a key.
    private static func decode(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B: return escape(bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00..<0x20: return (nil, 1)
        case 0x20..<0x80: return (.text(Unicode.Scalar(first)), 1)
        default: return utf8(bytes)
        }
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        guard length > 1, first < 0xF8 else { return (nil, 1) }
        guard bytes.count >= length else { return nil }
        let sequence = bytes.prefix(length)
        guard sequence.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else { return (nil, 1) }
        let decoded = String(decoding: sequence, as: UTF8.self).unicodeScalars.first
        guard let scalar = decoded, scalar != "\u{FFFD}" else { return (nil, length) }
        return (.text(scalar), length)
    }

    /// `ESC [ params final`, `ESC O final`, or an Esc followed by something else: the Esc key,
    /// then that key (the ui has no Alt keys; Esc typed quickly before a key is the likelier).
    private static func escape(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let kind = bytes[start + 1]
        switch kind {
        case UInt8(ascii: "["):
            var end = start + 2
            while end < bytes.endIndex, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            guard end < bytes.endIndex else { return nil }
            let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
            return (csi(final: bytes[end], parameters: parameters), end - start + 1)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            return (csi(final: bytes[start + 2], parameters: ""), 3)
        default:
            return (.escape, 1)
        }
    }

    private static func csi(final: UInt8, parameters: String) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            switch parameters.split(separator: ";").first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }
}
