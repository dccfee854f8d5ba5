#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a task object laid out exactly as the store writes it — its keys in the writer's order,
/// those of schema 3 only when not at their default, then the user's own fields when there are
/// any, without white space — by matching the fixed
/// parts byte for byte. Nearly every task in
/// a store is laid out so, and reading it this way costs a fraction of a general reading. Any
/// other layout (a hand-edited file, an unknown key, a value out of range) is left to the
/// general reader, which reports problems exactly.
extension JSONReader {
    /// The task at the position, or nil with the position unchanged.
    mutating func readCanonicalTask() throws(JSONError) -> TaskFields? {
        let start = position
        guard let fields = try readCanonicalFields() else {
            position = start
            valueStart = start
            return nil
        }
        return fields
    }

    /// The members every task object of the store begins with, `id` to `completedAt`, read up
    /// to the `,` or `}` after them; or nil with the position unchanged.
    mutating func readCanonicalCore() throws(JSONError) -> TaskFields? {
        let start = position
        var fields = TaskFields()
        guard try readCoreFields(into: &fields) else {
            position = start
            valueStart = start
            return nil
        }
        return fields
    }

    /// Goes on reading, member by member, an object whose first members `readCanonicalCore` read.
    mutating func resumeObject() throws(JSONError) {
        guard depth < maxDepth else {
            throw error("arrays and objects are nested more than \(maxDepth) deep", at: position)
        }
        depth += 1
        atContainerStart = false
    }

    private mutating func readCanonicalFields() throws(JSONError) -> TaskFields? {
        let start = position
        var fields = TaskFields()
        guard try readCoreFields(into: &fields) else { return nil }
        // The keys schema 3 added follow, each only when its value is not the default: most
        // tasks end here, as every task of schema 2 does.
        if !consume("}") {
            guard try readCanonicalOptionalFields(into: &fields), consume("}") else { return nil }
        }
        fields.range = start..<position
        return fields
    }

    /// Fills `fields` with the members up to `completedAt`; false at the first byte that differs
    /// from the store's layout. Inlined, so that no copy of the fields is made on the way.
    @inline(__always)
    private mutating func readCoreFields(into fields: inout TaskFields) throws(JSONError) -> Bool {
        guard consume("{\"id\":"), let id = consumeId() else { return false }
        fields.id = id
        guard consume(",\"uuid\":"), let uuid = try consumeText(), !uuid.isEmpty else { return false }
        fields.uuid = uuid
        guard consume(",\"title\":"), let title = try consumeText() else { return false }
        fields.title = title
        guard consume(",\"description\":") else { return false }
        if !consume("null") {
            guard let details = try consumeText() else { return false }
            fields.details = details
        }
        guard consume(",\"deadline\":") else { return false }
        if !consume("null") {
            guard let deadline = consumeInstant() else { return false }
            fields.deadline = deadline
        }
        guard consume(",\"location\":") else { return false }
        if !consume("null") {
            guard consume("{\"name\":"), let name = try consumeText(), consume(",\"address\":") else {
                return false
            }
            fields.locationName = name
            if !consume("null") {
                guard let address = try consumeText() else { return false }
                fields.locationAddress = address
            }
            guard consume("}") else { return false }
        }
        guard consume(",\"createdAt\":"), let createdAt = consumeInstant() else { return false }
        fields.createdAt = createdAt
        guard consume(",\"completedAt\":") else { return false }
        if !consume("null") {
            guard let completedAt = consumeInstant() else { return false }
            fields.completedAt = completedAt
        }
        guard position < bytes.count,
            bytes[position] == UInt8(ascii: "}") || bytes[position] == UInt8(ascii: ",")
        else { return false }
        return true
    }

    private mutating func readCanonicalOptionalFields(into fields: inout TaskFields) throws(JSONError) -> Bool
    {
        if consume(",\"modifiedAt\":") {
            guard let modifiedAt = consumeInstant() else { return false }
            fields.modifiedAt = modifiedAt
        }
        if consume(",\"tags\":[") {
            guard let (tags, count) = try consumeTags() else { return false }
            fields.tags = tags
            fields.compactTagCount = count
        }
        if consume(",\"project\":") {
            guard let project = try consumeText() else { return false }
            fields.project = project
        }
        if consume(",\"priority\":") {
            guard let priority = consumePriority() else { return false }
            fields.priority = priority
        }
        if consume(",\"remindBefore\":") {
            if consume("null") {
                fields.remindBefore = nil
            } else {
                guard let seconds = consumeSmallInteger(), seconds <= TaskFields.longestRemindBefore else {
                    return false
                }
                fields.remindBefore = seconds
            }
            fields.hasRemindBeforeKey = true
        }
        if consume(",\"remindedAt\":") {
            guard let remindedAt = consumeInstant() else { return false }
            fields.remindedAt = remindedAt
        }
        if consume(",\"recurrence\":") {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { return false }
            let start = position
            if try RecurrenceJSON.check(&self) { fields.recurrence = start..<position }
        }
        if consume(",\"occurrenceOf\":") {
            guard try consumeText() != nil else { return false }
        }
        if consume(",\"parent\":") {
            guard let parent = consumeId() else { return false }
            fields.parent = parent
        }
        if consume(",\"notes\":[") {
            guard try consumeNotes() else { return false }
        }
        // The members added last are rare: a task that has none ends here.
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") { return true }
        if consume(",\"wait\":") {
            guard let wait = consumeInstant() else { return false }
            fields.wait = wait
        }
        if consume(",\"blockedBy\":[") {
            guard let blockers = consumeIds() else { return false }
            fields.blockedBy = blockers
        }
        if consume(",\"fields\":") {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { return false }
            fields.userFields = try TaskFields.readUserFields(&self)
        }
        return true
    }

