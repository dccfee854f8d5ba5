/// The archive's table of contents, kept in the main store file.
///
/// Cleared tasks live in segment files in a folder beside the store, at most
/// `ArchiveManifest.segmentCapacity` tasks each. A segment is never changed in place: a change
/// writes a new segment under a fresh name, and the main file's manifest, renamed into place
/// after it, is what makes the change real. A crash in between leaves an unlisted segment that
/// the next change removes. So `add` never rewrites years of history, and `show`, `edit` or
/// `delete` of an archived task rewrites only the one segment that holds it.
struct ArchiveManifest: Hashable, Sendable {
    struct Segment: Hashable, Sendable {
        var file: String
        var count: Int
        var lowestId: Int
        var highestId: Int

        func mayContain(_ id: Int) -> Bool { id >= lowestId && id <= highestId }
    }

    static let segmentCapacity = 1000

    var segments: [Segment] = []
    var nextSegmentNumber = 1

    var taskCount: Int { segments.reduce(0) { $0 + $1.count } }

    /// A fresh segment file name, never used before in this store.
    mutating func makeSegmentFileName() -> String {
        defer { nextSegmentNumber += 1 }
        return StoreFiles.numberedName("segment", nextSegmentNumber)
    }

    static func isSegmentFileName(_ name: String) -> Bool {
        name.hasPrefix("segment-") && name.hasSuffix(".json")
    }
}
