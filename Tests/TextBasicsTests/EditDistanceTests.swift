import Testing
import TextBasics

/// The one edit distance behind every "did you mean …?".
@Suite struct EditDistanceTests {
    @Test func distanceCountsInsertionsDeletionsSubstitutionsAndSwaps() {
        #expect(EditDistance.distance("kitten", "sitting") == 3)
        #expect(EditDistance.distance("layoutSubviews", "layoutSubveiws") == 1)
        #expect(EditDistance.distance("", "abc") == 3)
        #expect(EditDistance.distance("ABC", "abc") == 0)
    }

    @Test func suggestionsAreNearMissesOnly() {
        #expect(
            EditDistance.closest(to: "layoutSubview", in: ["layoutSubviews", "layoutIfNeeded", "setNeedsLayout"])
                == "layoutSubviews")
        #expect(EditDistance.closest(to: "xyz", in: ["layoutSubviews"]) == nil)
        #expect(EditDistance.closest(to: "abc", in: ["xyz"]) == nil)
        #expect(EditDistance.closest(to: "d", in: ["a"]) == nil)
        // A tie goes to the candidate that sorts first, whatever the order given.
        #expect(EditDistance.closest(to: "cat", in: ["cut", "bat"]) == "bat")
        #expect(EditDistance.closest(to: "cat", in: ["bat", "cut"]) == "bat")
        #expect(EditDistance.phrase(for: "layoutSubview", in: ["layoutSubviews"]) == "; did you mean 'layoutSubviews'?")
        #expect(EditDistance.phrase(for: "q", in: ["layoutSubviews"]) == "")
    }

    /// Thousands of misspelt names against thousands of candidates stop suggesting once the
    /// budget is spent, instead of taking quadratic time.
    @Test func suggestionsStayNearWithinBudget() {
        let budget = EditDistance.Budget(cells: 1_000)
        let names = (0..<3_000).map { "question-\($0)" }
        let start = ContinuousClock.now
        EditDistance.$budget.withValue(budget) {
            for index in 0..<3_000 { _ = EditDistance.closest(to: "questoin-\(index)", in: names) }
        }
        #expect(budget.remaining == 0)
        #expect(ContinuousClock.now - start < .seconds(20))
    }
}
