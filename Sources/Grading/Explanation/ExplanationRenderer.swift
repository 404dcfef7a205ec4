import Lessons

/// Puts an explanation into plain-text lines in the learner's language (reports and the tutor).
public enum ExplanationRenderer {
    /// The explanation as lines: findings, the trace slice, then the author's explanation.
    public static func lines(_ explanation: Explanation, language: Language) -> [String] {
        var lines: [String] = []
        for finding in explanation.findings {
            lines.append(contentsOf: sentence(finding, language).split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        if !explanation.slice.isEmpty {
            lines.append(GradingStrings.traceHeading(explanation.windowLabel, language))
            for event in explanation.slice {
                lines.append(traceLine(event, highlighted: explanation.highlighted.contains(event.seq), language: language))
            }
            if explanation.omittedEvents > 0 { lines.append("  " + GradingStrings.moreEvents(explanation.omittedEvents, language)) }
        }
        if let author = explanation.authorText, !author.isEmpty {
            lines.append(GradingStrings.authorHeading(language))
            lines.append(contentsOf: author.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 })
        }
        return lines.map { $0.hasSuffix(" ") ? $0.trimming(" ") : $0 }
    }

    /// One finding as a sentence.
    public static func sentence(_ finding: Finding, _ language: Language) -> String {
        switch finding {
        case .missed(_, let chain):
            return GradingStrings.missed(chainText(chain, language), language)
        case .extra(let call, let reason):
            return GradingStrings.extra(call, reason, language)
        case .firstDifference(let position, let expected, let answered):
            return GradingStrings.firstDifference(position, expected, answered, language)
        case .value(let expected, let answered, let tolerance):
            return GradingStrings.value(expected, answered, tolerance, language)
        case .option(let id, let label, let picked, let predicate, let feedback):
            var text = GradingStrings.option(id, label, picked: picked, predicate, language)
            if let feedback, !feedback.isEmpty { text += "\n  " + feedback.replacingOccurrences(of: "\n", with: "\n  ") }
            return text
        case .hitch(let frame, let budget):
            return GradingStrings.hitch(frame, budgetMs: budget, language)
        case .noHitch(let frames, let budget):
            return GradingStrings.noHitch(frames: frames, budgetMs: budget, language)
        case .offscreen(let passes, let frame):
            return GradingStrings.offscreen(passes, frame: frame, language)
        case .backingStore(let store):
            return GradingStrings.backingStore(store, language)
        case .fact(let sentence):
            return sentence
        case .counted(let chain):
            return GradingStrings.counted(chainText(chain, language), language)
        case .unreadable(let answer):
            // A typo in a name is answered by the name meant; the form of the answer was fine.
            if case .unknownName = answer.problem { return GradingStrings.problem(answer.problem, language) }
            return GradingStrings.problem(answer.problem, language) + "\n" + GradingStrings.expectedForm(answer, language)
        }
    }

    /// `a2.layoutSubviews ← commit #2 ← a2.setNeedsLayout() at line 12`.
    public static func chainText(_ chain: [ChainLink], _ language: Language) -> String {
        // No space before the full-width bracket of Chinese: `setConstant()（第 81 行）`.
        chain.map { link in link.line.map { link.text + (language == .zh ? "" : " ") + GradingStrings.atLine($0, language) } ?? link.text }
            .joined(separator: " ← ")
    }

    /// `* #14  16.7 ms  f1  layout  a2.layoutSubviews  ← #12`: one event of the slice; `*` marks
    /// the events the findings are about, `← #12` or `← line 18` is the event's cause.
    public static func traceLine(_ event: TraceDigest.Event, highlighted: Bool, language: Language) -> String {
        var text = (highlighted ? "* " : "  ") + "#\(event.seq)".padding(5) + " " + (NumberText.format(event.time) + " ms").padding(9, left: true)
        text += "  f\(event.frame)".padding(6) + "  " + event.phase.padding(13) + " " + event.summary
        switch event.cause {
        case .event(let seq): text += "  ← #\(seq)"
        case .source(let line, _): text += "  ← " + GradingStrings.sourceLine(line, language)
        case .none: break
        }
        // Full-width brackets in Chinese lines, as everywhere else in them.
        if let reason = event.reason, !reason.isEmpty { text += language == .zh ? "  （\(reason)）" : "  (\(reason))" }
        return text
    }
}

extension String {
    /// Pads with spaces to `width` characters (on the left when `left`), never truncating.
    func padding(_ width: Int, left: Bool = false) -> String {
        let pad = String(repeating: " ", count: max(0, width - count))
        return left ? pad + self : self + pad
    }
}
