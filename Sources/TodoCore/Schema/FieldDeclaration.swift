/// A field of one's own, as `todo field add` declares it: every task may have a value for it.
/// The declarations live in the store, so that a store moved to another machine keeps its meaning.
public struct FieldDeclaration: Hashable, Sendable {
    /// A lowercase letter, then lowercase letters, digits and `-`, at most 32 characters.
    public let name: String
    /// What its values are.
    public let type: FieldType
    /// The words a `choice` may be; empty for other types.
    public let values: [String]
    /// How `show` and the forms label it.
    public let label: String

    /// A declaration, unchecked: `validated` checks a person's.
    public init(name: String, type: FieldType, values: [String] = [], label: String? = nil) {
        self.name = name
        self.type = type
        self.values = values
        self.label = label ?? Self.defaultLabel(for: name)
    }

    /// The longest name a field may have.
    public static let longestName = 32

    /// `energy` → `Energy`, `due-by` → `Due by`.
    static func defaultLabel(for name: String) -> String {
        let spaced = name.replacing("-", with: " ")
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }

    /// The declaration a person asks for, checked: a valid name that no built-in field or filter
    /// word takes, and for a choice, at least one value, each once.
    public static func validated(
        name: String, type: FieldType, values: [String], label: String?
    ) throws(FieldDeclarationError) -> FieldDeclaration {
        guard isValidName(name) else { throw .invalidName(name) }
        guard !TaskSchema.reservedNames.contains(name) else { throw .reservedName(name) }
        var words: [String] = []
        for value in values {
            let word = value.trimmed
            guard !word.isEmpty, !word.contains(where: { $0 == "," || $0.isWhitespace }) else {
                throw .invalidValue(value)
            }
            guard !reservedValues.contains(word.lowercased()) else { throw .reservedValue(word) }
            guard !words.contains(where: { $0.lowercased() == word.lowercased() }) else {
                throw .repeatedValue(word)
            }
            words.append(word)
        }
        if type == .choice && words.isEmpty { throw .choiceWithoutValues }
        let label = label?.trimmed
        return FieldDeclaration(
            name: name, type: type, values: type == .choice ? words : [],
            label: label?.isEmpty == false ? label : nil)
    }

    /// The words a choice may not have: a list filter `NAME:none` asks for no value, `NAME:any`
    /// for any.
    public static let reservedValues: Set<String> = ["none", "any"]

    /// Whether `name` has the form of a field's name. Its bytes are looked at in one buffer:
    /// stepping through a `String`'s `utf8` cost about 300 instructions a name, and a store read
    /// checks every name in every task's `fields`.
    public static func isValidName(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard let first = bytes.first, bytes.count <= longestName, first >= 0x61 && first <= 0x7A else {
                return false
            }
            for byte in bytes
            where !(byte >= 0x61 && byte <= 0x7A) && !(byte >= 0x30 && byte <= 0x39) && byte != 0x2D {
                return false
            }
            return true
        }
    }

    /// The kind of value it holds.
    public var kind: FieldKind { FieldKind(type, values: values) }
}

/// Why a field could not be declared.
public enum FieldDeclarationError: Error, Equatable, Sendable {
    /// Not a lowercase letter followed by lowercase letters, digits and `-`, or too long.
    case invalidName(String)
    /// The name of a built-in field or a filter word.
    case reservedName(String)
    /// A choice value that is empty or holds a comma or a space.
    case invalidValue(String)
    /// The same choice value twice (ignoring case).
    case repeatedValue(String)
    /// `none` or `any`, which a list filter reads as no value and any value.
    case reservedValue(String)
    /// A `choice` with no `--values`.
    case choiceWithoutValues
    /// A field of that name is declared already.
    case alreadyDeclared(String)

    /// One line for after `todo: `.
    public var message: String {
        switch self {
        case .invalidName(let name):
            return "'\(TimeText.escaped(name))' is not a field name: use a lowercase letter, then lowercase "
                + "letters, digits and '-', at most \(FieldDeclaration.longestName) characters"
        case .reservedName(let name):
            return "'\(name)' is a name todo uses itself; choose another field name"
        case .invalidValue(let value):
            return "'\(TimeText.escaped(value))' cannot be a value of a choice: values are words, "
                + "separated by commas"
        case .repeatedValue(let value):
            return "the value '\(TimeText.escaped(value))' is given twice"
        case .reservedValue(let value):
            return
                "'\(TimeText.escaped(value))' cannot be a value of a choice: 'todo list NAME:\(value.lowercased())' asks for "
                + (value.lowercased() == "none" ? "tasks without a value" : "tasks with any value")
        case .choiceWithoutValues:
            return "a choice field needs its values: --values V,V…"
        case .alreadyDeclared(let name):
            return "a field named '\(name)' is declared already; see 'todo field list'"
        }
    }
}
