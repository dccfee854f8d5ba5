/// The rule for tag and project names: letters, digits, `-`, `_` and `.`, starting with a
/// letter (projects nest with dots: `home.garden`).
enum LabelName {
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "-_.".unicodeScalars.contains(scalar)
        }
    }

    /// The name, or a usage error saying what a name may be.
    static func checked(_ name: String, kind: String) throws(UsageError) -> String {
        guard isValid(name) else { throw .invalidName(name, kind: kind) }
        return name
    }
}
