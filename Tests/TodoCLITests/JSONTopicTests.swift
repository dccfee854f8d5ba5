import Testing

@testable import TodoCLI

/// `todo help json` lists the task object's fields from `TaskObjectFields`: the same fields, in
/// the same order, as `--json` prints.
@Suite struct JSONTopicTests {
    let sandbox = Sandbox()

    /// The keys of the outermost object in `json`, in order: strings at depth 1 followed by `:`.
    static func topLevelKeys(_ json: String) -> [String] {
        let characters = Array(json)
        var keys: [String] = []
        var depth = 0
        var index = 0
        while index < characters.count {
            switch characters[index] {
            case "{", "[": depth += 1
            case "}", "]": depth -= 1
            case "\"":
                var text = ""
                index += 1
                while index < characters.count && characters[index] != "\"" {
                    if characters[index] == "\\" { index += 1 }
                    if index < characters.count { text.append(characters[index]) }
                    index += 1
                }
                if depth == 1 && index + 1 < characters.count && characters[index + 1] == ":" {
                    keys.append(text)
                }
            default: break
            }
            index += 1
        }
        return keys
    }

    @Test func theTaskObjectHasTheFieldsTheHelpLists() {
        sandbox.run(
            "add", "Call the dentist", "+health", "--due", "tomorrow 9am", "-d", "Check-up", "-l", "Dr Weiss",
            "-a", "Hauptstraße 5", "--project", "home", "--priority", "high")
        let shown = sandbox.run("show", "1", "--json").output
        #expect(Self.topLevelKeys(shown) == TaskObjectFields.all.map(\.name))
        let help = sandbox.run("help", "json").output
        for field in TaskObjectFields.all {
            #expect(help.contains("\n  " + field.name + " "), "\(field.name)")
        }
    }
}
