/// What a TZif file says: transitions, local time types and the POSIX rule for later times.
/// The types are kept as parallel arrays of the standard library's own types, whose runtime
/// types every start has already, rather than as an array of a type of ours, which the runtime
/// would build for a time zone read at start.
struct TZifContents: Sendable {
    var transitions: [Int64]
    var transitionTypes: [UInt8]
    /// Each local time type's offset from UTC, in seconds.
    var typeOffsets: [Int]
    /// Each local time type's abbreviation (`EST`, `CEST`, `+0530`).
    var typeAbbreviations: [String]
    var footer: PosixZoneRule?
}

/// Reads TZif data, versions 1 to 4 (RFC 8536, RFC 9636), from bytes.
///
/// Version 2 and later files are read from their 64-bit data block and footer. Leap second
/// records are skipped: transitions are taken as POSIX time.
enum TZifReader {
    private struct Header {
        var version: UInt8
        var isUTCCount, isStandardCount, leapCount, transitionCount, typeCount, characterCount: Int

        func dataSize(timeSize: Int) -> Int {
            transitionCount * (timeSize + 1) + typeCount * 6 + characterCount
                + leapCount * (timeSize + 4) + isStandardCount + isUTCCount
        }
    }

    static func read(_ bytes: [UInt8]) throws(ZoneRulesError) -> TZifContents {
        var reader = ByteReader(bytes)
        let first = try header(&reader)
        guard first.version >= UInt8(ascii: "2") else {
            return try dataBlock(&reader, first, timeSize: 4)
        }
        try reader.skip(first.dataSize(timeSize: 4))
        let second = try header(&reader)
        var contents = try dataBlock(&reader, second, timeSize: 8)
        contents.footer = try footer(&reader)
        return contents
    }

    private static func header(_ reader: inout ByteReader) throws(ZoneRulesError) -> Header {
        guard reader.remaining >= 44 else {
            throw reader.remaining >= 5 && reader.hasMagic ? .truncated : .notTZif
        }
        guard reader.hasMagic else { throw .notTZif }
        try reader.skip(4)
        let version = try reader.uint8()
        guard version == 0 || (UInt8(ascii: "2")...UInt8(ascii: "4")).contains(version) else {
            throw .notTZif
        }
        try reader.skip(15)
        let header = Header(
            version: version, isUTCCount: try reader.count(), isStandardCount: try reader.count(),
            leapCount: try reader.count(), transitionCount: try reader.count(),
            typeCount: try reader.count(), characterCount: try reader.count())
        guard header.typeCount >= 1, header.typeCount <= 256, header.characterCount >= 1 else {
            throw .invalidData("\(header.typeCount) local time types, \(header.characterCount) characters")
        }
        guard header.isUTCCount == 0 || header.isUTCCount == header.typeCount,
            header.isStandardCount == 0 || header.isStandardCount == header.typeCount
        else { throw .invalidData("indicator counts differ from the type count") }
        return header
    }

    private static func dataBlock(
        _ reader: inout ByteReader, _ header: Header, timeSize: Int
    ) throws(ZoneRulesError) -> TZifContents {
        guard header.dataSize(timeSize: timeSize) <= reader.remaining else { throw .truncated }
        var transitions: [Int64] = []
        transitions.reserveCapacity(header.transitionCount)
        for _ in 0..<header.transitionCount {
            let time = timeSize == 8 ? try reader.int64() : Int64(try reader.int32())
            if let previous = transitions.last, time <= previous {
                throw .invalidData("transition times out of order")
            }
            transitions.append(time)
        }
        let transitionTypes = Array(try reader.take(header.transitionCount))
        if let bad = transitionTypes.first(where: { Int($0) >= header.typeCount }) {
            throw .invalidData("transition to local time type \(bad) of \(header.typeCount)")
        }
        var offsets: [Int] = []
        var designations: [Int] = []
        for _ in 0..<header.typeCount {
            let offset = try reader.int32()
            let isDaylightSaving = try reader.uint8()
            let designation = Int(try reader.uint8())
            guard (-89_999...93_599).contains(offset), isDaylightSaving <= 1,
                designation < header.characterCount
            else { throw .invalidData("local time type \(offset), \(isDaylightSaving), \(designation)") }
            offsets.append(Int(offset))
            designations.append(designation)
        }
        let characters = Array(try reader.take(header.characterCount))
        try reader.skip(header.leapCount * (timeSize + 4) + header.isStandardCount + header.isUTCCount)
        let abbreviations = designations.map { designation in
            String(decoding: characters[designation...].prefix { $0 != 0 }, as: UTF8.self)
        }
        return TZifContents(
            transitions: transitions, transitionTypes: transitionTypes, typeOffsets: offsets,
            typeAbbreviations: abbreviations, footer: nil)
    }

    private static func footer(_ reader: inout ByteReader) throws(ZoneRulesError) -> PosixZoneRule? {
        guard try reader.uint8() == 0x0A else { throw .invalidFooter("missing newline") }
        let text = try reader.line()
        guard !text.isEmpty else { return nil }
        let string = String(decoding: text, as: UTF8.self)
        guard let rule = PosixZoneRuleParser.parse(string) else { throw .invalidFooter(string) }
        return rule
    }
}
