import Lessons

/// The shape of answer a question takes, said with an example before the first try
/// ("calls in order, e.g. `v.layoutSubviews, w.draw`") and again when an answer cannot be
/// read, in the same words (`text(example:in:)`). It comes from the same place the grader
/// reads answers from (the kind, and for lists whether the simulator's items are calls or
/// names), so the prompt and the grader agree. Examples use names no scenario
/// has (`v`, `w`), so they never hint at the answer; a number or letter could be the answer,
/// so a question may give its own (`example:`) and `layoutlab check` fails one that grades right.
public enum AnswerForm: Equatable, Sendable {
    /// Calls, `receiver.method`, in the order they ran.
    case callsInOrder
    /// Calls in any order.
    case calls
    /// Names (of views, layers) in any order.
    case names
    /// Names in order.
    case namesInOrder
    /// Yes or no.
    case yesNo
    /// One option letter.
    case letter
    /// One or more option letters.
    case letters
    /// A whole number.
    case count
    /// A number with this unit.
    case number(unit: String)
    /// A rectangle.
    case frame

    /// The form for `kind` (lists of calls unless `namesOnly`; a number in ms unless `unit`,
    /// as the grader reads it).
    public static func of(kind: QuestionKind, multiple: Bool = false, namesOnly: Bool = false, unit: String? = nil)
        -> AnswerForm
    {
        switch kind {
        case .order: return namesOnly ? .namesInOrder : .callsInOrder
        case .set: return namesOnly ? .names : .calls
        case .yesno: return .yesNo
        case .choice: return multiple ? .letters : .letter
        case .count: return .count
        case .number: return .number(unit: unit ?? NumberUnit.ms.rawValue)
        case .frame: return .frame
        }
    }

    /// The example said with the form when the question gives none: names no scenario has,
    /// a whole number of bytes or frames (a fraction of either is not an answer).
    public var usualExample: String {
        switch self {
        case .callsInOrder, .calls: return "v.layoutSubviews, w.draw"
        case .names, .namesInOrder: return "v, w"
        case .yesNo: return ""
        case .letter: return "a"
        case .letters: return "a, c"
        case .count: return "2"
        case .number(let unit): return unit == "bytes" ? "4096 bytes" : unit == "frames" ? "3 frames" : "12.5 \(unit)"
        case .frame: return "(0, 0, 320, 44)"
        }
    }
}
