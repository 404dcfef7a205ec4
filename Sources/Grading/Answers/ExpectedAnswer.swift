import Lessons

/// The right answer to a question, computed by the simulator: the `expect` query's value (or,
/// for `choice`, each option's predicate), checked against the question's kind.
public enum ExpectedAnswer: Equatable, Sendable {
    /// `order` / `set`: the calls or names, in trace order.
    case items([String])
    /// `yesno`.
    case bool(Bool)
    /// `choice`: every option's truth, in option order.
    case options([(id: String, holds: Bool)])
    /// `count`.
    case integer(Int)
    /// `number`, in the question's unit.
    case number(Double)
    /// `frame`.
    case rect(GradingRect)

    /// Compares option lists element by element.
    public static func == (lhs: ExpectedAnswer, rhs: ExpectedAnswer) -> Bool {
        switch (lhs, rhs) {
        case (.items(let a), .items(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.options(let a), .options(let b)): return a.map(\.id) == b.map(\.id) && a.map(\.holds) == b.map(\.holds)
        case (.integer(let a), .integer(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.rect(let a), .rect(let b)): return a == b
        default: return false
        }
    }

    /// For `choice`: the ids of the options that hold.
    public var rightOptions: [String] {
        if case .options(let options) = self { return options.filter(\.holds).map(\.id) }
        return []
    }

    /// Evaluates `question` over `record`; a query of the wrong type for the kind is a lesson error.
    public static func evaluate(_ question: Question, over record: any ScenarioQueries) throws(LessonDiagnostic)
        -> ExpectedAnswer
    {
        if question.kind == .choice {
            var options: [(id: String, holds: Bool)] = []
            for option in question.options {
                let value = try record.evaluate(option.when)
                guard case .bool(let holds) = value else {
                    throw LessonDiagnostic(
                        "option '\(option.id)' of question '\(question.id)': its 'when' gives \(value.typeName) (\(value)), not a Bool",
                        at: option.when.position,
                        hint:
                            "write a comparison or a query that is true or false, e.g. `… .count(\"layoutSubviews\") > 0`"
                    )
                }
                options.append((option.id, holds))
            }
            let right = options.filter(\.holds).count
            if right == 0 {
                throw LessonDiagnostic(
                    "no option of question '\(question.id)' holds in the simulator's run", at: question.position,
                    hint: "at least one option must be right; check the `when:` predicates against `layoutlab run`")
            }
            if !question.multiple, right > 1 {
                throw LessonDiagnostic(
                    "\(right) options of question '\(question.id)' hold, but it is single-answer: "
                        + options.filter(\.holds).map(\.id).joined(separator: ", "),
                    at: question.position, hint: "add `multiple: true`, or change the predicates so exactly one holds")
            }
            return .options(options)
        }
        guard let query = question.expect else {
            throw LessonDiagnostic(
                "question '\(question.id)' has no 'expect' query", at: question.position, hint: "add `expect:`")
        }
        let value = try record.evaluate(query)
        func mismatch(_ needed: String, _ example: String) -> LessonDiagnostic {
            LessonDiagnostic(
                "the query gives \(value.typeName) (\(value)), but a \(question.kind.rawValue) question needs \(needed)",
                at: query.position, hint: "use a query that gives \(needed), e.g. `\(example)`")
        }
        switch question.kind {
        case .order, .set:
            guard case .list(let elements) = value else {
                throw mismatch("a list of calls", "trace.after(\"tap\").calls(\"layoutSubviews\")")
            }
            var items: [String] = []
            for element in elements {
                guard case .string(let text) = element else {
                    throw mismatch("a list of calls", "trace.after(\"tap\").calls(\"layoutSubviews\")")
                }
                items.append(text.hasSuffix("()") ? String(text.dropLast(2)) : text)
            }
            return .items(items)
        case .yesno:
            guard case .bool(let flag) = value else {
                throw mismatch("a Bool", "trace.contains(\"a2.layoutSubviews\")")
            }
            return .bool(flag)
        case .count:
            switch value {
            case .int(let count): return .integer(count)
            case .double(let number) where number == number.rounded() && abs(number) < 1e15:
                return .integer(Int(number))
            default: throw mismatch("a whole number", "trace.after(\"tap\").count(\"layoutSubviews\")")
            }
        case .number:
            switch value {
            case .int(let number): return .number(Double(number))
            case .double(let number): return .number(number)
            default: throw mismatch("a number", "display.hitchTimeMs")
            }
        case .frame:
            guard case .rect(let rect) = value else { throw mismatch("a CGRect", "a2.frame") }
            return .rect(rect)
        case .choice:
            return .options([])
        }
    }
}
