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
}
