import Foundation
import TestSupport
import Testing

/// Which hooks run: only regular files of the user's own config folder, owned by the user (or
/// root) and writable by no one else; any other is a warning and is not run.
@Suite struct HookPlacementTests {
    let home = ConfigHome()

    /// An `on-add` that marks every task it sees, so that a test can tell whether it ran.
    static let marking = #"IFS= read -r task; printf '%s\n' "$task" | sed 's/"tags":\[\]/"tags":["hooked"]/'"#

    func addRunsTheHook(extra: [String: String] = [:]) throws -> (ran: Bool, warnings: String) {
        let run = try home.run("add", "Task \(UUID().uuidString)", "--json", extra: extra)
        try #require(run.status == 0, "\(run.errors)")
        return (run.output.contains(#""tags":["hooked"]"#), run.errors)
    }

    @Test func aGoodHookRuns() throws {
        try home.hook("on-add", Self.marking)
        let (ran, warnings) = try addRunsTheHook()
        #expect(ran && warnings.isEmpty)
    }

    @Test(arguments: [
        (0o720, "is writable by group or others (chmod go-w to run it): not run"),
        (0o702, "is writable by group or others (chmod go-w to run it): not run"),
        (0o600, "is not executable (chmod u+x to run it): not run"),
    ])
    func aHookOthersMayWriteOrThatIsNotExecutableIsNotRun(mode: Int, warning: String) throws {
        try home.hook("on-add", Self.marking)
        try FileManager.default.setAttributes(
            [.posixPermissions: mode], ofItemAtPath: home.hooksFolder + "/on-add")
        let (ran, warnings) = try addRunsTheHook()
        #expect(!ran)
        #expect(warnings == "todo: warning: hook \(home.hooksFolder)/on-add \(warning)\n")
    }

    @Test func aHooksFolderOthersMayWriteRunsNoHook() throws {
        try home.hook("on-add", Self.marking)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: home.hooksFolder)
        let (ran, warnings) = try addRunsTheHook()
        #expect(!ran)
        #expect(
            warnings
                == "todo: warning: the hooks folder \(home.hooksFolder) is writable by group or others (chmod go-w "
                + "to run its hooks): no hook runs\n")
    }

    @Test func aHookThatIsAFolderIsNotRun() throws {
        try home.hook("on-change", "true")
        try FileManager.default.createDirectory(
            atPath: home.hooksFolder + "/on-add", withIntermediateDirectories: true)
        let (ran, warnings) = try addRunsTheHook()
        #expect(!ran)
        #expect(warnings == "todo: warning: hook \(home.hooksFolder)/on-add is not a regular file: not run\n")
    }

    @Test func aHookOwnedByAnotherUserIsNotRun() throws {
        try #require(
            getuid() == 0 || !TestEnvironment.inCI,
            "only root can give a file to another user: CI runs the tests as root")
        guard getuid() == 0 else { return }
        try home.hook("on-add", Self.marking)
        #expect(chown(home.hooksFolder + "/on-add", 65534, 65534) == 0)
        let (ran, warnings) = try addRunsTheHook()
        #expect(!ran)
        #expect(
            warnings == "todo: warning: hook \(home.hooksFolder)/on-add is owned by another user: not run\n")
    }

    @Test func aSymbolicLinkIsFollowedAndItsTargetHeldToTheSameRule() throws {
        try FileManager.default.createDirectory(
            atPath: home.hooksFolder, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let target = home.folder.file("marking.sh")
        try home.writeScript(target, Self.marking)
        try FileManager.default.createSymbolicLink(
            atPath: home.hooksFolder + "/on-add", withDestinationPath: target)
        #expect(try addRunsTheHook().ran)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: target)
        let (ran, warnings) = try addRunsTheHook()
        #expect(!ran && warnings.contains("is writable by group or others"))
    }

    @Test func hooksAreNeverLookedForBesideTheStoreOrInTheCurrentFolder() throws {
        let refusing = "echo 'a hook from the wrong place ran' >&2; exit 1"
        let store = home.folder.file("data/todos.json")
        for folder in [
            "hooks", "data/hooks", "data/todo/hooks", "todo/hooks", ".todo/hooks",
            "home/.local/share/todo/hooks",
        ] {
            try FileManager.default.createDirectory(
                atPath: home.folder.file(folder), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            for name in ["on-add", "on-change"] {
                try home.writeScript(home.folder.file(folder + "/" + name), refusing)
            }
        }
        for name in ["on-add", "on-change"] { try home.writeScript(home.folder.file(name), refusing) }
        let extra = ["TODO_STORE": store, "XDG_DATA_HOME": home.folder.file("data")]
        let run = try home.run("add", "Buy milk", extra: extra)
        #expect(run.status == 0 && run.errors.isEmpty, "\(run.errors)")

        // A relative XDG_CONFIG_HOME is not used: `todo` never looks in the current folder.
        try FileManager.default.createDirectory(
            atPath: home.folder.file("relative/todo/hooks"), withIntermediateDirectories: true)
        try home.writeScript(home.folder.file("relative/todo/hooks/on-add"), refusing)
        let relative = try home.run(
            "add", "Pay rent", extra: extra.merging(["XDG_CONFIG_HOME": "relative"]) { $1 })
        #expect(relative.status == 0 && relative.errors.isEmpty, "\(relative.errors)")
        // With no HOME either, there is no config folder: no hook, no context.
        var bare = home.environment.merging(extra) { $1 }
        bare["HOME"] = nil
        bare["XDG_CONFIG_HOME"] = nil
        let homeless = try BuiltBinary.run(["add", "Call mum"], environment: bare, in: home.folder)
        #expect(homeless.status == 0 && homeless.errors.isEmpty, "\(homeless.errors)")
        // Where they belong, they run.
        #expect(try home.run("add", "Water plants", extra: extra).status == 0)
        try home.hook("on-add", refusing)
        #expect(try home.run("add", "Water plants", extra: extra).status == 3)
    }

    @Test func withoutXDGConfigHomeHooksLiveInHomeDotConfig() throws {
        let folder = home.folder.file("home/.config/todo/hooks")
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try home.writeScript(folder + "/on-add", Self.marking)
        #expect(try !addRunsTheHook().ran)
        #expect(try addRunsTheHook(extra: ["XDG_CONFIG_HOME": ""]).ran)
    }
}
