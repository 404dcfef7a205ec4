import Lessons

/// Why an answer could not be read, and the form that was expected: shown instead of a wrong mark.
public struct UnreadableAnswer: Error, Equatable, Sendable {
    /// What was wrong with the text.
    public enum Problem: Error, Equatable, Sendable {
        /// Nothing was written.
        case empty
        /// An item is not `receiver.method` (or a name).
        case notACall(String)
        /// A word that is none of the option ids.
        case unknownOption(String)
        /// Several options for a single-answer question.
        case tooManyOptions
        /// Not a number.
        case notANumber(String)
        /// A number, but `count` needs a whole one (`1.5`).
        case notAWholeNumber(String)
        /// A receiver or method the scenario does not have (a typo: it costs no try).
        case unknownName(ScenarioVocabulary.Unknown)
        /// A unit that does not convert to the question's.
        case wrongUnit(String)
        /// A time in frames for a scenario whose frame length is not one known value (no
        /// display ran): it cannot be converted to ms.
        case frameLengthUnknown
        /// Not yes or no.
        case notYesNo(String)
        /// Not four numbers.
        case notARect(String)
    }

    /// What was wrong.
    public var problem: Problem
    /// The question's kind, for the "write it like this" part.
    public var kind: QuestionKind
    /// For `choice`: the option ids; for `number`: the unit name.
    public var choices: [String]
    /// For `number`: the unit.
    public var unit: NumberUnit?
    /// Whether calls are expected as `receiver.method` (else plain names).
    public var expectsCalls: Bool
    /// For `choice`: whether several options may hold.
    public var multiple = false
    /// The question's own example of an answer (`example:`), if it gives one.
    public var example: String?
    /// For a yes/no question asked in Chinese: the words it is answered with (`ChineseYesNo`).
    public var chineseYes = "会", chineseNo = "不会"

    /// The form the answer should take: the tutor says it in the same words before the first try.
    public var form: AnswerForm {
        AnswerForm.of(kind: kind, multiple: multiple, namesOnly: !expectsCalls, unit: unit?.rawValue)
    }

    /// How to write the answer, in `language`: the same sentence the tutor shows under the question.
    public func formText(in language: Language) -> String {
        form.text(example: example ?? form.usualExample, in: language, yes: chineseYes, no: chineseNo)
    }

    /// Creates an unreadable-answer report.
    public init(
        _ problem: Problem, kind: QuestionKind, choices: [String] = [], unit: NumberUnit? = nil,
        expectsCalls: Bool = true
    ) {
        self.problem = problem
        self.kind = kind
        self.choices = choices
        self.unit = unit
        self.expectsCalls = expectsCalls
    }
}
