extension FieldDeclaration {
    /// Whether an import may declare a field named `name`: a valid name no built-in field or
    /// filter word takes.
    static func isAvailableName(_ name: String) -> Bool {
        isValidName(name) && !TaskSchema.reservedNames.contains(name)
    }
}
