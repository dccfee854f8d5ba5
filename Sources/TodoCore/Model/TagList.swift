/// The rule for a task's tags: each name once, whatever its case (the first spelling stays), in
/// alphabetical order ignoring case.
public enum TagList {
    /// `tags` with repeats (ignoring case) removed and sorted.
    public static func normalized(_ tags: [String]) -> [String] {
        var seen = Set<String>()
        var kept: [String] = []
        for tag in tags where seen.insert(tag.lowercased()).inserted { kept.append(tag) }
        return kept.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
    }

    /// `tags` with `added` added and then `removed` removed, compared ignoring case.
    public static func edited(_ tags: [String], adding added: [String], removing removed: [String])
        -> [String]
    {
        let removedKeys = Set(removed.map { $0.lowercased() })
        return normalized(tags + added).filter { !removedKeys.contains($0.lowercased()) }
    }

    /// Whether `tags` holds `tag`, ignoring case.
    public static func contains(_ tags: [String], _ tag: String) -> Bool {
        let key = tag.lowercased()
        return tags.contains { $0.lowercased() == key }
    }
}
