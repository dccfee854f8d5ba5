/// "Did you mean": the known word closest to a mistyped one, if it is close enough.
enum Suggestion {
    static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let length = best.candidate.drop { $0 == "-" }.count
        let allowed = length <= 2 ? 1 : length <= 8 ? 2 : 3
        let isPrefix = typed.count >= 2 && best.candidate.lowercased().hasPrefix(String(typed))
        return best.distance <= allowed || isPrefix ? best.candidate : nil
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ source: [Character], _ target: [Character]) -> Int {
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        var previousPrevious = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        for i in 1...source.count {
            var current = [i] + [Int](repeating: 0, count: target.count)
            for j in 1...target.count {
                let cost = source[i - 1] == target[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            previousPrevious = previous
            previous = current
        }
        return previous[target.count]
    }
}
