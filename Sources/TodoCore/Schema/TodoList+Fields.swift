extension TodoList {
    /// Declares a field of one's own, after those declared before it.
    public mutating func declareField(_ declaration: FieldDeclaration) throws(FieldDeclarationError) {
        guard !fieldDeclarations.contains(where: { $0.name == declaration.name }) else {
            throw .alreadyDeclared(declaration.name)
        }
        fieldDeclarations.append(declaration)
    }

    /// Forgets the field `name`. While a task the list holds has a value for it, that is refused,
    /// unless `clearingValues`: then those values are cleared in the same change, which is the
    /// tasks' change at `now`. The list must hold every task, archived ones included, for the
    /// refusal to hold for them too.
    ///
    /// - Returns: the declaration forgotten and the tasks whose values were cleared, as they are
    ///   now, by id.
    @discardableResult
    public mutating func removeField(named name: String, clearingValues: Bool, now: Instant)
        throws(FieldRemovalError)
        -> (declaration: FieldDeclaration, cleared: [TodoTask])
    {
        guard let position = fieldDeclarations.firstIndex(where: { $0.name == name }) else {
            throw .notDeclared(name: name, declared: fieldDeclarations.map(\.name))
        }
        let holding = tasks.indices.filter { tasks[$0].fields[name] != nil }.sorted {
            tasks[$0].id < tasks[$1].id
        }
        guard holding.isEmpty || clearingValues else {
            throw .inUse(name: name, ids: holding.map { tasks[$0].id })
        }
        var cleared: [TodoTask] = []
        for index in holding {
            var task = tasks[index]
            task.fields[name] = nil
            task.modifiedAt = now
            replaceTask(at: index, with: task)
            cleared.append(task)
        }
        return (fieldDeclarations.remove(at: position), cleared)
    }
}

/// Why a field could not be forgotten.
public enum FieldRemovalError: Error, Equatable, Sendable {
    /// No field of that name is declared; `declared` are the names that are.
    case notDeclared(name: String, declared: [String])
    /// Tasks (their ids) have a value for it, and clearing them was not asked for.
    case inUse(name: String, ids: [Int])
}
