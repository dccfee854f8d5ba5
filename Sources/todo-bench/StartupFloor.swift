/// The cost of starting any Swift program linked like release `todo` (`-static-executable`): an
/// empty `main.swift` built with `swiftc -O -static-executable` into the scratch folder and
/// installed there like `todo` (see `Scratch.install`). `todo
/// --version` and `todo list` on 100 tasks are compared with it.
struct StartupFloor: Sendable {
    var doNothing: Sample
    var version: Sample
    var smallList: Sample

    static func buildDoNothing(in scratch: Scratch) throws -> Invocation {
        let built = try SwiftCompiler.build("do-nothing", source: "", in: scratch)
        let path = try scratch.install(built, as: "do-nothing")
        return Invocation(executable: path, arguments: [], environment: baseEnvironment(home: scratch.root))
    }
}
