import Foundation
import TestSupport
import Testing

/// `todo ui` as built, in tmux, with a context in use and hooks: it shows the context's tasks
/// and its name, the tasks it adds join the context and pass `on-add`, and `on-change` hears of
/// its changes with the command `ui`.
@Suite(
    .enabled(if: TmuxPane.tmux != nil || TestEnvironment.inCI, Comment(rawValue: TmuxPane.skipMessage))
)
struct UIHookTmuxTests {
    let home = ConfigHome()

    @Test func theUIShowsTheContextAndItsChangesRunTheHooks() throws {
        try home.todo("add", "Write the report", "+work")
        try home.todo("add", "Fix the fence", "+home")
        try home.todo("add", "Book a room", "+work")
        try home.todo("context", "define", "work", "+work")
        try home.todo("context", "use", "work")
        try home.hook("on-change", "cat >> changes.txt")
        try home.hook(
            "on-add", #"IFS= read -r t; printf '%s\n' "$t" | sed 's/"project":null/"project":"inbox"/'"#)
        let pane = try TmuxPane.todoUI(in: home.folder, environment: home.environment, columns: 80, rows: 24)
        let screen = try pane.wait(for: "1 Pending 2")
        #expect(screen.contains { $0.contains("[work]") }, "\(screen)")
        #expect(!screen.contains { $0.contains("Fix the fence") })
        try pane.press("Space")
        try pane.wait(for: "Completed task 1: Write the report")
        try pane.press("a")
        try pane.wait(for: "Add a task")
        try pane.type("Email Bob")
        try pane.press("Enter")
        try pane.wait(for: "Added task 4: Email Bob")
        try pane.press("q")
        try pane.wait(for: "todo ui exited with 0")

        let changes = try home.objects(in: "changes.txt")
        #expect(changes.map { $0["command"] as? String } == ["ui", "ui"])
        #expect((changes[0]["after"] as? [String: Any])?["state"] as? String == "completed")
        #expect(changes[1]["before"] is NSNull)
        let added = try #require(try home.tasks().last)
        #expect(added["title"] as? String == "Email Bob")
        #expect(added["tags"] as? [String] == ["work"] && added["project"] as? String == "inbox")
    }
}
