import Testing

@testable import TodoCore

@Suite struct LabelCountsTests {
    static func task(
        _ id: Int, tags: [String] = [], project: String? = nil, completed: Bool = false
    ) -> TodoTask {
        TodoTask(
            id: id, uuid: "u\(id)", title: "t\(id)", createdAt: referenceNow - day,
            completedAt: completed ? referenceNow - hour : nil, tags: tags, project: project)
    }

    @Test func tagsCountOpenTasksIgnoringCaseInTheFirstSpelling() throws {
        let (summaries, _) = try TaskFilterTests.store([
            Self.task(1, tags: ["Errand", "phone"]), Self.task(2, tags: ["errand"]),
            Self.task(3, tags: ["errand", "zebra"], completed: true), Self.task(4),
            Self.task(5, tags: ["apple", "PHONE"]), Self.task(6, tags: ["b\"q"]),
        ])
        #expect(
            LabelCounts.tags(of: summaries) == [
                .init(name: "apple", count: 1), .init(name: "b\"q", count: 1),
                .init(name: "Errand", count: 2),
                .init(name: "phone", count: 2),
            ])
    }

    @Test func projectsCountTheProjectsInsideThemAndListParentsInTreeOrder() throws {
        let (summaries, _) = try TaskFilterTests.store([
            Self.task(1, project: "home.garden"), Self.task(2, project: "home"),
            Self.task(3, project: "home-x"), Self.task(4, project: "Home.garden.shed"),
            Self.task(5, project: "work.reports"), Self.task(6, project: "work", completed: true),
            Self.task(7),
        ])
        #expect(
            LabelCounts.projects(of: summaries) == [
                .init(name: "home", count: 3), .init(name: "home.garden", count: 2),
                .init(name: "Home.garden.shed", count: 1), .init(name: "home-x", count: 1),
                .init(name: "work", count: 1), .init(name: "work.reports", count: 1),
            ])
    }

    @Test func noTasksNoNames() {
        #expect(LabelCounts.tags(of: .empty).isEmpty)
        #expect(LabelCounts.projects(of: .empty).isEmpty)
    }
}
