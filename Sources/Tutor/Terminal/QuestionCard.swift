import Lessons

/// A question as the learner first sees it, in study and in a quiz alike: its scenario with
/// line numbers and the question's moment marked, the prompt, the options, and the form of
/// answer expected with an example.
struct QuestionCard {
    let question: any StudyQuestion
    let language: Language
    let style: TextStyle
    let columns: Int

    /// `text` wrapped to the width, with a final newline.
    private func wrapped(_ text: String) -> String {
        TerminalText.wrap(text, columns: columns).joined(separator: "\n") + "\n"
    }

    /// The card under `heading`; `withCode: false` leaves the listing out (shown again after
    /// `:read`, where the learner has just seen it).
    /// `:code`, in study and in a quiz: the scenario with its moment marked, then the view
    /// tree as it stands at that moment, or why it cannot be shown (never the tree at the end,
    /// which could be the answer).
    func codeAtMoment() -> String {
        guard let scenario = question.scenario else { return wrapped(UIText.noScenario.text(in: language)) }
        var text = style.bold(UIText.codeHeading(scenario: scenario.name).text(in: language)) + "\n"
        text += CodeListing(source: scenario.source, firstLine: question.scenarioFirstLine, moment: question.moment)
            .render(style: style, columns: columns)
        if let tree = question.viewTree() {
            text +=
                style.bold(UIText.treeAtMomentHeading(question.moment.setUp).text(in: language)) + "\n" + tree.render()
        } else {
            text += wrapped(UIText.noTreeAtMoment(question.moment.setUp).text(in: language))
        }
        return text
    }

    /// `:trace`: before the question is settled, what the simulator did before its moment;
    /// after, the question's window, as a call tree grouped by pass.
    func trace(answered: Bool) -> String {
        guard let scenario = question.scenario else { return wrapped(UIText.noTrace.text(in: language)) }
        let rows = question.traceRows(answered: answered)
        let heading: UIText
        if !answered {
            guard !rows.isEmpty else {
                return wrapped(UIText.traceNothingBeforeMoment(question.moment.setUp).text(in: language))
            }
            heading = .traceUntilMomentHeading(scenario: scenario.name, moment: question.moment.setUp)
        } else {
            guard !rows.isEmpty else { return wrapped(UIText.noTrace.text(in: language)) }
            heading = .traceHeading(scenario: scenario.name)
        }
        return style.bold(heading.text(in: language)) + "\n"
            + TraceDiagram(rows: rows).render(style: style, language: language)
    }

    /// On a terminal of `maxLines` rows too short for the whole card, the listing shows the
    /// lines around ▶ (or its first lines), so the moment and the prompt are both on screen.
    func render(heading: String, withCode: Bool = true, maxLines: Int? = nil) -> String {
        let tail = promptAndForm()
        var text = "\n" + style.bold(heading) + "\n"
        if withCode, let scenario = question.scenario {
            let listing = CodeListing(
                source: scenario.source, firstLine: question.scenarioFirstLine, moment: question.moment)
            let legend =
                listing.markIndex != nil
                ? style.dim(wrapped(UIText.momentLegend(question.moment).text(in: language))) : ""
            let codeHeading = style.dim(UIText.codeHeading(scenario: scenario.name).text(in: language)) + "\n"
            var window: Range<Int>?
            if let maxLines {
                let around = maxLines - QuestionCard.lineCount(text + codeHeading + legend + "\n" + tail)
                window = QuestionCard.window(of: listing, rows: around, columns: columns)
            }
            text += codeHeading
            text += listing.render(style: style, columns: columns, window: window) {
                UIText.codeLinesHidden(first: $0, last: $1).text(in: language)
            }
            text += legend + "\n"
        }
        return text + tail
    }

    /// Screen lines in `text` (each wrapped line ends in a newline).
    static func lineCount(_ text: String) -> Int { text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) } }

    /// The listing's lines to show in `rows` screen rows: all of them when they fit, else a
    /// stretch with ▶ a third of the way down (what leads up to the moment matters most), or
    /// the first lines without a mark. At least five lines, whatever the height.
    static func window(of listing: CodeListing, rows: Int, columns: Int) -> Range<Int>? {
        let count = listing.lines.count
        guard listing.height(columns: columns) > rows else { return nil }
        var size = max(5, rows - 2)
        while true {
            let start: Int
            if let mark = listing.markIndex {
                start = max(0, min(mark - size / 3, count - size))
            } else {
                start = 0
            }
            let window = start..<min(count, start + size)
            if size <= 5 || listing.height(columns: columns, window: window) <= rows { return window }
            size -= 1
        }
    }

    /// The prompt, the options and the form of answer expected.
    private func promptAndForm() -> String {
        var text = ""
        text += wrapped(TerminalText.reflow(question.prompt(in: language)))
        for option in question.options(in: language) {
            let lines = TerminalText.wrap(option.label, columns: columns - 6)
            for (index, line) in lines.enumerated() {
                text += (index == 0 ? "  \(option.letter)) " : "     ") + line + "\n"
            }
        }
        let form: UIText
        if question.answerForm == .yesNo, language == .zh {
            // 会不会 is answered 会/不会, 需要…吗 需要/不需要: never 是/否 for every question.
            let words = ChineseYesNo.words(for: question.prompt(in: language))
            form = .yesNoForm(yes: words.yes, no: words.no)
        } else {
            form = .answerForm(question.answerForm, example: question.answerExample)
        }
        text += style.dim(wrapped(form.text(in: language)))
        return text
    }
}
