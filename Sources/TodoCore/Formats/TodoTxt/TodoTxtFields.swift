/// The words of a line's text sorted into the fields `todo` reads from them; what is left is
/// the title.
struct TodoTxtFields {
    private(set) var title = ""
    private(set) var details: String?
    private(set) var location: Location?
    private(set) var dueDate: CivilDate?
    private(set) var dueTime: LocalDateTime?
    private(set) var uuid: String?
    private(set) var tags: [String] = []
    private(set) var project: String?
    /// A completed line's `pri:` letter.
    private(set) var priority: Character?

    init(_ words: [Substring]) {
        var kept: [Substring] = []
        var name: String?
        var address: String?
        for word in words {
            if let (key, value) = TodoTxtLine.keyValue(word), readKeyValue(key, value, &name, &address) {
                continue
            }
            kept.append(word)
        }
        if let locationName = name ?? address {
            location = Location(name: locationName, address: address)
            let marker = "@" + TodoTxtWriter.contextName(locationName)
            if let index = kept.lastIndex(where: { $0 == marker }) { kept.remove(at: index) }
        }
        kept.removeAll { word in
            if word.first == "@", LabelName.isValid(word.dropFirst()) {
                tags.append(String(word.dropFirst()))
                return true
            }
            if project == nil, word.first == "+", LabelName.isValid(word.dropFirst()) {
                project = String(word.dropFirst())
                return true
            }
            return false
        }
        tags = TagList.normalized(tags)
        title = kept.joined(separator: " ").trimmed
    }

    /// Reads a `key:value` word `todo` knows; false for any other, which stays in the title.
    private mutating func readKeyValue(
        _ key: Substring, _ value: Substring, _ name: inout String?, _ address: inout String?
    ) -> Bool {
        switch key {
        case "due":
            guard let date = TodoTxtLine.date(value) else { return false }
            dueDate = date
        case "duetime":
            guard let time = Self.time(value) else { return false }
            dueTime = time
        case "pri":
            guard value.count == 1, let letter = value.first, letter.isASCII, letter.isUppercase else {
                return false
            }
            priority = letter
        case "uuid": uuid = PercentEncoding.decoded(value).nonEmpty
        case "desc": details = PercentEncoding.decoded(value).nonEmpty
        case "loc": name = PercentEncoding.decoded(value).trimmed.nonEmpty
        case "addr": address = PercentEncoding.decoded(value).trimmed.nonEmpty
        default: return false
        }
        return true
    }

    /// `A` is high, `B` medium, any later letter low.
    static func priority(_ letter: Character) -> TaskPriority {
        switch letter {
        case "A": return .high
        case "B": return .medium
        default: return .low
        }
    }

    /// `HHMM` or `HHMMSS`, as the time of day on any date.
    private static func time(_ text: Substring) -> LocalDateTime? {
        guard text.count == 4 || text.count == 6, text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let digits = Int(text)
        else { return nil }
        let (hour, minute, second) =
            text.count == 4
            ? (digits / 100, digits % 100, 0) : (digits / 10000, digits / 100 % 100, digits % 100)
        return CivilDate(year: 2000, month: 1, day: 1).flatMap {
            LocalDateTime(date: $0, hour: hour, minute: minute, second: second)
        }
    }
}
