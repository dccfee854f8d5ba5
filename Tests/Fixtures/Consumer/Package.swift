// swift-tools-version:6.0
import PackageDescription

// A program that uses TodoCore as anyone else would: by URL and version. `LibraryConsumerTests`
// copies this folder, puts the file:// URL of a fresh git repository of this package, tagged
// 0.1.0, in place of the URL below, builds it and runs it.
let package = Package(
    name: "Consumer",
    dependencies: [
        .package(url: "file:///path/to/todo", from: "0.1.0")
    ],
    targets: [
        .executableTarget(
            name: "Consumer",
            dependencies: [
                .product(name: "TodoCore", package: "todo"),
                .product(name: "TodoCoreFoundation", package: "todo"),
            ])
    ]
)
