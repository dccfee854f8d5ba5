// swift-tools-version:6.0
import PackageDescription

/// Release builds on Linux link the Swift runtime statically: the process starts in about a
/// millisecond instead of four, and needs no Swift libraries installed beside it.
let fastStart: [LinkerSetting] = [
    .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
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
