import Lessons
import TextBasics

/// Puts an explanation into plain-text lines in the learner's language (reports and the tutor).
public enum ExplanationRenderer {
    /// The explanation as lines: findings, the trace slice, then the author's explanation.
    /// Made once per explanation and language, and kept with the explanation.
    public static func lines(_ explanation: Explanation, language: Language) -> [String] {
        explanation.renderedLines.lines(in: language) { render(explanation, language: language) }
    }

    /// `lines`, made anew.
    static func render(_ explanation: Explanation, language: Language) -> [String] {
        var lines: [String] = []
        for finding in explanation.findings {
            lines.append(
                contentsOf: sentence(finding, language).split(separator: "\n", omittingEmptySubsequences: false).map(
                    String.init))
        }
        lines += traceSection(explanation, language: language)
        if let author = explanation.authorText, !author.isEmpty {
            lines.append(GradingStrings.authorHeading(language))
            lines.append(contentsOf: author.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 })
        }
        return lines.map { $0.utf8.last == UInt8(ascii: " ") ? $0.trimming(" ") : $0 }
    }

    /// The trace slice under its heading, then how many events were left out; nothing when
    /// the explanation has no slice.
    public static func traceSection(_ explanation: Explanation, language: Language) -> [String] {
        guard !explanation.slice.isEmpty else { return [] }
        var lines = [GradingStrings.traceHeading(explanation.windowLabel, language)]
        lines += traceLines(explanation, language: language)
        if explanation.omittedEvents > 0 {
            lines.append("  " + GradingStrings.moreEvents(explanation.omittedEvents, language))
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
            if let feedback, !feedback.isEmpty {
                text += "\n  " + feedback.replacingOccurrences(of: "\n", with: "\n  ")
            }
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
            return GradingStrings.problem(answer.problem, language) + "\n" + answer.formText(in: language)
        }
    }

    /// `a2.layoutSubviews ← commit 2 ← a2.setNeedsLayout() at line 12`, in `language`.
    public static func chainText(_ chain: [ChainLink], _ language: Language) -> String {
        // No space before the full-width bracket of Chinese: `setConstant()（第 81 行）`.
        chain.map { link in
            let text = link.commit.map { TraceWords.commit($0, language) } ?? link.text
            return link.line.map { text + (language == .zh ? "" : " ") + GradingStrings.atLine($0, language) } ?? text
        }
        .joined(separator: " ← ")
    }

    /// The slice as aligned lines in `language`, one per event:
    ///
    ///     * 17.1 ms  frame 1  layout  a2.layoutSubviews  ← commit 2 (needsLayout)
    ///
    /// `*` marks the events the findings are about; then the simulated time, the frame, the
    /// phase, the call (a commit by its number), and what made it happen — the call or commit
    /// it came from, or the scenario's line — never an event number the reader is not shown.
    /// Columns are padded by terminal width, so Hangul and Han line up too.
    static func traceLines(_ explanation: Explanation, language: Language) -> [String] {
        let rows = explanation.slice.map { event in
            (
                time: NumberText.format(event.time) + " ms", frame: TraceWords.frame(event.frame, language),
                phase: TraceWords.phase(event.phase, language),
                rest: traceCall(event, cause: explanation.causes[event.seq], language: language),
                marked: explanation.highlighted.contains(event.seq)
            )
        }
        let timeWidth = rows.map { displayWidth($0.time) }.max() ?? 0
        let frameWidth = rows.map { displayWidth($0.frame) }.max() ?? 0
        let phaseWidth = rows.map { displayWidth($0.phase) }.max() ?? 0
        return rows.map { row in
            (row.marked ? "* " : "  ") + pad(row.time, to: timeWidth, left: true) + "  "
                + pad(row.frame, to: frameWidth) + "  "
                + pad(row.phase, to: phaseWidth) + "  " + row.rest
        }
    }

    /// One event's call, cause and reason in `language`: `a2.layoutSubviews  ← commit 2 (needsLayout)`.
    public static func traceCall(_ event: TraceDigest.Event, cause: ChainLink?, language: Language) -> String {
        var text = event.commit.map { TraceWords.commit($0, language) } ?? event.summary
        switch event.cause {
        case .event: if let cause { text += "  ← " + chainText([cause], language) }
        case .source(let line, _): text += "  ← " + TraceWords.line(line, language)
        case .none: break
        }
        // Full-width brackets in Chinese lines, as everywhere else in them.
        if let reason = event.reason, !reason.isEmpty {
            let words = TraceWords.note(reason, language)
            text += language == .zh ? "（\(words)）" : " (\(words))"
        }
        return text
    }

    /// Terminal columns of `text`: Hangul, Han and other wide characters take two.
    static func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + (CJK.isWide($1) ? 2 : 1) }
    }

    /// `text` padded with spaces to `width` terminal columns (on the left when `left`).
    static func pad(_ text: String, to width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - displayWidth(text)))
        return left ? padding + text : text + padding
    }
}
