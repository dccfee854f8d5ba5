/// The contexts file as JSON, one context to a line:
///
///     {"version":1,"current":"work","contexts":{
///     "home":["+home"],
///     "work":["+work","project:acme"]
///     }}
enum ContextsCodec {
    static func encode(_ settings: ContextSettings) -> [UInt8] {
        var writer = JSONWriter(capacity: 256)
        writer.raw("{")
        writer.key("version")
        writer.int(ContextSettings.version)
        writer.raw(",")
        writer.key("current")
        writer.optionalString(settings.current)
        writer.raw(",")
        writer.key("contexts")
        settings.writeContexts(into: &writer, oneALine: true)
        writer.raw("}\n")
        return writer.bytes
    }

    /// The settings in `bytes`; a problem throws a message that says where.
    static func decode(_ bytes: [UInt8]) throws -> ContextSettings {
        try JSONReader.read(bytes) { reader in
            var current: String?
            var filters: [String: [String]] = [:]
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "version":
                    let version = try reader.readInt()
                    guard version <= ContextSettings.version else {
                        throw reader.error(
                            "version \(version) is newer than this todo reads (\(ContextSettings.version))")
                    }
                case "current": current = try reader.readOptionalString()
                case "contexts":
                    try reader.beginObject()
                    while let name = try reader.nextKey() {
                        var words: [String] = []
                        try reader.beginArray()
                        while try reader.nextElement() { words.append(try reader.readString()) }
                        guard ContextSettings.isValidName(name), !words.isEmpty else {
                            throw reader.error(
                                "\"\(name)\" is not a context: a name and one filter word or more")
                        }
                        filters[name] = words
                    }
                default: try reader.skipValue()
                }
            }
            return ContextSettings(current: current, filters: filters)
        }
    }
}

extension ContextSettings {
    /// The contexts as a JSON object, `{NAME: [FILTER…]}`, the names sorted; with `oneALine`,
    /// each context on a line of its own.
    public func writeContexts(into writer: inout JSONWriter, oneALine: Bool = false) {
        writer.raw("{")
        for (index, name) in names.enumerated() {
            writer.raw(index == 0 ? "" : ",")
            if oneALine { writer.raw("\n") }
            writer.string(name)
            writer.raw(":[")
            for (position, word) in (filters[name] ?? []).enumerated() {
                if position > 0 { writer.raw(",") }
                writer.string(word)
            }
            writer.raw("]")
        }
        writer.raw(oneALine && !filters.isEmpty ? "\n}" : "}")
    }
}
