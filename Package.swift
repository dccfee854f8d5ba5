// swift-tools-version:6.0
import PackageDescription

/// Release builds on Linux are fully static (the Swift runtime and the C library linked in): the
/// process starts in under a millisecond instead of four, with no dynamic loader at work, and
/// needs no libraries installed beside it. `todo` reads time zones from /usr/share/zoneinfo
/// itself, and uses nothing of the C library that would need it to load others at run time.
let fastStart: [LinkerSetting] = [
    .unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))
]

let package = Package(
    name: "todo",
    products: [
        .executable(name: "todo", targets: ["todo"]),
        .library(name: "TodoCore", targets: ["TodoCore"]),
    ],
    targets: [
        .target(name: "TodoCore"),
        .target(name: "TodoCLI", dependencies: ["TodoCore"]),
        .executableTarget(name: "todo", dependencies: ["TodoCLI"], linkerSettings: fastStart),
        // `swift run -c release todo-bench`: the side-by-side timings in the README.
        .executableTarget(name: "todo-bench", dependencies: ["TodoCore"]),
        // `swift run -c release todo-stress`: the long fault and load run in the README.
        .executableTarget(name: "todo-stress", dependencies: ["TodoCore"], path: "Tests/todo-stress"),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TodoCoreTests", dependencies: ["TodoCore", "TestSupport"]),
        .testTarget(name: "TodoCLITests", dependencies: ["TodoCLI", "TestSupport", "todo"]),
    ]
)
