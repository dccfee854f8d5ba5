import Foundation
import TestSupport
import Testing
import TodoCore

/// TodoCore used as a stranger uses it: the package in `Tests/Fixtures/Consumer` depends on a
/// git repository of this package by URL and version (`from: "0.1.0"`), is built by SwiftPM,
/// and its program adds a task to a store, lists it, completes it and lists again.
///
/// SwiftPM refuses a dependency whose library targets have unsafe flags, and a library whose
/// public API falls short does not compile here; both fail this test.
@Suite struct LibraryConsumerTests {
    static let toolsFound = BuildTools.find("git") != nil && BuildTools.find("swift") != nil
    static let fixture = TaggedPackageCopy.packageRoot + "/Tests/Fixtures/Consumer"

    @Test(.enabled(if: toolsFound || TestEnvironment.inCI, "git or swift is not on PATH; skipped outside CI"))
    func aPackageThatDependsOnTodoCoreByVersionBuildsAndRuns() throws {
        let folder = TemporaryFolder()
        let tools = try #require(BuildTools(home: folder.file("home")), "git and swift are required in CI")
        let repository = try TaggedPackageCopy(tag: "0.1.0", in: folder, tools: tools)
        let consumer = try copyFixture(dependingOn: repository.url, to: folder.file("consumer"))
        let build = folder.file("build")
        try tools.run(
            tools.swift, ["build", "--package-path", consumer, "--scratch-path", build], in: folder)

        let store = folder.file("store/todos.json")
        let before = SystemClock.now()
        let run = try tools.run(build + "/debug/Consumer", [store], in: folder)
        let after = SystemClock.now()

        #expect(
            run.output == """
                Added task 1: Water the plants
                pending (1)
                  1 Water the plants due in 24 h
                completed (1)
                  1 Water the plants due in 24 h

                """)
        #expect(run.errors.isEmpty)
        let tasks = try TodoStore(path: store).read().tasks
        try #require(tasks.count == 1)
        #expect(tasks[0].title == "Water the plants")
        #expect(before <= tasks[0].createdAt && tasks[0].createdAt <= after)
        #expect(tasks[0].deadline == tasks[0].createdAt + 24 * 60 * 60)
        #expect(tasks[0].completedAt == tasks[0].createdAt)
        #expect(
            tasks[0].uuid.range(
                of: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$",
                options: .regularExpression) != nil)
    }

    /// The README points at the fixture's program, the one this test builds and runs.
    @Test func theReadmePointsAtTheProgramThisTestRuns() throws {
        let readme = try String(contentsOfFile: TaggedPackageCopy.packageRoot + "/README.md", encoding: .utf8)
        let path = "Tests/Fixtures/Consumer/Sources/Consumer/main.swift"
        #expect(readme.contains("`" + path + "`"))
        #expect(Self.fixture.hasSuffix("/Tests/Fixtures/Consumer"))
        #expect(FileManager.default.fileExists(atPath: TaggedPackageCopy.packageRoot + "/" + path))
    }

    /// The fixture's manifest and sources, copied so that its build stays out of this package,
    /// with the manifest pointing at `url`.
    private func copyFixture(dependingOn url: String, to path: String) throws -> String {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for name in ["Package.swift", "Sources"] {
            try FileManager.default.copyItem(atPath: Self.fixture + "/" + name, toPath: path + "/" + name)
        }
        let manifest = path + "/Package.swift"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        let placeholder = "file:///path/to/todo"
        try #require(text.contains(placeholder), "the fixture's manifest no longer names \(placeholder)")
        try text.replacingOccurrences(of: placeholder, with: url).write(
            toFile: manifest, atomically: true, encoding: .utf8)
        return path
    }
}
