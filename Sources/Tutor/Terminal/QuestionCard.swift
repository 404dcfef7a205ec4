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
    func render(heading: String, withCode: Bool = true) -> String {
        var text = "\n" + style.bold(heading) + "\n"
        if withCode, let scenario = question.scenario {
            let listing = CodeListing(source: scenario.source, firstLine: question.scenarioFirstLine, markLabel: question.markLabel)
            text += style.dim(UIText.codeHeading(scenario: scenario.name).text(in: language)) + "\n"
            text += listing.render(style: style)
            if listing.markIndex != nil, let label = question.markLabel {
                text += style.dim(wrapped(UIText.markLegend(label: label).text(in: language)))
            }
            text += "\n"
        }
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
            form = .answerForm(question.answerForm)
        }
        text += style.dim(wrapped(form.text(in: language)))
        return text
    }
}
