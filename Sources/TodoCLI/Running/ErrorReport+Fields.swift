import TodoCore

/// The messages of the errors about the user's own fields; `ErrorReport.init` decides their
/// exit codes with every other error's.
extension ErrorReport {
    static func message(_ error: UserFieldError) -> String {
        switch error {
        case .undeclared(let name, let suggestion):
            guard let suggestion else {
                return noField(name) + "; declare it with 'todo field add \(shown(name)) --type TYPE' "
                    + "(see 'todo field list')"
            }
            return noField(name) + didYouMean(suggestion)
        case .invalidValue(let field, let value, let expected):
            return "the field '\(field)' takes \(expected), not '\(shown(value))'"
        }
    }

    static func message(_ error: FieldRemovalError) -> String {
        switch error {
        case .notDeclared(let name, let declared):
            guard let suggestion = Suggestion.closest(to: name, among: declared) else {
                return noField(name) + "; see 'todo field list'"
            }
            return noField(name) + didYouMean(suggestion)
        case .inUse(let name, let ids):
            let tasks = ids.count == 1 ? "task \(ids[0]) has" : "tasks \(TaskIds.listed(ids)) have"
            return "\(tasks) a value for '\(name)'; add --force to clear "
                + (ids.count == 1 ? "it" : "them") + " with the field"
        }
    }

    private static func noField(_ name: String) -> String {
        "no field named '\(shown(name))'"
    }
}
