import TodoCore

/// `--json` output of the `field` commands: declarations as the store keeps them.
enum FieldDeclarationJSON {
    /// One declaration: `field add`.
    static func write(_ declaration: FieldDeclaration, to output: OutputBuffer) {
        var writer = JSONWriter()
        declaration.writeJSON(into: &writer)
        finish(&writer, output)
    }

    /// An array of them, one a line: `field list`.
    static func write(_ declarations: [FieldDeclaration], to output: OutputBuffer) {
        var writer = JSONWriter()
        writer.linedArray(declarations) { declaration, writer in declaration.writeJSON(into: &writer) }
        finish(&writer, output)
    }

    /// `{"removed":{…},"cleared":[3,5]}`: `field remove`.
    static func write(removed declaration: FieldDeclaration, cleared ids: [Int], to output: OutputBuffer) {
        var writer = JSONWriter()
        writer.beginObject()
        writer.member("removed")
        declaration.writeJSON(into: &writer)
        writer.member("cleared")
        writer.beginArray()
        for id in ids {
            writer.element()
            writer.int(id)
        }
        writer.endArray()
        writer.endObject()
        finish(&writer, output)
    }

    private static func finish(_ writer: inout JSONWriter, _ output: OutputBuffer) {
        writer.raw("\n")
        output.write(bytes: writer.bytes)
    }
}
