/// What the grader found wrong with an answer, as the tutor shows it after a wrong try and at
/// `:reveal`: the findings, wrapped to the terminal like the rest of the screen, an option's
/// feedback indented under the sentence it belongs to, then the trace rows, which are aligned
/// columns and keep their lines.
public struct AnswerMismatch: Equatable, Sendable {
    /// One sentence per finding; its lines indented by two spaces are the author's feedback.
    public var findings: [String]
    /// The trace heading and its rows.
    public var trace: [String]

    /// A mismatch of `findings` and `trace`.
    public init(findings: [String] = [], trace: [String] = []) {
        self.findings = findings
        self.trace = trace
    }

    /// Whether there is nothing to show (a partly right answer the trace does not explain).
    public var isEmpty: Bool { findings.isEmpty && trace.isEmpty }

    /// The mismatch in lines of at most `columns` columns (trace rows excepted), each ending
    /// in a newline.
    func text(columns: Int) -> String {
        var lines: [String] = []
        for finding in findings {
            var feedback: [String] = []
            func endFeedback() {
                guard !feedback.isEmpty else { return }
                // Feedback is lesson text, hard-wrapped in the YAML like any prose.
                let paragraphs = TerminalText.reflow(feedback.joined(separator: "\n"))
                lines += TerminalText.wrap(paragraphs, columns: columns - 2).map { $0.isEmpty ? "" : "  " + $0 }
                feedback = []
            }
            for line in finding.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("  ") {
                    feedback.append(String(line.dropFirst(2)))
                } else {
                    endFeedback()
                    lines += TerminalText.wrap(String(line), columns: columns)
                }
            }
            endFeedback()
        }
        return (lines + trace).map { $0 + "\n" }.joined()
    }
}
