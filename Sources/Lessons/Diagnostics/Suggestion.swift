/// "Did you mean …?" suggestions: the closest name by edit distance, if it is close enough.
public enum Suggestion {
    /// The candidate nearest to `word`, or nil when none is within a third of its length (min 1,
    /// and never the whole word: `d` is not a near miss of `a`).
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = min(max(1, word.count / 3), word.count - 1)
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if limit > 0, distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// "; did you mean 'x'?" or the empty string, ready to append to a message.
    public static func phrase(for word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
