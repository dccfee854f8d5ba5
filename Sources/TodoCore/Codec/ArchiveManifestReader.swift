/// Reads the `archive` member of the main store file.
enum ArchiveManifestReader {
    static func read(_ reader: inout JSONReader) throws -> ArchiveManifest {
        var manifest = ArchiveManifest()
        guard try reader.peekKind() == .object else {
            throw reader.typeMismatch(expected: "an archive object")
        }
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "nextSegment":
                manifest.nextSegmentNumber = try reader.readInt()
                // Bounded like ids, so that numbering the segments to come cannot overflow.
                guard (1...TaskFields.largestId).contains(manifest.nextSegmentNumber) else {
                    throw reader.error("\"nextSegment\" must be from 1 to \(TaskFields.largestId)")
                }
            case "segments":
                guard try reader.peekKind() == .array else {
                    throw reader.typeMismatch(expected: "an array of segments")
                }
                try reader.beginArray()
                while try reader.nextElement() { manifest.segments.append(try readSegment(&reader)) }
            default:
                try reader.skipValue()
            }
        }
        return manifest
    }

    private static func readSegment(_ reader: inout JSONReader) throws -> ArchiveManifest.Segment {
        guard try reader.peekKind() == .object else {
            throw reader.typeMismatch(expected: "a segment object")
        }
        let start = reader.valueStart
        var file: String?
        var count = 0
        var lowestId = 0
        var highestId = 0
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "file":
                let name = try reader.readString()
                // Only our own names: a store must not make us read or remove files elsewhere.
                guard ArchiveManifest.isSegmentFileName(name), !name.contains("/") else {
                    throw reader.error("\"\(name)\" is not an archive segment's name")
                }
                file = name
            case "count": count = try reader.readInt()
            case "lowestId": lowestId = try reader.readInt()
            case "highestId": highestId = try reader.readInt()
            default: try reader.skipValue()
            }
        }
        guard let file else { throw reader.error("an archive segment has no \"file\"", at: start) }
        return ArchiveManifest.Segment(file: file, count: count, lowestId: lowestId, highestId: highestId)
    }
}
