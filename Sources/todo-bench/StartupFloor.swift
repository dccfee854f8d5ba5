/// The cost of starting any Swift program linked like release `todo` (`-static-executable`): an
/// empty `main.swift` built with `swiftc -O -static-executable` into the scratch folder. `todo
/// --version` and `todo list` on 100 tasks are compared with it.
struct StartupFloor: Sendable {
    var doNothing: Sample
    var version: Sample
    var smallList: Sample

    static func buildDoNothing(in scratch: Scratch) throws -> Invocation {
        let path = try SwiftCompiler.build("do-nothing", source: "", in: scratch)
        return Invocation(executable: path, arguments: [], environment: baseEnvironment(home: scratch.root))
    }
}
