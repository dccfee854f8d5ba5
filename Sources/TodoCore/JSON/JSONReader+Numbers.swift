extension JSONReader {
    /// Validates the number at the position and steps over it; returns whether it is written as
    /// an integer, without a fraction or an exponent.
    mutating func skipNumber() throws(JSONError) -> Bool {
        let start = position
        var index = position
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, Self.isDigit(bytes[index]) else {
            throw error("expected a digit after '-'", at: index)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count && Self.isDigit(bytes[index]) {
                throw error("numbers must not start with a 0 followed by digits", at: start)
            }
        } else {
            index = digitsEnd(from: index)
        }
        var isInteger = true
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw error("expected a digit after '.'", at: index)
            }
            index = digitsEnd(from: index)
        }
        if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
            isInteger = false
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
            {
                index += 1
            }
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw error("expected a digit in the exponent", at: index)
            }
            index = digitsEnd(from: index)
        }
        position = index
        return isInteger
    }

    /// Reads the number at the position as the text it is written with.
    mutating func readNumberLiteral() throws(JSONError) -> String {
        let start = position
        _ = try skipNumber()
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    /// Reads the number at the position, which must be an integer that fits in 64 bits.
    mutating func readIntegerLiteral() throws(JSONError) -> Int {
        let start = position
        guard try skipNumber() else {
            let problem = outOfRange(start..<position) ? "is out of range" : "is not an integer"
            throw error("number \(literalText(start..<position)) \(problem)", at: start)
        }
        let negative = bytes[start] == UInt8(ascii: "-")
        var magnitude: UInt64 = 0
        var overflow = false
        for index in (negative ? start + 1 : start)..<position where !overflow {
            let product = magnitude.multipliedReportingOverflow(by: 10)
            let sum = product.partialValue.addingReportingOverflow(UInt64(bytes[index] &- UInt8(ascii: "0")))
            magnitude = sum.partialValue
            overflow = product.overflow || sum.overflow
        }
        let value: Int? =
            negative
            ? (magnitude <= UInt64(1) << 63 ? Int(exactly: Int64(truncatingIfNeeded: 0 &- magnitude)) : nil)
            : Int(exactly: magnitude)
        guard !overflow, let value else {
            throw error("number \(literalText(start..<position)) is out of range", at: start)
        }
        return value
    }

    /// Whether the valid number literal in `range`, which has a fraction or an exponent, is at
    /// least 10^19 in magnitude, by the place of its first significant digit.
    func outOfRange(_ range: Range<Int>) -> Bool {
        var index = bytes[range.lowerBound] == UInt8(ascii: "-") ? range.lowerBound + 1 : range.lowerBound
        var place = -1
        var sawSignificant = false
        while index < range.upperBound && Self.isDigit(bytes[index]) {
            if bytes[index] != UInt8(ascii: "0") { sawSignificant = true }
            if sawSignificant { place += 1 }
            index += 1
        }
        if index < range.upperBound && bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < range.upperBound && Self.isDigit(bytes[index]) {
                if !sawSignificant {
                    if bytes[index] == UInt8(ascii: "0") { place -= 1 } else { sawSignificant = true }
                }
                index += 1
            }
        }
        guard sawSignificant else { return false }
        var exponent = 0
        var exponentSign = 1
        if index < range.upperBound {
            index += 1
            if bytes[index] == UInt8(ascii: "-") { exponentSign = -1 }
            if !Self.isDigit(bytes[index]) { index += 1 }
            for digitIndex in index..<range.upperBound where exponent < 1_000_000 {
                exponent = exponent * 10 + Int(bytes[digitIndex] &- UInt8(ascii: "0"))
            }
        }
        return place + exponentSign * exponent >= 19
    }

    /// The number literal in `range` for a message, cut short if it is long.
    func literalText(_ range: Range<Int>) -> String {
        let shown = range.lowerBound..<min(range.upperBound, range.lowerBound + 30)
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[shown]), as: UTF8.self)
        return shown.count < range.count ? text + "…" : text
    }

    func digitsEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count && Self.isDigit(bytes[index]) { index += 1 }
        return index
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
