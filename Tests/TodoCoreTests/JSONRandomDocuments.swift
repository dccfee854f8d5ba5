import TestSupport

@testable import TodoCore

/// Random JSON values, and random but valid ways of writing them: whitespace anywhere it may go,
/// characters escaped or not, `\u` escapes in either case, surrogate pairs for astral characters.
struct RandomDocuments {
    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    mutating func value(depth: Int = 0) -> JSONValue {
        let kind = Int.random(in: 0..<(depth >= 4 ? 5 : 8), using: &random)
        switch kind {
        case 0: return .null
        case 1: return .bool(chance(50))
        case 2: return .number(number())
        case 3, 4: return .string(string())
        case 5:
            return .array((0..<Int.random(in: 0...5, using: &random)).map { _ in value(depth: depth + 1) })
        default:
            var keys = Set<String>()
            var members: [(String, JSONValue)] = []
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                // Unique even without U+FEFF, which comparisons with Foundation leave out.
                let key = string(maxLength: 6)
                let comparedKey = String(
                    String.UnicodeScalarView(key.unicodeScalars.filter { $0 != "\u{FEFF}" }))
                if keys.insert(comparedKey).inserted { members.append((key, value(depth: depth + 1))) }
            }
            return .object(members)
        }
    }

    mutating func number() -> String {
        let sign = chance(30) ? "-" : ""
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return String(Int64.random(in: .min ... .max, using: &random))
        case 1: return sign + String(Int.random(in: 0...1000, using: &random))
        case 2:
            return ["0", "-0", "9223372036854775807", "-9223372036854775808", "1"].randomElement(
                using: &random) ?? "0"
        case 3: return sign + "\(Int.random(in: 0...99999, using: &random)).\(digits(1...6))"
        case 4:
            let exponent = ["e", "E"].randomElement(using: &random) ?? "e"
            let exponentSign = ["", "+", "-"].randomElement(using: &random) ?? ""
            return sign
                + "\(Int.random(in: 1...9, using: &random))\(exponent)\(exponentSign)\(Int.random(in: 0...300, using: &random))"
        case 5: return sign + "0.\(digits(1...8))e\(Int.random(in: -20...20, using: &random))"
        case 6: return sign + String(Int.random(in: 0...(1 << 53), using: &random))
        default: return sign + "\(Int.random(in: 1...9, using: &random)).\(digits(1...15))"
        }
    }

    mutating func digits(_ count: ClosedRange<Int>) -> String {
        String(
            (0..<Int.random(in: count, using: &random)).map { _ in
                Character(String(Int.random(in: 0...9, using: &random)))
            })
    }

    mutating func string(maxLength: Int = 12) -> String {
        var text = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...maxLength, using: &random) { text.append(scalar()) }
        return String(text)
    }

    /// A scalar from one of the classes that matter to readers and writers of JSON.
    mutating func scalar() -> Unicode.Scalar {
        let special: [UInt32] = [
            0x22, 0x5C, 0x2F, 0x00, 0x7F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066,
            0x2069,
            0xFEFF, 0xFFFD, 0xFFFE, 0xFFFF, 0x10FFFF, 0xE9, 0x65, 0x301,
        ]
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x20...0x7E, 0x20...0x7E, 0x00...0x1F, 0x7F...0x9F, 0xA0...0xFF, 0x100...0xD7FF,
            0xE000...0xFFFF, 0x2000...0x206F, 0x10000...0x10FFFF, 0x1F300...0x1FAFF,
        ]
        let value =
            chance(20)
            ? special.randomElement(using: &random) ?? 0x41
            : UInt32.random(in: ranges.randomElement(using: &random) ?? 0x41...0x41, using: &random)
        return Unicode.Scalar(value) ?? "?"
    }

    /// `value` written as text in a random valid way.
    mutating func text(of value: JSONValue) -> [UInt8] {
        var bytes: [UInt8] = []
        write(value, to: &bytes)
        space(&bytes)
        return bytes
    }

    mutating func write(_ value: JSONValue, to bytes: inout [UInt8]) {
        space(&bytes)
        switch value {
        case .null: bytes += Array("null".utf8)
        case .bool(let flag): bytes += Array((flag ? "true" : "false").utf8)
        case .number(let text): bytes += Array(text.utf8)
        case .string(let text): write(text, to: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(element, to: &bytes)
                space(&bytes)
            }
            if elements.isEmpty { space(&bytes) }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                space(&bytes)
                write(member.0, to: &bytes)
                space(&bytes)
                bytes.append(UInt8(ascii: ":"))
                write(member.1, to: &bytes)
                space(&bytes)
            }
            if members.isEmpty { space(&bytes) }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    mutating func write(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let short: [UInt32: String] = [
                0x22: "\\\"", 0x5C: "\\\\", 0x2F: "\\/", 0x08: "\\b", 0x0C: "\\f", 0x0A: "\\n", 0x0D: "\\r",
                0x09: "\\t",
            ]
            let mustEscape = value < 0x20 || value == 0x22 || value == 0x5C
            if let escape = short[value], mustEscape || chance(30) {
                bytes += Array(escape.utf8)
            } else if mustEscape || chance(15) {
                if value >= 0x10000 {
                    let offset = value - 0x10000
                    bytes += unicodeEscape(0xD800 + (offset >> 10)) + unicodeEscape(0xDC00 + (offset & 0x3FF))
                } else {
                    bytes += unicodeEscape(value)
                }
            } else {
                bytes += Array(String(scalar).utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func unicodeEscape(_ unit: UInt32) -> [UInt8] {
        let hex = String(unit, radix: 16, uppercase: chance(50))
        return Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }

    mutating func space(_ bytes: inout [UInt8]) {
        guard chance(25) else { return }
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            bytes.append([0x20, 0x09, 0x0A, 0x0D].randomElement(using: &random) ?? 0x20)
        }
    }
}
