import Foundation
import TestSupport

/// A git repository of this package with one commit, tagged as a release: what a package that
/// depends on `todo` by version clones.
///
/// It holds the files git knows of, as they are in the working tree: the committed ones (all
/// that CI's clean clone has) and new ones not yet committed, so that a change being worked on
/// is what gets tested; ignored files such as `.build` are left out.
struct TaggedPackageCopy {
    /// The repository's folder, named `todo` as this package's repository is: SwiftPM names a
    /// dependency by the last part of its URL.
    let path: String

    var url: String { URL(fileURLWithPath: path).absoluteString }

    /// This package's root, three folders above this file.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    init(tag: String, in folder: TemporaryFolder, tools: BuildTools) throws {
        path = folder.file("todo")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for file in try Self.filesToCopy(tools: tools, in: folder) {
            try Self.copy(file, from: Self.packageRoot, to: path)
        }
        let git = ["-C", path, "-c", "user.name=todo tests", "-c", "user.email=tests@localhost"]
        for arguments in [
            ["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "todo \(tag)"], ["tag", tag],
        ] {
            try tools.run(tools.git, git + arguments, in: folder)
        }
    }

    /// The paths git knows of, relative to the root; without git's help (a package that is not a
    /// git checkout), the manifest and the two folders a build reads.
    private static func filesToCopy(tools: BuildTools, in folder: TemporaryFolder) throws -> [String] {
        let listing = try BuiltBinary.run(
            ["-C", packageRoot, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            environment: tools.environment, in: folder, executable: tools.git)
        guard listing.status == 0 else { return ["Package.swift", "Sources", "Tests"] }
        // A file with a merge conflict is listed once per side.
        var seen = Set<String>()
        return listing.output.split(separator: "\0").map(String.init).filter { seen.insert($0).inserted }
    }

    /// Copies one file, folder or symbolic link (as a link); a file deleted since it was
    /// committed is left out.
    private static func copy(_ relativePath: String, from source: String, to destination: String) throws {
        let manager = FileManager.default
        let from = source + "/" + relativePath
        let to = destination + "/" + relativePath
        guard let type = try? manager.attributesOfItem(atPath: from)[.type] as? FileAttributeType else {
            return
        }
        try manager.createDirectory(
            atPath: (to as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if type == .typeSymbolicLink {
            try manager.createSymbolicLink(
                atPath: to, withDestinationPath: try manager.destinationOfSymbolicLink(atPath: from))
        } else {
            try manager.copyItem(atPath: from, toPath: to)
        }
    }
}
