/// The one edit distance of LayoutLab, behind every "did you mean …?": scenario names, lesson
/// and quiz fields, answer-sheet question ids, tutor meta-commands and command-line options.
public enum EditDistance {
    /// Work allowed for suggestions while one library loads, in edit-distance table cells.
    /// Thousands of misspelt references against thousands of names would otherwise cost
    /// references × names distance tables (quadratic: 3,000 of them took 15 s); once the budget
    /// is spent the messages stay and only the "did you mean" is left out.
    ///
    /// `@unchecked Sendable` so that it can sit in a `@TaskLocal`; `remaining` is not locked
    /// because one budget serves one load, and a load reads its files on one thread.
    public final class Budget: @unchecked Sendable {
        /// Cells still allowed.
        public private(set) var remaining: Int

        /// A budget of `cells` table cells.
        public init(cells: Int) { remaining = cells }

        func spend(_ cells: Int) -> Bool {
            guard remaining >= cells else {
                remaining = 0
                return false
            }
            remaining -= cells
            return true
        }
    }

    /// The budget of the work in progress (`LessonLibrary.load` sets one); none means unbounded.
    @TaskLocal public static var budget: Budget?

    /// The default budget of one load: about a tenth of a second of work.
    public static let cellsPerLoad = 20_000_000

    /// Edit distance between two names (insertions, deletions, substitutions and swaps of two
    /// neighbouring characters, the commonest typo), case-insensitive.
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased()), y = Array(b.lowercased())
        return bounded(x, y, limit: max(x.count, y.count)) ?? max(x.count, y.count)
    }

    /// The candidate closest to `name`, if it is close enough to be a plausible typo: at most
    /// `limit` edits (default: a third of the name's length, at least one), and never as many
    /// edits as the name has characters (`d` is no near miss of `a`). Ties go to the candidate
    /// that sorts first, so the suggestion does not depend on the candidates' order.
    public static func closest(to name: String, in candidates: some Sequence<String>, limit: Int? = nil) -> String? {
        let allowed = min(limit ?? max(1, name.count / 3), name.count - 1)
        guard allowed > 0 else { return nil }
        let target = Array(name.lowercased())
        var best: (String, Int)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased())
            // Lengths further apart than the limit (or the best so far) cannot be within it.
            guard abs(other.count - target.count) <= min(allowed, best?.1 ?? allowed) else { continue }
            if let budget, !budget.spend(target.count * (2 * allowed + 1) + 1) { return best?.0 }
            guard let d = bounded(target, other, limit: allowed) else { continue }
            if let current = best, current.1 < d || (current.1 == d && current.0 < candidate) { continue }
            best = (candidate, d)
        }
        return best?.0
    }

    /// "; did you mean 'x'?" or the empty string, ready to append to a message.
    public static func phrase(for name: String, in candidates: some Sequence<String>) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The distance of `x` and `y` when it is at most `limit`, else nil. Only the diagonal band
    /// of width 2·limit+1 is computed, and the rows stop once all of a row exceeds the limit
    /// (a swap reads two rows back, but never below the row between, so stopping is safe).
    static func bounded(_ x: [Character], _ y: [Character], limit: Int) -> Int? {
        if x.isEmpty { return y.count <= limit ? y.count : nil }
        if y.isEmpty { return x.count <= limit ? x.count : nil }
        let infinity = limit + 1
        var beforePrevious = [Int](repeating: infinity, count: y.count + 1)
        var previous = (0...y.count).map { $0 <= limit ? $0 : infinity }
        var current = [Int](repeating: infinity, count: y.count + 1)
        for i in 1...x.count {
            let low = max(1, i - limit), high = min(y.count, i + limit)
            current[0] = i <= limit ? i : infinity
            if low > 1 { current[low - 1] = infinity }
            var rowMinimum = current[0]
            if low <= high {
                for j in low...high {
                    let cost = x[i - 1] == y[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost, infinity)
                    if i > 1 && j > 1 && x[i - 1] == y[j - 2] && x[i - 2] == y[j - 1] {
                        value = min(value, beforePrevious[j - 2] + 1)
                    }
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
            }
            if high < y.count { current[high + 1] = infinity }
            if rowMinimum > limit { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[y.count] <= limit ? previous[y.count] : nil
    }
}
