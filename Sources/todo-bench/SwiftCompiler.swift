/// Builds the bench's helper programs from source, linked like release `todo` on Linux.
enum SwiftCompiler {
    static let arguments = ["-O", "-static-executable"]

    /// Compiles `source` as the `main.swift` of a program called `name`, in a folder of its own,
    /// and returns the program's path.
    static func build(_ name: String, source: String, in scratch: Scratch) throws -> String {
        guard let swiftc = findExecutable("swiftc") else {
            throw SpawnError(description: "no `swiftc` in PATH to build \(name)")
        }
        let folder = try scratch.folder(name)
        try folder.write(source, to: "main.swift")
        let built = try ProcessTimer.capture(
            Invocation(
                executable: swiftc,
                arguments: arguments + [folder.path("main.swift"), "-o", folder.path(name)],
                environment: baseEnvironment(home: folder.root)), scratch: folder)
        guard built.status == 0 else {
            throw SpawnError(description: "swiftc could not build \(name): \(built.output.prefix(300))")
        }
        return folder.path(name)
    }
}