    private mutating func consumePriority() -> TaskPriority? {
        if consume("\"high\"") { return .high }
        if consume("\"medium\"") { return .medium }
        if consume("\"low\"") { return .low }
        return nil
    }

    /// The strings of a tag array after its `[`, up to and including its `]`: at least one, as
    /// the store writes no empty array.
    private mutating func consumeTags() throws(JSONError) -> (TextSpan?, UInt8)? {
        let start = position
        var tags = TagSpans.Builder()
        repeat {
            guard let tag = try consumeText(), !tag.isEmpty else { return nil }
            tags.add(tag)
        } while consume(",")
        guard consume("]") else { return nil }
        return (tags.list(from: start, to: position - 1), tags.compactCount(from: start, to: position - 1))
    }

    /// The notes of a note array after its `[`, up to and including its `]`: at least one, as
    /// the store writes no empty array, each `{"at":INSTANT,"text":STRING}` with some text.
    /// Checked, not kept: `list` shows none.
    private mutating func consumeNotes() throws(JSONError) -> Bool {
        repeat {
            guard consume("{\"at\":"), consumeInstant() != nil, consume(",\"text\":"),
                let text = try consumeText(), !text.isEmpty, consume("}")
            else { return false }
        } while consume(",")
        return consume("]")
    }

    /// The ids of an id array after its `[`, up to and including its `]`: at least one, as the
    /// store writes no empty array, each once. Where they lie, without the brackets.
    private mutating func consumeIds() -> Range<Int>? {
        let start = position
        var ids: [Int] = []
        repeat {
            guard let id = consumeId(), !ids.contains(id) else { return nil }
            ids.append(id)
        } while consume(",")
        guard consume("]") else { return nil }
        return start..<(position - 1)
    }

    /// 1 to 9 digits without a leading zero, or `0`.
    private mutating func consumeSmallInteger() -> Int? {
        var value = 0
        var index = position
        while index < bytes.count, index - position < 9, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            value = value * 10 + Int(bytes[index] - 0x30)
            index += 1
        }
        guard index > position, index < bytes.count, bytes[index] < 0x30 || bytes[index] > 0x39 else {
            return nil
        }
        guard bytes[position] != 0x30 || index == position + 1 else { return nil }
        position = index
        return value
    }

    /// Steps over `literal` if the bytes at the position are exactly it. Inlined, so that each
    /// literal's length and bytes are constants where it is used: literals of 8 to 16 bytes (all
    /// the keys) are compared as two overlapping 8-byte words, shorter ones byte by byte.
    @inline(__always)
    private mutating func consume(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count, let base = bytes.baseAddress else { return false }
        let here = UnsafeRawPointer(base + position)
        let expected = UnsafeRawPointer(literal.utf8Start)
        var equal = true
        if count >= 8 && count <= 16 {
            equal =
                here.loadUnaligned(as: UInt64.self) == expected.loadUnaligned(as: UInt64.self)
                && here.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    == expected.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else if count < 8 {
            for offset in 0..<count
            where here.load(fromByteOffset: offset, as: UInt8.self)
                != expected.load(fromByteOffset: offset, as: UInt8.self)
            {
                equal = false
                break
            }
        } else {
            equal = memcmp(here, expected, count) == 0
        }
        if equal { position += count }
        return equal
    }

    /// An id: 1 to 16 digits without a leading zero, from 1 to the largest id.
    private mutating func consumeId() -> Int? {
        var value = 0
        var index = position
        while index < bytes.count, index - position < 16, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            value = value * 10 + Int(bytes[index] - 0x30)
            index += 1
        }
        guard index > position, bytes[position] != 0x30, value <= TaskFields.largestId else { return nil }
        position = index
        return value
    }

    /// A string, checked and located but not decoded.
    private mutating func consumeText() throws(JSONError) -> TextSpan? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        return try readTextSpan()
    }

    /// `"2026-03-01T09:30:00Z"`: exactly the store's form of an instant.
    private mutating func consumeInstant() -> Instant? {
        guard position + 22 <= bytes.count, bytes[position] == UInt8(ascii: "\""),
            bytes[position + 21] == UInt8(ascii: "\""),
            let instant = Instant.parseISO8601UTC(
                UnsafeBufferPointer(rebasing: bytes[(position + 1)..<(position + 21)]))
        else { return nil }
        position += 22
        return instant
    }
}
