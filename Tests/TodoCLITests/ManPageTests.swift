import Foundation
import TestSupport
import Testing
import TodoCore

@testable import TodoCLI

@Suite struct ManPageTests {
    let sandbox = Sandbox()
    static let mandoc = FileManager.default.isExecutableFile(atPath: "/usr/bin/mandoc")

    var page: String { sandbox.run("help", "--man").output }

    @Test func isMadeFromTheDeclarations() {
        let page = page
        #expect(page.hasPrefix(".TH TODO 1 "))
        for section in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "GLOBAL OPTIONS", "DATES", "ENVIRONMENT",
        ]
            + ["FILES", "EXIT STATUS", "EXAMPLES"]
        {
            #expect(page.contains("\n.SH \(section)\n"), "\(section)")
        }
        for command in allCommands {
            let spec = command.spec
            #expect(page.contains("\n.SS \(spec.name)\n"), "\(spec.name)")
            for option in spec.options {
                #expect(page.contains(Roff.bold("--" + option.name)), "\(spec.name) --\(option.name)")
            }
            for alias in spec.aliases { #expect(page.contains(Roff.bold(alias)), "\(alias)") }
        }
        for variable in ProgramReference.environment { #expect(page.contains(Roff.bold(variable.name))) }
    }

    /// Every form of `todo help dates` is in the page, with its note.
    @Test func datesAreTheFormsOfTheDatesHelp() {
        let page = page
        for group in DateParser.formGroups(nextYear: 2027) {
            #expect(page.contains(Roff.sentences(group.heading.joined(separator: " "))))
            for form in group.forms {
                #expect(page.contains("\n" + Roff.escaped(form.example)), "\(form.example)")
                #expect(form.note.isEmpty || page.contains(Roff.escaped(form.note)), "\(form.note)")
            }
        }
        #expect(page.contains("\n2027\\-03\\-05T17:30+02:00  also \\-0530 or +02\n"))
    }

    @Test func helpTextWithoutColumnsStaysAsItIs() {
        let roff = HelpTextRoff.roff("Heading\n  one two\n  three  four five\n   six")
        #expect(
            roff == ".PP\n\\fBHeading\\fR\n.PP\n.RS 4\n.nf\n  one two\n  three  four five\n   six\n.fi\n.RE")
    }

    @Test func escapesWhatRoffWouldRead() {
        #expect(Roff.escaped(".start -x \\ é …") == "\\&.start \\-x \\e \\[u00E9] \\[u2026]")
        #expect(Roff.sentences("One. Two three.") == "One.\nTwo three.")
    }

    @Test func breaksLongExamplesBeforeAnOption() {
        let lines = ManPage.shellLines(
            "todo add Dentist --due 2026-03-05T09:30 -l 'Dr Smith' -a '1 Main St, Springfield'")
        #expect(
            lines == [
                "todo add Dentist --due 2026-03-05T09:30 -l 'Dr Smith' \\", "    -a '1 Main St, Springfield'",
            ])
    }

    @Test func takesNoTopic() {
        let result = sandbox.run("help", "--man", "edit")
        #expect(result.status == 2)
        #expect(result.errors == "todo: unexpected argument 'edit' for 'help'; see 'todo help help'\n")
    }

    @Test(
        .enabled(
            if: mandoc || TestEnvironment.inCI,
            "mandoc is not installed (apt-get install mandoc); skipped outside CI"))
    func passesMandocLintAndFitsEightyColumns() throws {
        let folder = TemporaryFolder()
        folder.write(page, to: "todo.1")
        let lint = try BuiltBinary.run(
            ["-T", "lint", "todo.1"], environment: [:], in: folder, executable: "/usr/bin/mandoc")
        #expect(lint.status == 0)
        #expect(lint.output + lint.errors == "")
        let shown = try BuiltBinary.run(
            ["-T", "utf8", "-O", "width=80", "todo.1"], environment: ["LC_ALL": "C.UTF-8"], in: folder,
            executable: "/usr/bin/mandoc")
        #expect(shown.status == 0)
        let lines = Self.plain(shown.output).split(separator: "\n").map(String.init)
        #expect(lines.count > 300)
        #expect(lines.filter { $0.count > 80 } == [])
        #expect(lines.contains("       todo add TITLE… [-d TEXT] [--due WHEN] [-l NAME] [-a ADDRESS]"))
    }

    /// The text without the overstrikes mandoc makes bold and underlined characters with, and
    /// with plain spaces for the ones that must not break a line.
    static func plain(_ text: String) -> String {
        var result: [Character] = []
        for character in text {
            if character == "\u{8}" {
                _ = result.popLast()
            } else if character == "\u{A0}" {
                result.append(" ")
            } else {
                result.append(character)
            }
        }
        return String(result)
    }
}
