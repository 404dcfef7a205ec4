import Simulator
import TextBasics

/// An error in a scenario, or a limit it hit, pointing at the source text that caused it.
///
/// `rendered(source:)` prints it in the compiler's style:
/// ```
/// error: unknown method 'layoutSubview' on UIView
///  --> lessons/03-layout-pass/lesson.yaml:14:8
/// 14 |     a2.layoutSubview()
///    |        ^^^^^^^^^^^^^ did you mean 'layoutSubviews'?
/// ```
public struct Diagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in the terms a diagnostic test or a tool can switch on.
    public enum Kind: String, Sendable, CaseIterable {
        /// The text is not valid in the scenario subset of Swift.
        case syntax
        /// Valid Swift, but outside the subset scenarios support.
        case unsupported
        /// A name that nothing in scope declares.
        case unknownName
        /// A property or method the receiver does not have.
        case unknownMember
        /// A call whose argument labels match no initializer or function.
        case unknownLabel
        /// A value of the wrong type for the operation.
        case type
        /// Assigning to a `let` constant or a read-only property.
        case immutable
        /// A failure while running: nil unwrapped, index out of range, division by zero.
        case runtime
        /// The sandbox stopped a runaway scenario: steps, call depth, object count or memory.
        case limit
    }

    /// What went wrong.
    public var kind: Kind
    /// One sentence: what is wrong.
    public var message: String
    /// The source text the message is about.
    public var range: SourceRange
    /// What to do about it, when there is something better to say than the message.
    public var hint: String?
    /// The name the author probably meant ("did you mean …?"), found by edit distance.
    public var suggestion: String?
    /// The scenario's source line at `range.start`, kept so the diagnostic renders on its own.
    public var sourceLine: String?
    /// Columns of `sourceLine` that precede the scenario's text (the YAML indentation).
    public var columnOffset: Int

    /// Creates a diagnostic; the interpreter fills `sourceLine` when it reports it.
    public init(
        kind: Kind, message: String, range: SourceRange, hint: String? = nil, suggestion: String? = nil,
        sourceLine: String? = nil, columnOffset: Int = 0
    ) {
        self.kind = kind
        self.message = message
        self.range = range
        self.hint = hint
        self.suggestion = suggestion
        self.sourceLine = sourceLine
        self.columnOffset = columnOffset
    }

    /// Where the problem starts.
    public var location: SourceLocation { range.start }
    /// How many columns the caret underline covers.
    public var length: Int { range.length }

    /// `file:line:column: error: message`, one line for logs.
    public var description: String { SafeText.line("\(location): error: \(message)") }

    /// The multi-line block a person reads. `source` is the text of the file the location
    /// names (a `.yaml` lesson when the scenario is embedded); without it the scenario line
    /// captured when the error was raised is shown.
    public func rendered(source: String? = nil) -> String {
        // The message, the source line, the suggestion and the file name can all hold text from
        // the file: each is escaped onto its one line.
        var text = "error: \(SafeText.line(message))\n"
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        text += " --> \(SafeText.line(location.description))\n"
        var lineText: String?
        var caretColumn = location.column
        if let source {
            let lines = source.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            if location.line >= 1 && location.line <= lines.count {
                lineText = String(lines[location.line - 1])
            }
        } else if let sourceLine {
            lineText = String(repeating: " ", count: columnOffset) + sourceLine
        }
        if let lineText {
            var shown = SafeText.line(lineText.replacingTabs())
            caretColumn = min(caretColumn, shown.count + 1)
            var underlined = length
            // A very long line (a generated chain of 2,000 operators) is shown as a window around
            // the caret, so one error cannot print megabytes.
            let window = 240
            if shown.count > window {
                let first = max(0, min(caretColumn - 1 - 40, shown.count - window))
                let characters = Array(shown)
                let cut = String(characters[first..<min(characters.count, first + window)])
                shown = (first > 0 ? "…" : "") + cut + (first + window < characters.count ? "…" : "")
                caretColumn = caretColumn - first + (first > 0 ? 1 : 0)
                underlined = max(1, min(length, window - (caretColumn - 1) + 1))
            }
            text += "\(number) | \(shown)\n"
            var underline = "\(gutter) | " + String(repeating: " ", count: max(0, caretColumn - 1))
            underline += String(repeating: "^", count: underlined)
            if let suggestion { underline += " did you mean '\(SafeText.line(suggestion))'?" }
            text += underline + "\n"
        } else if let suggestion {
            text += "\(gutter) = did you mean '\(SafeText.line(suggestion))'?\n"
        }
        if let hint { text += "\(gutter) = hint: \(SafeText.line(hint))\n" }
        return text
    }
}

extension String {
    /// Tabs become one space so caret columns (counted in characters) line up.
    fileprivate func replacingTabs() -> String {
        String(map { $0 == "\t" ? " " : $0 })
    }
}
