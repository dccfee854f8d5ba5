import Testing

@testable import TodoCLI

/// The help topics: `todo help` lists each, `todo help TOPIC` prints it laid out for the
/// terminal, and the manual page carries the same text from the same declaration.
@Suite struct HelpTopicTests {
    let sandbox = Sandbox()

    static let names = HelpTopic.all.map(\.name)

    /// The words of a text, whatever the lines they were wrapped into.
    static func words(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// What each block says in words, as `todo help TOPIC` must show it: every paragraph, every
    /// term with its text, every example line. The dates show what their examples mean at this
    /// moment, so there the opening words and the examples differ from the manual page's (whose
    /// forms `ManPageTests` and the dates tests check).
    static func sayings(of topic: HelpTopic) -> [String] {
        topic.body(nil).dropFirst(topic.name == "dates" ? 1 : 0).flatMap { block -> [String] in
            switch block {
            case .paragraph(let text): return [words(text)]
            case .heading(let title): return [title]
            case .definitions(let rows, let title):
                return (title.map { [$0] } ?? []) + rows.flatMap { [$0.term, words($0.text)] }
            case .example(let lines): return topic.name == "dates" ? [] : lines
            case .laidOut(let text): return [words(text)]
            }
        }
    }

    @Test func theTopicsHaveNamesOfTheirOwn() {
        #expect(Set(Self.names).count == Self.names.count)
        #expect(Self.names.count >= 12)
        for name in ["dates", "filters", "formats", "sync", "ui", "json", "exit-codes"] {
            #expect(Self.names.contains(name), "\(name)")
        }
        let commands = Set(allCommands.flatMap { [$0.spec.name] + $0.spec.aliases })
        for topic in HelpTopic.all where commands.contains(topic.name) {
            // A topic named as a command follows that command's help: it must be the command's name.
            #expect(allCommands.contains { $0.spec.name == topic.name }, "\(topic.name) is only an alias")
        }
    }

    @Test func helpListsEveryTopicWithItsSummary() {
        let output = sandbox.run("help").output
        let list = output.components(separatedBy: "\nHelp topics:\n").dropFirst().first ?? ""
        for topic in HelpTopic.all {
            #expect(
                list.contains("\n  " + topic.name + " ") || list.hasPrefix("  " + topic.name + " "),
                "\(topic.name)")
            #expect(list.contains(topic.summary), "\(topic.name)")
        }
    }

    @Test(arguments: HelpTopic.all.map(\.name))
    func helpPrintsTheTopic(name: String) throws {
        let topic = try #require(HelpTopic.named(name))
        let result = sandbox.run("help", name)
        #expect(result.status == 0)
        #expect(result.errors == "")
        let shown = Self.words(result.output)
        for saying in Self.sayings(of: topic) {
            #expect(shown.contains(Self.words(saying)), "\(name): \(saying.prefix(60))")
        }
        if let command = allCommands.first(where: { $0.spec.name == name }) {
            #expect(result.output.hasPrefix(HelpRenderer.command(command.spec) + "\n"))
            #expect(sandbox.run(name, "--help").output == HelpRenderer.command(command.spec))
        }
    }

    /// The manual page has a section per topic with the topic's own text, set in roff from the
    /// same blocks: every paragraph's sentences, every term and its text, every example line.
    @Test(arguments: HelpTopic.all.map(\.name))
    func theManualPageCarriesTheTopic(name: String) throws {
        let topic = try #require(HelpTopic.named(name))
        let page = sandbox.run("help", "--man").output
        #expect(page.contains("\n.SH " + topic.manSection + "\n"))
        #expect(page.contains(Roff.bold(topic.name)))
        for block in topic.body(nil) {
            switch block {
            case .paragraph(let text):
                #expect(page.contains(Roff.sentences(text)), "\(name): \(text.prefix(60))")
            case .heading(let title):
                #expect(page.contains("\n.SS " + Roff.escaped(title) + "\n"), "\(name): \(title)")
            case .definitions(let rows, _):
                for row in rows {
                    #expect(
                        page.contains(Roff.bold(row.term) + "\n" + Roff.sentences(row.text)),
                        "\(name): \(row.term)")
                }
            case .example(let lines):
                for line in lines {
                    #expect(page.contains("\n" + Roff.escaped(line) + "\n"), "\(name): \(line)")
                }
            case .laidOut(let text):
                #expect(page.contains(HelpTextRoff.roff(text)), "\(name)")
            }
        }
    }

    /// On a terminal of any width from 40 columns, and piped (80), every line fits, but for
    /// examples (at most `HelpBlock.exampleWidth` wide), text already laid out (the dates'
    /// table, made for 80 columns) and a single word wider than its line; no control character
    /// is written.
    @Test(arguments: [nil, 40, 60, 80, 200] as [Int?])
    func topicsFitTheTerminal(width: Int?) {
        let limit = min(width ?? 80, 80)
        for topic in HelpTopic.all {
            let output = sandbox.run(["help", topic.name], terminalWidth: width).output
            let fixed = Set(
                topic.body(nil).flatMap { block -> [String] in
                    switch block {
                    case .example(let lines): return lines.map { "  " + $0 }
                    case .laidOut: return output.split(separator: "\n").map(String.init)
                    default: return []
                    }
                })
            let commandHelp =
                allCommands.first { $0.spec.name == topic.name }.map { HelpRenderer.command($0.spec) } ?? ""
            let topicText = output.dropFirst(commandHelp.isEmpty ? 0 : commandHelp.count + 1)
            for line in topicText.split(separator: "\n") where !fixed.contains(String(line)) {
                let oneWord = !line.drop { $0 == " " }.contains(" ")
                #expect(
                    TerminalText.width(String(line)) <= limit || oneWord, "\(topic.name) at \(limit): \(line)"
                )
            }
            #expect(
                !output.unicodeScalars.contains { $0 != "\n" && TerminalText.isEscaped($0.value) },
                "\(topic.name)")
        }
    }

    @Test func examplesFitTheManualPage() {
        for topic in HelpTopic.all {
            for block in topic.body(nil) {
                guard case .example(let lines) = block else { continue }
                for line in lines {
                    #expect(TerminalText.width(line) <= HelpBlock.exampleWidth, "\(topic.name): \(line)")
                    #expect(
                        !line.unicodeScalars.contains { TerminalText.isEscaped($0.value) },
                        "\(topic.name): \(line)")
                }
            }
        }
    }

    @Test func aZoneNameFromTheEnvironmentIsShownEscaped() {
        sandbox.zone = "Europe/Berlin\u{1B}[2J"
        let output = sandbox.run("help", "dates").output
        #expect(!output.contains("\u{1B}"))
    }

    @Test func anUnknownTopicSuggestsTheClosest() {
        let result = sandbox.run("help", "filtres")
        #expect(result.status == 2)
        #expect(
            result.errors
                == "todo: no command or help topic 'filtres' (did you mean 'filters'?); 'todo help' lists them\n"
        )
    }

    @Test func completionsOfferTheTopics() {
        let source = CompletionSource.declared
        for name in Self.names { #expect(source.helpTopics.contains(name), "\(name)") }
    }
}
