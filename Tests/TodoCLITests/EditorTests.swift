import Foundation
import TestSupport
import Testing
import TodoCLI

/// `todo edit ID` in the editor, through the built binary, with `EDITOR` set to a small script:
/// it records the file's mode and the form it was shown, writes `next` over the form when there
/// is one (as a user's edit), and exits with `$STATUS`.
@Suite struct EditorTests {
    let folder = TemporaryFolder()
    static let editorScript = """
        #!/bin/sh
        folder=$(dirname "$0")
        for file; do :; done
        stat -c %a "$file" > "$folder/mode"
        cp "$file" "$folder/shown"
        printf '%s\\n' "$*" > "$folder/arguments"
        if [ -f "$folder/next" ]; then cat "$folder/next" > "$file"; fi
        exit "${STATUS:-0}"
        """

    init() throws {
        try FileManager.default.createDirectory(atPath: folder.file("tmp"), withIntermediateDirectories: true)
        folder.write(Self.editorScript, to: "editor")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.file("editor"))
        try todo([
            "add", "Pay rent", "--due", "2026-03-05 17:30", "-d", "Transfer\nRef: flat 3", "-l", "Bank",
        ])
        try todo(["add", "Call Bob"])
    }

    @discardableResult
    func todo(_ words: [String], editor: [String: String]? = nil) throws -> BuiltBinary.Run {
        var environment = [
            "TODO_STORE": folder.file("todos.json"), "TODO_NOW": "2026-03-01T09:30:00Z",
            "TZ": "Europe/Berlin",
            "HOME": folder.path, "TMPDIR": folder.file("tmp"), "PATH": "/usr/bin:/bin",
        ]
        environment.merge(editor ?? ["EDITOR": folder.file("editor")]) { $1 }
        return try BuiltBinary.run(words, environment: environment, in: folder)
    }

    func export() throws -> String { try todo(["export"]).output }
    var leftovers: [String] { folder.names(in: "tmp") }
    var shown: String { String(decoding: folder.bytes("shown") ?? [], as: UTF8.self) }

    static let form = """
        # todo edit 1: change the values after the colons, then save and quit.
        # An empty value removes the field. A line you remove leaves its field as it was.
        # To change nothing, quit without saving; to abort, empty the file.
        # Dates and times are in Europe/Berlin time.
        # Deadline: as 'todo help dates' reads it (2026-03-05 17:30, friday 5pm, +3d).
        # Location: emptied, it removes the address too.
        # Tags: names, separated by spaces.
        # Project: a name; projects nest with dots (home.garden).
        # Priority: high, medium or low (h, m, l).
        # Remind: how long before the deadline (10m, 1h, 2d; 0 at the deadline); empty for never.
        # Repeats: as --every reads it (every monday, every 2 weeks); empty to end it.
        # Parent: the id of the task it is a subtask of; empty for none.
        # Wait: as 'todo help dates' reads it; empty for none.
        # Blocked by: the ids of the tasks it waits on, separated by spaces.
        # Completed: yes or no.
        # Description: the lines below it, to the end of the file.
        Title: Pay rent
        Deadline: 2026-03-05 17:30
        Location: Bank
        Address:
        Tags:
        Project:
        Priority:
        Remind: 10m
        Repeats:
        Parent:
        Wait:
        Blocked by:
        Completed: no
        Description:
        Transfer
        Ref: flat 3

        """

    @Test func leftAsItIsChangesNothing() throws {
        let before = try export()
        let run = try todo(["edit", "1"])
        #expect(run.status == 0)
        #expect(run.output == "Edited task 1: Pay rent (nothing changed)\n")
        #expect(shown == Self.form)
        #expect(String(decoding: folder.bytes("mode") ?? [], as: UTF8.self) == "600\n")
        #expect(try export() == before)
        #expect(leftovers.isEmpty)
    }

    @Test func editedFieldsChangeAndTheDescriptionKeepsItsLines() throws {
        let edited = Self.form.replacingOccurrences(of: "Title: Pay rent", with: "Title: Pay the rent")
            .replacingOccurrences(of: "Deadline: 2026-03-05 17:30", with: "Deadline:   friday 9am  ")
            .replacingOccurrences(of: "Location: Bank", with: "Location:")
            .replacingOccurrences(of: "Ref: flat 3\n", with: "Ref: flat 3\n# not a comment here\n\n\n")
        folder.write(edited, to: "next")
        let run = try todo(["edit", "1", "--json"])
        #expect(run.status == 0)
        #expect(
            run.output.contains(
                #""title":"Pay the rent","description":"Transfer\nRef: flat 3\n# not a comment here","deadline":"2026-03-06T08:00:00Z","location":null"#
            ))
        #expect(leftovers.isEmpty)
    }

    @Test func tagsProjectPriorityAndReminderAreFieldsToo() throws {
        let edited = Self.form.replacingOccurrences(of: "Remind: 10m", with: "Remind: 1h")
            .replacingOccurrences(of: "Priority:", with: "Priority: h")
            .replacingOccurrences(of: "Tags:", with: "Tags: money +home, Bills")
            .replacingOccurrences(of: "Project:", with: "Project: home.flat")
        folder.write(edited, to: "next")
        let run = try todo(["edit", "1"])
        #expect(run.output == "Edited task 1: Pay rent (tags, project, priority, reminder)\n")
        let json = try todo(["show", "1", "--json"]).output
        #expect(json.contains(#""tags":["Bills","home","money"]"#))
        #expect(json.contains(#""project":"home.flat""#))
        #expect(json.contains(#""priority":"high""#))
        #expect(json.contains(#""remindBefore":3600,"remindAt":"2026-03-05T15:30:00Z""#))
        folder.write(
            edited.replacingOccurrences(of: "Tags: money +home, Bills", with: "Tags: bills"), to: "next")
        #expect(try todo(["edit", "1"]).output == "Edited task 1: Pay rent (tags)\n")
        #expect(try todo(["show", "1", "--json"]).output.contains(#""tags":["Bills"]"#))
    }

    /// An imported title may hold a line break, and an imported deadline may be past: left as
    /// shown, neither is read, and the priority alone changes.
    @Test func aTitleWithALineBreakStaysOnItsLine() throws {
        let imported = #"[{"title":"Two\nlines","deadline":"2020-01-01T00:00:00Z"}]"#
        _ = try BuiltBinary.run(
            ["import", "-"],
            environment: [
                "TODO_STORE": folder.file("todos.json"), "TODO_NOW": "2026-03-01T09:30:00Z", "TZ": "UTC",
            ],
            in: folder, input: Array(imported.utf8))
        folder.write("Priority: low\n", to: "next")
        let run = try todo(["edit", "3"])
        #expect(run.output == "Edited task 3: Two\\nlines (priority)\n")
        #expect(shown.contains("\nTitle: Two\\nlines\nDeadline: 2020-01-01 01:00\n"))
        #expect(try todo(["show", "3", "--json"]).output.contains(#""title":"Two\nlines""#))
    }

    @Test func namesAreReadWhateverTheirCaseAndMissingLinesChangeNothing() throws {
        folder.write("title: Pay the rent\nCOMPLETED: yes\n", to: "next")
        #expect(try todo(["edit", "1"]).output == "Edited task 1: Pay the rent (title, completed)\n")
        #expect(try todo(["show", "1", "--json"]).output.contains(#""description":"Transfer\nRef: flat 3""#))
    }

    @Test(arguments: ["", "\n\n", "# only comments\n\n# here\n"])
    func anEmptyFormAborts(text: String) throws {
        let before = try export()
        folder.write(text, to: "next")
        let run = try todo(["edit", "1"])
        #expect(run.status == 3)
        #expect(run.errors == "todo: the form was left empty; nothing was changed\n")
        #expect(try export() == before)
        #expect(leftovers.isEmpty)
    }

    @Test func anEditorThatFailsAbortsWhateverItWrote() throws {
        let before = try export()
        folder.write(Self.form.replacingOccurrences(of: "Pay rent", with: "Changed"), to: "next")
        let run = try todo(["edit", "1"], editor: ["EDITOR": folder.file("editor"), "STATUS": "1"])
        #expect(run.status == 3)
        #expect(
            run.errors
                == "todo: the editor '\(folder.file("editor"))' exited with status 1; nothing was changed\n")
        #expect(try export() == before)
        #expect(leftovers.isEmpty)
    }

    @Test(arguments: [
        ("Deadline: 2026-03-05 17:30", "Deadline: 2020-01-01", 3, "todo: the deadline Wed 1 Jan 2020 23:59"),
        ("Deadline: 2026-03-05 17:30", "Deadline: whenever", 2, "todo: cannot read 'whenever' as a date"),
        ("Title: Pay rent", "Title:", 3, "todo: a task needs a title"),
        ("Title: Pay rent", "Title: call bob", 3, "todo: 'Call Bob' is already in the list (task 2)"),
        ("Completed: no", "Completed: maybe", 2, "todo: 'Completed' takes yes or no, not 'maybe'"),
        ("Priority:", "Priority: urgent", 2, "todo: 'Priority' takes high, medium or low, not 'urgent'"),
        ("Tags:", "Tags: ok 9lives", 2, "todo: '9lives' is not a tag name: a tag is letters, digits"),
        ("Project:", "Project: my project", 2, "todo: 'my project' is not a project name"),
        ("Remind: 10m", "Remind: soon", 2, "todo: 'soon' is not a time before the deadline"),
        ("Remind: 10m", "Remind: 400d", 2, "todo: '400d' is not a time before the deadline"),
        ("Completed: no", "Colour: red", 2, "todo: line 29 of the form, 'Colour: red': no such field"),
        (
            "Completed: no", "Title: again", 2,
            "todo: line 29 of the form, 'Title: again': Title is given twice"
        ),
        ("Completed: no", "done", 2, "todo: line 29 of the form, 'done': not 'Name: value'"),
    ])
    func aRefusedFormChangesNothingAndIsKept(line: String, typed: String, status: Int32, message: String)
        throws
    {
        let before = try export()
        let text = Self.form.replacingOccurrences(of: line, with: typed)
        folder.write(text, to: "next")
        let run = try todo(["edit", "1"])
        #expect(run.status == status)
        #expect(run.errors.hasPrefix(message), "\(run.errors)")
        let kept = try #require(leftovers.first)
        #expect(run.errors.hasSuffix("; what you typed is kept in \(folder.file("tmp/" + kept))\n"))
        #expect(String(decoding: folder.bytes("tmp/" + kept) ?? [], as: UTF8.self) == text)
        #expect(try export() == before)
    }

    @Test func visualWinsOverEditorAndMayCarryArguments() throws {
        folder.write("exit 9", to: "other")
        let run = try todo(
            ["edit", "2"], editor: ["VISUAL": "sh '\(folder.file("editor"))' --wait", "EDITOR": "sh other"])
        #expect(run.status == 0)
        #expect(shown.contains("Title: Call Bob\n"))
        let arguments = String(decoding: folder.bytes("arguments") ?? [], as: UTF8.self)
        #expect(arguments.hasPrefix("--wait \(folder.file("tmp/todo-edit-2-"))"))
    }

    @Test func severalTasksNeedOptions() throws {
        let run = try todo(["edit", "1-2"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("todo: the editor edits one task at a time"))
        #expect(folder.bytes("shown") == nil)
    }

    @Test func withoutAnEditorOrATerminalItSaysWhatToDo() throws {
        let run = try todo(["edit", "1"], editor: ["EDITOR": ""])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("todo: nothing to change: name a field"))
    }

    @Test func anUnknownEditorIsNamed() throws {
        let run = try todo(["edit", "1"], editor: ["EDITOR": "no-such-editor-here"])
        #expect(run.status == 3)
        #expect(
            run.errors.hasSuffix(
                "todo: cannot run the editor 'no-such-editor-here': the shell found no such command; set VISUAL or EDITOR\n"
            ))
        #expect(leftovers.isEmpty)
    }
}

