import TodoCore

/// A declared field in words, as the `field` commands print it.
enum FieldDeclarationText {
    /// `energy (choice: low, medium, high)`, then the label when it is not the name's own:
    /// `estimate (number), shown as "Estimate (hours)"`.
    static func summary(_ declaration: FieldDeclaration) -> String {
        var text = declaration.name + " (" + type(declaration) + ")"
        if declaration.label != FieldDeclaration(name: declaration.name, type: declaration.type).label {
            text += ", shown as \"" + TerminalText.escaped(declaration.label) + "\""
        }
        return text
    }

    /// `number`, or `choice: low, medium, high`.
    static func type(_ declaration: FieldDeclaration) -> String {
        guard declaration.type == .choice else { return declaration.type.rawValue }
        return "choice: " + declaration.values.map(TerminalText.escaped).joined(by: ", ")
    }
}
