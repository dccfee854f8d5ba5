import Foundation

@testable import TodoCore

/// A JSON value in a form that both our reader's and Foundation's results convert to: strings
/// compared by their exact UTF-8 (not by canonical equivalence, as `String ==` does), numbers by
/// value, objects as dictionaries (the last of duplicate keys wins, as in Foundation).
indirect enum Canonical: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string([UInt8])
    case array([Canonical])
    case object([[UInt8]: Canonical])

    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let text): self = .number(Double(text) ?? .nan)
        case .string(let text): self = .string(Array(text.utf8))
        case .array(let elements): self = .array(elements.map(Canonical.init))
        case .object(let members):
            var object: [[UInt8]: Canonical] = [:]
            for (key, member) in members { object[Array(key.utf8)] = Canonical(member) }
            self = .object(object)
        }
    }

    init?(foundation value: Any) {
        switch value {
        case is NSNull: self = .null
        case let number as NSNumber:
            if String(cString: number.objCType) == "c" {
                self = .bool(number.boolValue)
            } else {
                self = .number(number.doubleValue)
            }
        case let text as String: self = .string(Array(text.utf8))
        case let elements as [Any]:
            var converted: [Canonical] = []
            for element in elements {
                guard let element = Canonical(foundation: element) else { return nil }
                converted.append(element)
            }
            self = .array(converted)
        case let members as [String: Any]:
            var object: [[UInt8]: Canonical] = [:]
            for (key, member) in members {
                guard let member = Canonical(foundation: member) else { return nil }
                object[Array(key.utf8)] = member
            }
            self = .object(object)
        default: return nil
        }
    }

    static func == (lhs: Canonical, rhs: Canonical) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.number(let left), .number(let right)):
            left == right || abs(left - right) <= 1e-15 * max(abs(left), abs(right))
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)): left == right
        default: false
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let value): "\(value)"
        case .string(let bytes): "\"\(String(decoding: bytes, as: UTF8.self).debugDescription)\""
        case .array(let elements): "[\(elements.map(\.description).joined(separator: ","))]"
        case .object(let members):
            "{\(members.map { "\(String(decoding: $0.key, as: UTF8.self).debugDescription):\($0.value)" }.joined(separator: ","))}"
        }
    }
}

enum JSONTesting {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Our reading of a whole document into a value.
    static func ours(_ bytes: [UInt8]) -> Result<JSONValue, JSONError> {
        Result { () throws(JSONError) in try JSONValue(parsing: bytes) }
    }

    /// Foundation's reading, `nil` when it refuses the document.
    static func foundation(_ bytes: [UInt8]) -> Canonical? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        else { return nil }
        return Canonical(foundation: object)?.withoutByteOrderMarks
    }

    /// The error our reader gives for `text`, read as one value.
    static func error(in text: String) -> JSONError? {
        if case .failure(let error) = ours(bytes(text)) { return error }
        return nil
    }

    /// Every number literal in `value`.
    static func numbers(in value: JSONValue) -> [String] {
        switch value {
        case .number(let text): [text]
        case .array(let elements): elements.flatMap(numbers(in:))
        case .object(let members): members.flatMap { numbers(in: $0.1) }
        default: []
        }
    }
}

extension Canonical {
    /// Where `self` and `other` first differ, for failure messages.
    func difference(from other: Canonical, path: String = "$") -> String? {
        switch (self, other) {
        case (.array(let left), .array(let right)):
            if left.count != right.count { return "\(path): \(left.count) elements vs \(right.count)" }
            for (index, pair) in zip(left, right).enumerated() {
                if let found = pair.0.difference(from: pair.1, path: "\(path)[\(index)]") { return found }
            }
            return nil
        case (.object(let left), .object(let right)):
            if Set(left.keys) != Set(right.keys) {
                let only = Set(left.keys).symmetricDifference(right.keys).map { Array($0) }
                return "\(path): keys differ: \(only)"
            }
            for (key, value) in left {
                if let found = value.difference(from: right[key] ?? .null, path: "\(path).\(key)") {
                    return found
                }
            }
            return nil
        default:
            return self == other ? nil : "\(path): \(self) vs \(other)"
        }
    }
}

extension Canonical {
    /// The value with every U+FEFF left out of its strings and keys, for comparisons with
    /// Foundation: on Linux, `JSONSerialization` drops a raw U+FEFF at the start of a string and
    /// right after each escape (`"\\n\u{FEFF}b"` reads as `"\nb"`), as if it were a byte order
    /// mark. RFC 8259 makes every code point between the quotes part of the string, so our reader
    /// keeps it; comparisons leave it out on both sides.
    var withoutByteOrderMarks: Canonical {
        func stripped(_ bytes: [UInt8]) -> [UInt8] {
            Array(
                String(decoding: bytes, as: UTF8.self).unicodeScalars.filter { $0 != "\u{FEFF}" }.map(
                    String.init
                ).joined().utf8)
        }
        switch self {
        case .string(let bytes): return .string(stripped(bytes))
        case .array(let elements): return .array(elements.map(\.withoutByteOrderMarks))
        case .object(let members):
            var object: [[UInt8]: Canonical] = [:]
            for (key, value) in members { object[stripped(key)] = value.withoutByteOrderMarks }
            return .object(object)
        default: return self
        }
    }
}

extension JSONTesting {
    /// How deep arrays and objects nest in `value`: 0 for a scalar.
    static func depth(of value: JSONValue) -> Int {
        switch value {
        case .array(let elements): 1 + (elements.map(depth(of:)).max() ?? 0)
        case .object(let members): 1 + (members.map { depth(of: $0.1) }.max() ?? 0)
        default: 0
        }
    }
}
