// swift-tools-version:6.0
import PackageDescription

/// Release builds on Linux are fully static (the Swift runtime and the C library linked in): the
/// process starts in under a millisecond instead of four, with no dynamic loader at work, and
/// needs no libraries installed beside it. `todo` reads time zones from /usr/share/zoneinfo
/// itself, and uses nothing of the C library that would need it to load others at run time.
///
/// The link is lld's (the Swift toolchain's own `ld.lld`; 6.3.1 here), which places the symbols
/// named in `Sources/todo/startup-order.txt` side by side: the code and data the common commands
/// touch then sit on a few dozen pages instead of being spread over the binary's 9 MiB of code and
/// 2 MiB of data, and the kernel maps fewer of them at start (`todo list` of 100 tasks: 193 page
/// faults → 113, 0.90 → 0.78 ms). The file is made by `todo-bench --startup-order`; a name that no
/// longer exists is passed over.
let startupOrder = Context.packageDirectory + "/Sources/todo/startup-order.txt"
let fastStart: [LinkerSetting] = [
    .unsafeFlags(
        [
            "-static-executable", "-use-ld=lld", "-Xlinker", "--symbol-ordering-file=" + startupOrder,
            "-Xlinker",
            "--no-warn-symbol-ordering",
        ], .when(platforms: [.linux], configuration: .release))
]

/// The metadata of generic types such as `[OptionSpec]` is asked for by direct calls, not by
/// mangled name: a name has to be demangled at run time, and the first one pulls the runtime's
/// demangler into memory. That cost `todo list` on 100 tasks a fifth of its time (0.97 ms
/// against 0.79 ms). The flag changes how the compiler emits code, not what the code does.
///
/// The release build also puts each function in a section of its own, which is what lets the
/// link above place them one by one (a module compiled whole otherwise gives one `.text` per
/// file, placed where its first ordered function falls); and it copies and destroys values of
/// known types with code of their own, not through their runtime type, which the runtime must
/// first build (`-disable-type-layout`: `todo list` of 100 tasks asked for the types of six
/// arrays, optionals and generic structs only to copy them; 1,105K → 1,082K instructions).
let directMetadata: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
    .unsafeFlags(
        ["-Xfrontend", "-function-sections", "-Xfrontend", "-disable-type-layout"],
        .when(platforms: [.linux], configuration: .release)),
]

/// SwiftPM refuses to build a package that depends on this one by version if a target of a
/// library product it uses has unsafe flags. Such a package gets this one fetched into its
/// `checkouts` folder (`.build/checkouts/todo`, or Xcode's `SourcePackages/checkouts/todo`), and
/// there `TodoCore` is built without the flag: correct, a tenth of a millisecond slower to start.
/// Built here, as `todo` itself is, `TodoCore` has it: its arrays of its own types and its
/// generic reader would otherwise pull the demangler in on every `todo list` (0.15 ms above
/// `todo --version` on 100 tasks instead of 0.06 ms; see the README's Performance).
let isFetchedDependency = Context.packageDirectory.contains("/checkouts/")
let libraryMetadata = isFetchedDependency ? [] : directMetadata

let package = Package(
    name: "todo",
    products: [
        .executable(name: "todo", targets: ["todo"]),
        .library(name: "TodoCore", targets: ["TodoCore"]),
        // `Instant` to and from Foundation's `Date`, for programs that use Foundation; `todo` does not.
        .library(name: "TodoCoreFoundation", targets: ["TodoCoreFoundation"]),
    ],
    targets: [
        // One inline function, `__builtin_prefetch`, which Swift has no spelling for.
        .target(name: "CPrefetch"),
        .target(name: "TodoCore", dependencies: ["CPrefetch"], swiftSettings: libraryMetadata),
        .target(name: "TodoCoreFoundation", dependencies: ["TodoCore"]),
        // The child `todo` starts programs in (hooks, curl, the editor), with less work than
        // `posix_spawnp`'s, and a pidfd to wait on.
        .target(name: "CSpawn"),
        .target(name: "TodoCLI", dependencies: ["TodoCore", "CSpawn"], swiftSettings: directMetadata),
        .executableTarget(
            name: "todo", dependencies: ["TodoCLI"], exclude: ["startup-order.txt"],
            swiftSettings: directMetadata,
            linkerSettings: fastStart),
        // `swift run -c release todo-bench`: the side-by-side timings in the README.
        .executableTarget(name: "todo-bench", dependencies: ["TodoCore", "CPseudoTerminal"]),
        // The C library's pseudo-terminal calls, for the bench to drive `todo ui`.
        .target(name: "CPseudoTerminal"),
        // `swift run -c release todo-stress`: the long fault and load run in the README.
        .executableTarget(
            name: "todo-stress", dependencies: ["TodoCore", "TestSupport"], path: "Tests/todo-stress"),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TodoCoreTests", dependencies: ["TodoCore", "TodoCoreFoundation", "TestSupport"]),
        .testTarget(
            name: "TodoCLITests", dependencies: ["TodoCLI", "TestSupport", "todo"], exclude: ["Fixtures"]),
    ]
)
