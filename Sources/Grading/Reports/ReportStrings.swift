import Lessons

/// The one-line messages of the CI reports, in the sheet's language (the labels are the text
/// report's own, so every format says it the same way).
enum ReportStrings {
    /// `expected a2.layoutSubviews, got a1.layoutSubviews`.
    static func mismatch(expected: String, got: String, _ language: Language) -> String {
        switch language {
        case .en: return "expected \(expected), got \(got)"
        case .ko, .zh:
            let labels = GradingStrings.answerLabels(language)
            let separator = language == .zh ? "；" : "; "
            return GradingStrings.labelled(labels.expected, expected, language) + separator
                + GradingStrings.labelled(labels.answer, got, language)
        }
    }

    /// No answer was given.
    static func unanswered(_ language: Language) -> String {
        switch language {
        case .en: return "not answered"
        case .ko: return "답하지 않음"
        case .zh: return "未作答"
        }
    }

    /// After a wrong answer's `# TODO` in TAP: it does not fail the sheet, which passed.
    static func sheetPassed(_ language: Language) -> String {
        switch language {
        case .en: return "the sheet reached the passing score"
        case .ko: return "이 답안지는 합격선을 넘었어요"
        case .zh: return "这份答题卡已达到及格线"
        }
    }

    /// The answer could not be read.
    static func unreadable(_ answer: String, _ language: Language) -> String {
        GradingStrings.outcome(.unreadable, language) + ": " + answer
    }
}
