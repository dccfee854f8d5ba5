import TestSupport

@testable import TodoCore

/// A task shaped like the store's, to exercise the reader and the writer the way the store does.
struct JSONTaskFixture: Equatable {
    struct Location: Equatable {
        var name: String
        var address: String?
    }

    var id: Int
    var uuid: String
    var title: String
    var description: String?
    var deadline: String?
    var location: Location?
    var createdAt: String
    var completedAt: String?

    /// `count` tasks with titles and descriptions drawn from `words`, some fields left out.
    static func make(count: Int, seed: UInt64 = 7) -> [JSONTaskFixture] {
        var random = SeededRandom(seed: seed)
        let words = [
            "buy", "milk", "call", "mom", "fix", "the", "bike", "éclair", "report", "write", "to", "Zoë",
            "about",
            "🎉", "garden", "meeting", "with", "team", "\"quoted\"", "slides", "back\\slash", "a/b",
        ]
        func sentence(_ count: Int) -> String {
            (0..<count).map { _ in words.randomElement(using: &random) ?? "" }.joined(separator: " ")
        }
        func hex(_ digits: Int) -> String {
            String((0..<digits).map { _ in "0123456789ABCDEF".randomElement(using: &random) ?? "0" })
        }
        return (0..<count).map { index in
            JSONTaskFixture(
                id: index + 1,
                uuid: "\(hex(8))-\(hex(4))-\(hex(4))-\(hex(4))-\(hex(12))",
                title: "Buy milk and some other longer text " + sentence(2),
                description: Int.random(in: 0..<10, using: &random) < 7
                    ? sentence(25) + (index % 5 == 0 ? "\nsecond line\ttabbed" : "") : nil,
                deadline: Bool.random(using: &random) ? "2026-03-05T17:30:00Z" : nil,
                location: Int.random(in: 0..<10, using: &random) < 3
                    ? Location(name: "Home", address: index % 2 == 0 ? "1 Main St" : nil) : nil,
                createdAt: "2026-03-01T09:30:00Z",
                completedAt: index % 4 == 0 ? "2026-03-02T10:00:00Z" : nil)
        }
    }

    static func write(_ tasks: [JSONTaskFixture], pretty: Bool = false) -> [UInt8] {
        var writer = JSONWriter(capacity: tasks.count * 400)
        writer.raw("[")
        for (index, task) in tasks.enumerated() {
            if index > 0 { writer.raw(",") }
            if pretty { writer.raw("\n  ") }
            task.write(to: &writer)
        }
        if pretty { writer.raw("\n") }
        writer.raw("]")
        return writer.bytes
    }

    func write(to writer: inout JSONWriter) {
        writer.raw("{")
        writer.key("id")
        writer.int(id)
        writer.raw(",")
        writer.key("uuid")
        writer.string(uuid)
        writer.raw(",")
        writer.key("title")
        writer.string(title)
        writer.raw(",")
        writer.key("description")
        writer.optionalString(description)
        writer.raw(",")
        writer.key("deadline")
        writer.optionalString(deadline)
        writer.raw(",")
        writer.key("location")
        if let location {
            writer.raw("{")
            writer.key("name")
            writer.string(location.name)
            writer.raw(",")
            writer.key("address")
            writer.optionalString(location.address)
            writer.raw("}")
        } else {
            writer.null()
        }
        writer.raw(",")
        writer.key("createdAt")
        writer.string(createdAt)
        writer.raw(",")
        writer.key("completedAt")
        writer.optionalString(completedAt)
        writer.raw("}")
    }

    /// Decodes an array of tasks the way the store does: straight from the pull reader.
    static func read(_ bytes: [UInt8]) throws -> [JSONTaskFixture] {
        try JSONReader.read(bytes) { reader in
            var tasks: [JSONTaskFixture] = []
            try reader.beginArray()
            while try reader.nextElement() {
                tasks.append(try read(from: &reader))
            }
            return tasks
        }
    }

    static func read(from reader: inout JSONReader) throws(JSONError) -> JSONTaskFixture {
        var task = JSONTaskFixture(id: 0, uuid: "", title: "", createdAt: "")
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "id":
                task.id = try reader.readInt()
                if task.id < 1 { throw reader.error("id must be at least 1") }
            case "uuid": task.uuid = try reader.readString()
            case "title":
                task.title = try reader.readString()
                if task.title.isEmpty { throw reader.error("title must not be empty") }
            case "description": task.description = try reader.readOptionalString()
            case "deadline": task.deadline = try reader.readOptionalString()
            case "location":
                if try reader.consumeNull() { break }
                var location = Location(name: "")
                try reader.beginObject()
                while let key = try reader.nextKey() {
                    switch key {
                    case "name": location.name = try reader.readString()
                    case "address": location.address = try reader.readOptionalString()
                    default: try reader.skipValue()
                    }
                }
                task.location = location
            case "createdAt": task.createdAt = try reader.readString()
            case "completedAt": task.completedAt = try reader.readOptionalString()
            default: try reader.skipValue()
            }
        }
        return task
    }
}
