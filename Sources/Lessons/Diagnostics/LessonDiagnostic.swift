import TextBasics

/// A problem in a lesson, quiz or answer sheet: where it is, what is wrong and what to do.
///
/// Every error a user can cause in these files becomes one of these, so the message always
/// starts with `file:line:column`.
public struct LessonDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is.
    public var position: FilePosition
    /// What is wrong, in one sentence.
    public var message: String
    /// What to do about it; shown on its own line.
    public var hint: String?
    /// Further lines (e.g. a scenario diagnostic's source line and caret), shown as they are.
    public var detail: String?
    /// An error fails `layoutlab check`; a warning is printed and does not.
    public var severity: Severity = .error

    /// How serious a problem is.
    public enum Severity: String, Hashable, Sendable {
        /// Fails the check.
        case error
        /// Worth fixing, but does not fail the check (a term the glossary prefers another word for).
        case warning
    }

    /// Creates a diagnostic.
    public init(
        _ message: String, at position: FilePosition, hint: String? = nil, detail: String? = nil,
        severity: Severity = .error
    ) {
        self.severity = severity
        self.message = message
        self.position = position
        self.hint = hint
        self.detail = detail
    }

    /// `file:line:column: error: message` (or `warning:`), then the detail and the hint.
    public var description: String {
        // The file name, the message and the hint may quote a file: each stays on its line and
        // shows control characters escaped. The detail is several lines (a source line, a caret).
        var text = SafeText.line("\(position): \(severity.rawValue): \(message)")
        if let detail, !detail.isEmpty { text += "\n" + SafeText.block(detail) }
        if let hint { text += "\n  hint: " + SafeText.line(hint) }
        return text
    }
}

extension [LessonDiagnostic] {
    /// Sorted by file, line and column, so output is stable whatever order checks ran in.
    public func sortedByPosition() -> [LessonDiagnostic] {
        sorted {
            ($0.position.file, $0.position.line, $0.position.column, $0.message)
                < ($1.position.file, $1.position.line, $1.position.column, $1.message)
        }
    }
}

extension LessonDiagnostic {
    /// The same problem, saying which variant of a `vary:` scenario it is in (`view=b7, width=120`).
    public func inVariant(_ label: String) -> LessonDiagnostic {
        var copy = self
        copy.message += " (in the variant \(label))"
        return copy
    }
}
