import TodoCore

/// A flat JSON object of whole numbers, as `stats --json` and `import --json` print.
enum CountsJSON {
    static func write(_ counts: KeyValuePairs<StaticString, Int>, to output: OutputBuffer) {
        var writer = JSONWriter()
        writer.raw("{")
        for (index, (key, value)) in counts.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.key(key)
            writer.int(value)
        }
        writer.raw("}\n")
        output.write(bytes: writer.bytes)
    }

    /// An object whose keys are names from the store (`tags --json`), in the order given.
    static func write(_ counts: [(name: String, count: Int)], to output: OutputBuffer) {
        var writer = JSONWriter()
        writer.raw("{")
        for (index, entry) in counts.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.string(entry.name)
            writer.raw(":")
            writer.int(entry.count)
        }
        writer.raw("}\n")
        output.write(bytes: writer.bytes)
    }
}
