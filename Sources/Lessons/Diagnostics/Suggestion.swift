/// "Did you mean …?" suggestions: the closest name by edit distance, if it is close enough.
public enum Suggestion {
    /// Work allowed for suggestions while one library loads, in edit-distance table cells.
    /// Thousands of misspelt references against thousands of names would otherwise cost
    /// references × names distance tables (quadratic: 3,000 of them took 15 s); once the budget
    /// is spent the messages stay and only the "did you mean" is left out.
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

    /// The budget of the library being loaded (`LessonLibrary.load` sets one); none means unbounded.
    @TaskLocal public static var budget: Budget?

    /// The default budget of one load: about a tenth of a second of work.
    public static let cellsPerLoad = 20_000_000

    /// The candidate nearest to `word`, or nil when none is within a third of its length (min 1,
    /// and never the whole word: `d` is not a near miss of `a`).
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = min(max(1, word.count / 3), word.count - 1)
        guard limit > 0 else { return nil }
        let target = Array(word.lowercased())
        var best: (String, Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            // Lengths further apart than the limit cannot be within it: no table needed.
            guard abs(other.count - target.count) <= min(limit, (best?.1 ?? Int.max) - 1) else { continue }
            if let budget, !budget.spend(target.count * (2 * limit + 1) + 1) { return best?.0 }
            if let distance = boundedDistance(target, other, limit: limit), distance < (best?.1 ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        return boundedDistance(a, b, limit: max(a.count, b.count)) ?? max(a.count, b.count)
    }

    /// The Levenshtein distance of `a` and `b` when it is at most `limit`, else nil. Only the
    /// diagonal band of width 2·limit+1 is computed, and the rows stop once all exceed the limit.
    static func boundedDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
        if a.isEmpty { return b.count <= limit ? b.count : nil }
        if b.isEmpty { return a.count <= limit ? a.count : nil }
        let infinity = limit + 1
        var previous = (0...b.count).map { $0 <= limit ? $0 : infinity }
        var current = [Int](repeating: infinity, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[0] = i <= limit ? i : infinity
            if low > 1 { current[low - 1] = infinity }
            var rowMinimum = current[0]
            if low <= high {
                for j in low...high {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    let value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost, infinity)
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
            }
            if high < b.count { current[high + 1] = infinity }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// "; did you mean 'x'?" or the empty string, ready to append to a message.
    public static func phrase(for word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
