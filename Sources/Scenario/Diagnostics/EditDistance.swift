/// The one edit distance of LayoutLab, behind every "did you mean …?": scenario names, lesson
/// and quiz fields, answer-sheet question ids, tutor meta-commands and command-line options.
public enum EditDistance {
    /// Edit distance between two names (insertions, deletions, substitutions and swaps of two
    /// neighbouring characters, the commonest typo), case-insensitive.
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased()), y = Array(b.lowercased())
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var beforePrevious = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && x[i - 1] == y[j - 2] && x[i - 2] == y[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[y.count]
    }

    /// The candidate closest to `name`, if it is close enough to be a plausible typo: at most
    /// `limit` edits (default: a third of the name's length, at least one), and never as many
    /// edits as the name has characters (`d` is no near miss of `a`). Ties go to the candidate
    /// that sorts first, so the suggestion does not depend on the candidates' order.
    public static func closest(to name: String, in candidates: some Sequence<String>, limit: Int? = nil) -> String? {
        let allowed = min(limit ?? max(1, name.count / 3), name.count - 1)
        guard allowed > 0 else { return nil }
        var best: (String, Int)?
        for candidate in candidates where candidate != name {
            let d = distance(name, candidate)
            guard d <= allowed else { continue }
            if let current = best, current.1 < d || (current.1 == d && current.0 < candidate) { continue }
            best = (candidate, d)
        }
        return best?.0
    }

    /// "; did you mean 'x'?" or the empty string, ready to append to a message.
    public static func phrase(for name: String, in candidates: some Sequence<String>) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