/// Which editor is run, seen through a stand-in for the outside program, in-process.
@Suite struct EditorChoiceTests {
    final class Recorder: @unchecked Sendable {
        var commands: [String] = []
    }

    func commandRun(environment: [String: String], onTerminal: Bool) -> (String?, Int32) {
        let sandbox = Sandbox()
        sandbox.run("add", "Pay rent")
        let recorder = Recorder()
        sandbox.editor = Editor { command, path in
            recorder.commands.append(command)
            return FileManager.default.isWritableFile(atPath: path) ? .success(0) : .success(1)
        }
        sandbox.environment = environment
        let result = sandbox.run(["edit", "1"], terminalWidth: onTerminal ? 80 : nil)
        return (recorder.commands.first, result.status)
    }

    @Test func visualThenEditorThenVi() {
        #expect(
            commandRun(environment: ["VISUAL": "nano", "EDITOR": "ed"], onTerminal: false) == ("nano", 0))
        #expect(commandRun(environment: ["VISUAL": "", "EDITOR": "ed"], onTerminal: false) == ("ed", 0))
        #expect(commandRun(environment: [:], onTerminal: true) == ("vi", 0))
        #expect(commandRun(environment: [:], onTerminal: false) == (nil, 2))
    }

    @Test func anEditorThatCannotStartChangesNothing() {
        let sandbox = Sandbox()
        sandbox.run("add", "Pay rent")
        sandbox.editor = Editor { _, _ in .failure(Editor.Failure(reason: "No such file or directory")) }
        sandbox.environment = ["EDITOR": "ed"]
        let result = sandbox.run("edit", "1")
        #expect(result.status == 3)
        #expect(
            result.errors
                == "todo: cannot run the editor 'ed': No such file or directory; set VISUAL or EDITOR\n")
    }
}
