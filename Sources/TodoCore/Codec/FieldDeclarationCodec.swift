/// The user's field declarations in the main store file, before its tasks:
///
///     "fields":[{"name":"energy","type":"choice","values":["low","high"],"label":"Energy"}]
///
/// The same object `todo field list --json` prints for each.
enum FieldDeclarationCodec {
    static func write(_ declaration: FieldDeclaration, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("name")
        writer.string(declaration.name)
        writer.member("type")
        writer.string(declaration.type.rawValue)
        writer.member("values")
        if declaration.type == .choice {
            FieldJSON.write(.names(declaration.values), into: &writer)
        } else {
            writer.null()
        }
        writer.member("label")
        writer.string(declaration.label)
        writer.endObject()
    }

    static func writeAll(_ declarations: [FieldDeclaration], into writer: inout JSONWriter) {
        writer.beginArray()
        for declaration in declarations {
            writer.element()
            write(declaration, into: &writer)
        }
        writer.endArray()
    }

    static func readAll(_ reader: inout JSONReader) throws(JSONError) -> [FieldDeclaration] {
        guard try reader.peekKind() == .array else {
            throw reader.typeMismatch(expected: "an array of field declarations")
        }
        var declarations: [FieldDeclaration] = []
        try reader.beginArray()
        while try reader.nextElement() {
            let declaration = try read(&reader)
            guard !declarations.contains(where: { $0.name == declaration.name }) else {
                throw reader.error("the field \"\(declaration.name)\" is declared twice")
            }
            declarations.append(declaration)
        }
        return declarations
    }

    private static func read(_ reader: inout JSONReader) throws(JSONError) -> FieldDeclaration {
        guard try reader.peekKind() == .object else {
            throw reader.typeMismatch(expected: "a field declaration")
        }
        let start = reader.valueStart
        var name: String?
        var type: FieldType?
        var values: [String] = []
        var label: String?
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "name": name = try reader.readString()
            case "type":
                let text = try reader.readString()
                guard let known = FieldType(rawValue: text) else {
                    throw reader.error("\"type\" must be text, number, date or choice")
                }
                type = known
            case "values": values = try FieldJSON.read(&reader, kind: .names, field: "values")?.names ?? []
            case "label": label = try reader.readOptionalString()
            default: try reader.skipValue()
            }
        }
        guard let name, FieldDeclaration.isValidName(name), let type else {
            throw reader.error("a field declaration needs a \"name\" and a \"type\"", at: start)
        }
        guard type != .choice || !values.isEmpty else {
            throw reader.error("the choice field \"\(name)\" has no \"values\"", at: start)
        }
        return FieldDeclaration(name: name, type: type, values: values, label: label)
    }
}

/// A task's user field values typed by their declarations: JSON keeps a date as text, which
/// becomes a date when its field is a date field and the text an instant.
enum UserFieldValues {
    static func typed(_ task: inout TodoTask, dateFields: Set<String>) {
        for name in dateFields {
            guard case .text(let text)? = task.fields[name], let instant = Instant(iso8601UTC: text) else {
                continue
            }
            task.fields[name] = .date(instant)
        }
    }

    /// The names of the date fields among `declarations`.
    static func dateFields(_ declarations: [FieldDeclaration]) -> Set<String> {
        Set(declarations.filter { $0.type == .date }.map(\.name))
    }
}

extension FieldDeclaration {
    /// `{"name":…,"type":…,"values":[…] or null,"label":…}`: the object the store keeps and
    /// `todo field list --json` prints.
    public func writeJSON(into writer: inout JSONWriter) {
        FieldDeclarationCodec.write(self, into: &writer)
    }
}
