/// The formats `import` reads and `export` writes.
public enum TaskFormat: String, CaseIterable, Sendable {
    /// `todo`'s own: a JSON array of task objects, as `export` writes it by default.
    case json
    /// iCalendar (RFC 5545): VTODOs in a VCALENDAR.
    case ics
    /// todo.txt, as todo.txt-cli reads it.
    case todotxt
    /// Taskwarrior's JSON, as `task export` writes it and `task import` reads it.
    case taskwarrior

    /// The format of `bytes`, told from how they start: `BEGIN:VCALENDAR` is iCalendar; a JSON
    /// array or object whose first task has a `description`, `status` or `entry` and no `title` is
    /// taskwarrior's, any other is `todo`'s; anything else is todo.txt. An empty file is
    /// todo.txt when its name ends in `.txt`, else JSON (which refuses it).
    public static func detect(_ bytes: [UInt8], fileName: String? = nil) -> TaskFormat {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, JSONReader.isWhitespace(bytes[index]) { index += 1 }
        guard index < bytes.count else {
            return fileName?.lowercased().hasSuffix(".txt") == true ? .todotxt : .json
        }
        let start = bytes[index...].prefix(15).map(ICalendarText.upper)
        if start.elementsEqual("BEGIN:VCALENDAR".utf8) { return .ics }
        guard bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "{") else { return .todotxt }
        var next = index + 1
        while next < bytes.count, JSONReader.isWhitespace(bytes[next]) { next += 1 }
        let opensJSON: Bool
        switch (bytes[index], next < bytes.count ? bytes[next] : nil) {
        case (_, nil), (UInt8(ascii: "["), UInt8(ascii: "{")), (UInt8(ascii: "["), UInt8(ascii: "]")),
            (UInt8(ascii: "{"), UInt8(ascii: "\"")), (UInt8(ascii: "{"), UInt8(ascii: "}")):
            opensJSON = true
        default:
            opensJSON = false
        }
        guard opensJSON else { return .todotxt }
        return isTaskwarrior(firstTaskKeys(bytes, from: index)) ? .taskwarrior : .json
    }

    private static func isTaskwarrior(_ keys: Set<String>) -> Bool {
        !keys.contains("title") && !keys.isDisjoint(with: ["description", "status", "entry"])
    }

    /// The keys of the first task object, as far as they can be read.
    private static func firstTaskKeys(_ bytes: [UInt8], from start: Int) -> Set<String> {
        var keys = Set<String>()
        bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(UnsafeBufferPointer(rebasing: buffer[start...]), maxDepth: 64)
            do throws(JSONError) {
                if try reader.peekKind() == .array {
                    try reader.beginArray()
                    guard try reader.nextElement() else { return }
                }
                try reader.beginObject()
                while let key = try reader.nextKey() {
                    keys.insert(key)
                    try reader.skipValue()
                }
            } catch {
                return
            }
        }
        return keys
    }

    /// The tasks in one file in this format.
    public func decode(_ bytes: [UInt8], context: FormatContext) throws(FormatError) -> ImportBatch {
        switch self {
        case .json:
            do throws(JSONError) {
                return ImportBatch(records: try ImportFile.decode(bytes, schema: context.schema))
            } catch {
                throw FormatError(error)
            }
        case .ics: return try ICalendarFormat.decode(bytes, context: context)
        case .taskwarrior: return try TaskwarriorReader.decode(bytes, context: context)
        case .todotxt:
            var reader = TodoTxtReader(context: context)
            return try reader.read(bytes)
        }
    }
}
