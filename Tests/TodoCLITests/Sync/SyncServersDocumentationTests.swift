import Testing

@testable import TodoCLI

/// The servers the sync tests run against are the ones `todo help sync` names, each with its
/// Debian package.
@Suite struct SyncServersDocumentationTests {
    @Test func theHelpNamesEveryServerTheTestsRunAgainst() throws {
        let text = HelpTopic.serversTested.map { block in
            switch block {
            case .definitions(let rows, _):
                return rows.map { $0.term + " " + $0.text }.joined(separator: "\n")
            default: return "\(block)"
            }
        }.joined(separator: "\n")
        for kind in SyncServerKind.allCases {
            let name = kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
            #expect(text.contains(name + " "), "\(name) is named")
            #expect(text.contains("(\(kind.rawValue))"), "its package is named")
        }
    }
}
