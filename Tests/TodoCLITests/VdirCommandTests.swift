import Foundation
import TestSupport
import Testing

@testable import TodoCLI

/// `export --vdir` and `import DIR`: one `.ics` file per task, patched in place.
@Suite struct VdirCommandTests {
    let sandbox = Sandbox()

    var vdir: String { sandbox.folder.file("calendar") }

    func file(_ name: String) -> String {
        String(decoding: sandbox.folder.bytes("calendar/" + name) ?? [], as: UTF8.self)
    }

    @Test func writesOneFilePerTaskAndReadsThemBack() {
        sandbox.run("add", "Pay rent", "--due", "2026-03-05")
        sandbox.run("add", "Call Bob", "-l", "Office")
        #expect(
            sandbox.run("export", "--vdir", vdir).output
                == "Exported 2 tasks to \(vdir): 2 new, 0 updated, 0 unchanged\n")
        let names = sandbox.folder.names(in: "calendar")
        #expect(
            names == ["00000000-0000-4000-8000-000000000001.ics", "00000000-0000-4000-8000-000000000002.ics"])
        #expect(sandbox.folder.mode("calendar/" + names[0]) == 0o600)
        #expect(
            file(names[0]).hasPrefix(
                "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//todo//todo \(TodoProgram.version)//EN\r\n"))
        #expect(file(names[0]).contains("\r\nDUE;VALUE=DATE:20260305\r\n"))
        let original = sandbox.run("export").output
        let other = Sandbox()
        #expect(other.run("import", vdir).output == "Imported 2 tasks: 2 added, 0 updated, 0 unchanged\n")
        #expect(other.run("export").output == original)
        #expect(
            sandbox.run("export", "--vdir", vdir, "--json").output
                == #"{"created":0,"updated":0,"unchanged":2}"# + "\n")
    }

    @Test func patchesTheFileAnotherProgramWroteAndLeavesTheOthersAlone() throws {
        sandbox.run("add", "Untouched")
        sandbox.run("export", "--vdir", vdir)
        let untouched = "00000000-0000-4000-8000-000000000001.ics"
        let inode = sandbox.folder.inode("calendar/" + untouched)
        let theirs = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:io.barrera.todoman\r
            BEGIN:VTODO\r
            CREATED;VALUE=DATE-TIME:20260301T080000Z\r
            DTSTAMP;VALUE=DATE-TIME:20260301T080000Z\r
            LAST-MODIFIED;VALUE=DATE-TIME:20260301T080000Z\r
            SEQUENCE:1\r
            STATUS:NEEDS-ACTION\r
            SUMMARY:Pick up permit\r
            UID:5214238172864ff3af003d9b086c8b34@vm\r
            X-SOMETHING;X-PARAM="a;b":kept as it is\r
            END:VTODO\r
            END:VCALENDAR\r

            """
        sandbox.folder.write(theirs, to: "calendar/5214238172864ff3af003d9b086c8b34@vm.ics")
        #expect(sandbox.run("import", vdir).output == "Imported 2 tasks: 1 added, 0 updated, 1 unchanged\n")
        #expect(sandbox.run("export", "--vdir", vdir).output.hasSuffix(": 0 new, 0 updated, 2 unchanged\n"))
        #expect(file("5214238172864ff3af003d9b086c8b34@vm.ics") == theirs)
        sandbox.now = "2026-03-01T10:00:00Z"
        sandbox.run("done", "2")
        #expect(sandbox.run("export", "--vdir", vdir).output.hasSuffix(": 0 new, 1 updated, 1 unchanged\n"))
        #expect(sandbox.folder.inode("calendar/" + untouched) == inode)
        let patched = file("5214238172864ff3af003d9b086c8b34@vm.ics")
        #expect(patched.contains("\r\nX-SOMETHING;X-PARAM=\"a;b\":kept as it is\r\n"))
        #expect(patched.contains("\r\nSTATUS:COMPLETED\r\n"))
        #expect(patched.contains("\r\nCOMPLETED:20260301T100000Z\r\n"))
        #expect(patched.contains("\r\nSEQUENCE:2\r\n"))
        #expect(patched.contains("\r\nLAST-MODIFIED:20260301T100000Z\r\n"))
        #expect(patched.contains("\r\nPRODID:io.barrera.todoman\r\n"))
        #expect(sandbox.folder.names(in: "calendar").count == 2)
    }

    @Test func aBadFileRefusesTheImportAndTheExportNamingIt() {
        sandbox.run("add", "kept")
        try? FileManager.default.createDirectory(atPath: vdir, withIntermediateDirectories: true)
        sandbox.folder.write("BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:x\n", to: "calendar/broken.ics")
        sandbox.folder.write("not a calendar", to: "calendar/.hidden.ics")
        sandbox.folder.write("notes", to: "calendar/readme.txt")
        let before = sandbox.folder.bytes("todos.json")
        let imported = sandbox.run("import", vdir)
        #expect(imported.status == 3)
        #expect(
            imported.errors
                == "todo: '\(vdir)/broken.ics' is not valid iCalendar: line 2, column 1: BEGIN:VTODO has no END:VTODO; nothing was imported\n"
        )
        #expect(sandbox.folder.bytes("todos.json") == before)
        let exported = sandbox.run("export", "--vdir", vdir)
        #expect(exported.status == 3)
        #expect(
            exported.errors.hasPrefix("todo: '\(vdir)/broken.ics' is not valid iCalendar: line 2, column 1: ")
        )
        #expect(exported.errors.hasSuffix("; nothing was exported\n"))
        #expect(sandbox.folder.names(in: "calendar") == [".hidden.ics", "broken.ics", "readme.txt"])
    }

    @Test func aFolderIsNotReadAsJSON() {
        try? FileManager.default.createDirectory(atPath: vdir, withIntermediateDirectories: true)
        let result = sandbox.run("import", "--format", "json", vdir)
        #expect(result.status == 3)
        #expect(
            result.errors
                == "todo: cannot read '\(vdir)': a folder is read as a vdir (ics) or a todo.txt folder, not as json\n"
        )
    }
}
