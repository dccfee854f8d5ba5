import Foundation
import TestSupport
import Testing

/// `remind --install`: systemd user units checked by `systemd-analyze verify`, crontab lines
/// checked by `crontab -n`, both from Debian (`.ci/run` installs them).
@Suite struct ReminderInstallTests {
    let folder = TemporaryFolder()
    static let hasSystemd = OutsideProgram.path("systemd-analyze") != nil || TestEnvironment.inCI
    static let hasCron = OutsideProgram.path("crontab") != nil || TestEnvironment.inCI

    /// A store path with a space and a `%`, which systemd and cron each treat specially.
    var storePath: String { folder.file("my todos %d/todos.json") }

    func todo(_ words: String..., variables: [String: String] = [:]) throws -> BuiltBinary.Run {
        var environment = ["HOME": folder.path, "TODO_STORE": storePath, "TZ": "Europe/Berlin"]
        environment.merge(variables) { $1 }
        return try BuiltBinary.run(words, environment: environment, in: folder)
    }

    var unitFolder: String { folder.file(".config/systemd/user") }

    func unit(_ name: String) -> String {
        String(
            decoding: FileManager.default.contents(atPath: unitFolder + "/" + name) ?? Data(), as: UTF8.self)
    }

    /// `systemd-analyze --user verify` on both units: any output at all is a failure, as an
    /// unknown key in a service only warns.
    func verify() throws -> BuiltBinary.Run {
        let runtime = TemporaryFolder()
        return try OutsideProgram.run(
            "systemd-analyze",
            ["--user", "verify", unitFolder + "/todo-remind.timer", unitFolder + "/todo-remind.service"],
            environment: ["XDG_RUNTIME_DIR": runtime.path, "PATH": "/usr/bin:/bin"], in: folder)
    }

    @Test(
        .enabled(if: hasSystemd, "systemd-analyze is missing (apt-get install systemd); skipped outside CI"))
    func writesUnitsThatSystemdAccepts() throws {
        let run = try todo("remind", "--install", "systemd")
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output == """
                Wrote \(unitFolder)/todo-remind.service
                Wrote \(unitFolder)/todo-remind.timer
                Start the timer, which runs 'todo remind --notify' every minute:
                  systemctl --user enable --now todo-remind.timer

                """)
        let service = unit("todo-remind.service")
        #expect(service.contains("\nExecStart=\(BuiltBinary.path) remind --notify\n"), "\(service)")
        #expect(service.contains("\nEnvironment=\"TODO_STORE=\(storePath.replacing("%", with: "%%"))\"\n"))
        #expect(service.contains("\nEnvironment=TZ=Europe/Berlin\n"))
        let timer = unit("todo-remind.timer")
        #expect(timer.contains("\nOnCalendar=*-*-* *:*:00\n"))
        #expect(timer.contains("\nPersistent=true\n"))
        let verified = try verify()
        #expect(verified.status == 0)
        #expect(verified.output.isEmpty && verified.errors.isEmpty, "\(verified.output)\(verified.errors)")
    }

    @Test(
        .enabled(if: hasSystemd, "systemd-analyze is missing (apt-get install systemd); skipped outside CI"))
    func aBrokenUnitFailsTheCheck() throws {
        _ = try todo("remind", "--install", "systemd")
        let path = unitFolder + "/todo-remind.service"
        try unit("todo-remind.service").replacing("Type=oneshot", with: "Type=oneshoot").write(
            toFile: path, atomically: true, encoding: .utf8)
        let verified = try verify()
        #expect(!(verified.output + verified.errors).isEmpty)
    }

    @Test func refusesToReplaceDifferentUnitsWithoutForce() throws {
        _ = try todo("remind", "--install", "systemd", variables: ["XDG_CONFIG_HOME": folder.file("config")])
        let path = folder.file("config/systemd/user/todo-remind.timer")
        #expect(FileManager.default.fileExists(atPath: path))
        let again = try todo(
            "remind", "--install", "systemd", variables: ["XDG_CONFIG_HOME": folder.file("config")])
        #expect(again.status == 0)
        #expect(
            again.output.hasPrefix("Unchanged \(folder.file("config/systemd/user/todo-remind.service"))\n"))
        try "# mine\n".write(toFile: path, atomically: true, encoding: .utf8)
        let refused = try todo(
            "remind", "--install", "systemd", variables: ["XDG_CONFIG_HOME": folder.file("config")])
        #expect(refused.status == 3)
        #expect(refused.output.isEmpty)
        #expect(refused.errors.hasPrefix("todo: \(path) exists and differs from what todo would write"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# mine\n")
        let forced = try todo(
            "remind", "--install", "systemd", "--force", variables: ["XDG_CONFIG_HOME": folder.file("config")]
        )
        #expect(forced.status == 0)
        #expect(forced.output.contains("Wrote \(path)\n"))
        #expect(forced.output.contains("  systemctl --user daemon-reload\n"))
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("Persistent=true"))
    }

    @Test(.enabled(if: hasCron, "crontab is missing (apt-get install cron); skipped outside CI"))
    func printsACrontabThatCronAccepts() throws {
        let run = try todo("remind", "--install", "cron")
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n")
        let escapedStore = "'" + storePath.replacing("%", with: "\\%") + "'"
        #expect(
            lines.contains("* * * * * TODO_STORE=\(escapedStore) TZ=Europe/Berlin \(BuiltBinary.path) remind")
        )
        #expect(
            lines.contains {
                $0.hasPrefix("# * * * * * XDG_RUNTIME_DIR=/run/user/") && $0.hasSuffix(" remind --notify")
            })
        let checked = try OutsideProgram.run("crontab", ["-n", "-"], input: run.output, in: folder)
        #expect(checked.status == 0, "\(checked.errors)")
        let broken = try OutsideProgram.run(
            "crontab", ["-n", "-"], input: run.output.replacing("* * * * * TODO", with: "* * * * TODO"),
            in: folder)
        #expect(broken.status != 0)
    }
}
