import Lessons

/// Partial credit for a readable answer that is not fully right (issue 13, "Answering"):
///
/// - `order`: the longest common subsequence of the learner's calls with the simulator's, over
///   the longer of the two lists: `a1 → a2 → a3` for `a1 → a3` scores 2/3.
/// - `set` and multiple-answer `choice`: right items minus wrong ones, over the number expected,
///   never below 0: `{a1, a2, x}` for `{a1, a2, a3}` scores (2 − 1)/3.
/// - every other kind: 0 (a value is right or wrong).
///
/// Only full credit (1) is a right answer; the tutor counts a question as learned only then.
public enum PartialCredit {
    /// The score of `answered` against `expected`, from 0 to 1.
    public static func score(expected: ExpectedAnswer, answered: LearnerAnswer, kind: QuestionKind) -> Double {
        switch expected {
        case .items(let want):
            guard case .items(let answeredItems) = answered else { return 0 }
            let want = want.map { $0.lowercased() }, given = answeredItems.map { $0.lowercased() }
            return kind == .order ? ordered(want, given) : unordered(want, given)
        case .options(let options):
            guard case .options(let picked) = answered else { return 0 }
            let right = options.filter(\.holds).map { $0.id.lowercased() }
            guard right.count > 1 else { return 0 }
            return unordered(right, picked.map { $0.lowercased() })
        case .bool, .integer, .number, .rect:
            return 0
        }
    }

    /// LCS / max(len expected, len given).
    static func ordered(_ want: [String], _ given: [String]) -> Double {
        let longest = max(want.count, given.count)
        guard longest > 0 else { return 1 }
        return Double(longestCommonSubsequence(want, given)) / Double(longest)
    }

    /// (right − wrong) / expected, as multisets, never below 0.
    static func unordered(_ want: [String], _ given: [String]) -> Double {
        guard !want.isEmpty else { return given.isEmpty ? 1 : 0 }
        var remaining: [String: Int] = [:]
        for item in want { remaining[item, default: 0] += 1 }
        var right = 0, wrong = 0
        for item in given {
            if let count = remaining[item], count > 0 {
                remaining[item] = count - 1
                right += 1
            } else {
                wrong += 1
            }
        }
        return max(0, Double(right - wrong) / Double(want.count))
    }

    /// The length of the longest common subsequence (two rows of the usual table). The items
    /// are numbered first (equal strings, by String's equality, get one number), so the table's
    /// a.count × b.count cells compare integers, not strings.
    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var numbers: [String: Int] = [:]
        func number(_ item: String) -> Int {
            if let known = numbers[item] { return known }
            numbers[item] = numbers.count
            return numbers.count - 1
        }
        let x = a.map(number), y = b.map(number)
        var previous = [Int](repeating: 0, count: b.count + 1)
        var current = previous
        for i in 1...a.count {
            for j in 1...b.count {
                current[j] = x[i - 1] == y[j - 1] ? previous[j - 1] + 1 : max(previous[j], current[j - 1])
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
