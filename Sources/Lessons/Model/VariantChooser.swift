/// Picks which variant of a question a learner sees: the same for the same learner, question
/// and attempt (so a session can be replayed), different from the one seen last time, so a
/// review cannot be answered from memory ("a2.layoutSubviews") instead of from the model.
public enum VariantChooser {
    /// The variant (1-based, in 1…`count`) for `learner`'s `attempt`-th sight of `question`;
    /// never `previous` when there are two or more variants.
    public static func choose(
        count: Int, learner: String, question: QuestionReference, attempt: Int = 0, previous: Int? = nil
    ) -> Int {
        guard count > 1 else { return 1 }
        let seed = hash(learner + "\u{0}" + question.description + "\u{0}" + String(attempt))
        var choice = Int(seed % UInt64(count)) + 1
        if let previous, choice == previous {
            // Step to another variant by an offset from the seed, so which one follows is not always "the next".
            let step = Int((seed >> 32) % UInt64(count - 1)) + 1
            choice = (choice - 1 + step) % count + 1
        }
        return choice
    }

    /// The variant of `scenario` (in `lesson`) that one sitting shows `learner`, for every
    /// question on it: a quiz sheet asks each scenario in one variant, so numbers never change
    /// between two of its questions.
    public static func choose(count: Int, learner: String, lesson: String, scenario: String) -> Int {
        choose(
            count: count, learner: learner,
            question: QuestionReference(lesson: lesson, question: "scenario " + scenario))
    }

    /// FNV-1a, 64 bit: stable across runs and platforms (Swift's `Hasher` is seeded per process).
    static func hash(_ text: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        return value
    }
}
