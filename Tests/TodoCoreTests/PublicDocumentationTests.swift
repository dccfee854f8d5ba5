import Foundation
import Testing

/// Every public declaration of the library has a `///` comment: someone who depends on TodoCore
/// reads the API in their editor, not our sources.
@Suite struct PublicDocumentationTests {
    /// The library's sources.
    static let folders = ["Sources/TodoCore", "Sources/TodoCoreFoundation"]

    @Test func everyPublicDeclarationIsDocumented() throws {
        var undocumented: [String] = []
        var declarations = 0
        for file in try Self.swiftFiles() {
            let lines = try String(contentsOfFile: file.path, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where Self.isPublicDeclaration(line) {
                declarations += 1
                if !Self.isDocumented(lines, before: index) {
                    undocumented.append(
                        "\(file.name):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(declarations > 100, "found only \(declarations) public declarations: is the pattern right?")
        #expect(undocumented.isEmpty, "public without ///:\n\(undocumented.joined(separator: "\n"))")
    }

    @Test(arguments: [
        ("public struct TodoStore: Sendable {", true), ("    @inlinable public init(x: Int) {", true),
        ("    public static func make() -> String {", true), ("public import Foo", false),
        ("    /// The public API", false), ("    let isPublic = true", false), ("extension Date {", false),
        ("public extension Instant {", false), ("    @usableFromInline let order: [SortKey]", false),
    ])
    func declarationsAreRecognized(line: String, isPublic: Bool) {
        #expect(Self.isPublicDeclaration(Substring(line)) == isPublic)
    }

    /// A line that declares something public (an extension only gives its members a default).
    static func isPublicDeclaration(_ line: Substring) -> Bool {
        var words = line.split(separator: " ")[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        guard let first = words.first, first == "public" || first.hasPrefix("public(") else { return false }
        return !["import", "extension"].contains(words.dropFirst().first ?? "")
    }

    /// Whether a `///` line comes right before line `index`, above any attributes of their own.
    static func isDocumented(_ lines: [Substring], before index: Int) -> Bool {
        var above = index - 1
        while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
        return above >= 0 && lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///")
    }

    static func swiftFiles() throws -> [(path: String, name: String)] {
        let root = TaggedPackageCopy.packageRoot + "/"
        var files: [(path: String, name: String)] = []
        for folder in folders {
            let names = try #require(FileManager.default.subpaths(atPath: root + folder))
            for name in names.sorted() where name.hasSuffix(".swift") {
                let relative = folder + "/" + name
                files.append((root + relative, relative))
            }
        }
        return files
    }
}
