/// Reads one unfolded content line, `NAME *(";" PARAM) ":" VALUE`, into a property.
///
/// Names are letters, digits, `-` and (for Synology's sake) `_`; a parameter value is quoted
/// text or text without `;`, `:` and `,`; the value is everything after the first `:` outside
/// quotes. The line must be valid UTF-8.
struct ContentLineParser {
    private let line: UnsafeBufferPointer<UInt8>
    private let place: ContentLineReader.Place
    private let file: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(
        _ line: UnsafeBufferPointer<UInt8>, place: ContentLineReader.Place, file: UnsafeBufferPointer<UInt8>
    ) {
        self.line = line
        self.place = place
        self.file = file
    }

    static func parse(
        _ line: UnsafeBufferPointer<UInt8>, place: ContentLineReader.Place, file: UnsafeBufferPointer<UInt8>
    ) throws(FormatError) -> ICalendarProperty {
        var parser = ContentLineParser(line, place: place, file: file)
        return try parser.property()
    }

    private mutating func property() throws(FormatError) -> ICalendarProperty {
        if let invalid = UTF8Check.firstInvalidByte(in: line) {
            throw error("the text is not valid UTF-8", at: invalid)
        }
        let nameStart = index
        let name = try readName(what: "a property name")
        let key = Self.upperCase(UnsafeBufferPointer(rebasing: line[nameStart..<index])) ?? name
        var parameters: [ICalendarParameter] = []
        while index < line.count, line[index] == 0x3B {
            index += 1
            parameters.append(try readParameter())
        }
        guard index < line.count, line[index] == 0x3A else {
            throw error("expected ':' or ';' after \(name), found \(found)", at: index)
        }
        index += 1
        var property = ICalendarProperty(
            name: name, key: key, parameters: parameters, value: text(index..<line.count))
        property.line = place.line
        property.valueColumn = place.column(at: index, in: file)
        return property
    }

    /// The name in upper case, or nil when it is in upper case already.
    private static func upperCase(_ name: UnsafeBufferPointer<UInt8>) -> String? {
        guard name.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) else { return nil }
        return String(decoding: name.lazy.map(ICalendarText.upper), as: UTF8.self)
    }

    private mutating func readName(what: String) throws(FormatError) -> String {
        let start = index
        while index < line.count, Self.isNameByte(line[index]) { index += 1 }
        guard index > start else { throw error("expected \(what), found \(found)", at: index) }
        return String(decoding: UnsafeBufferPointer(rebasing: line[start..<index]), as: UTF8.self)
    }

    private mutating func readParameter() throws(FormatError) -> ICalendarParameter {
        let name = try readName(what: "a parameter name")
        guard index < line.count, line[index] == 0x3D else {
            throw error("expected '=' after the parameter \(name), found \(found)", at: index)
        }
        var values: [String] = []
        var isQuoted = false
        repeat {
            index += 1
            if index < line.count, line[index] == 0x22 {
                isQuoted = true
                let start = index + 1
                index = start
                while index < line.count, line[index] != 0x22 { index += 1 }
                guard index < line.count else {
                    throw error("the quoted value of \(name) has no closing '\"'", at: start - 1)
                }
                values.append(text(start..<index))
                index += 1
            } else {
                let start = index
                while index < line.count, !Self.endsParameterText(line[index]) { index += 1 }
                if index < line.count, line[index] == 0x22 {
                    throw error("a '\"' inside the value of \(name)", at: index)
                }
                values.append(text(start..<index))
            }
        } while index < line.count && line[index] == 0x2C
        return ICalendarParameter(name, values: values, isQuoted: isQuoted)
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self)
    }

    /// What is at `index`, for an error message: safe to print whatever the bytes are.
    private var found: String {
        guard index < line.count else { return "the end of the line" }
        let byte = line[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return byte == 0x20 ? "a space" : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private func error(_ message: String, at offset: Int) -> FormatError {
        place.error(message, at: offset, in: file)
    }

    /// `;`, `:`, `,` and `"`.
    @inline(__always) private static func endsParameterText(_ byte: UInt8) -> Bool {
        byte == 0x3B || byte == 0x3A || byte == 0x2C || byte == 0x22
    }

    @inline(__always) static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x2D || byte == 0x5F
    }
}
