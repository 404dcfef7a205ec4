import Lessons
import Simulator
import TextBasics

/// The class report a teacher opens in a browser (`--format html`): one self-contained page, its
/// style inline, no script, nothing fetched from the network. From the top: how many passed and
/// the class mean; a histogram of scores (inline SVG) with the pass mark drawn on it; per
/// question the share of the class that got it right and its most common wrong answers, each
/// with the explanation the grader gave (item analysis); the class table; and per learner the
/// details, folded in `<details>`, as the text report gives them. Sheets are summed up as they
/// are graded and their details kept as finished HTML; the page is written at the end, in the
/// language `--lang` names or else the one most sheets were answered in.
public struct HTMLReport: ReportWriter {
    let context: ReportContext
    var summary = ClassSummary()
    var details: [String] = []

    public init(context: ReportContext) {
        self.context = context
    }

    public mutating func header() -> String { "" }

    public mutating func sheet(_ result: SheetResult) -> String {
        summary.add(result)
        details.append(Self.details(result, anchor: "s\(details.count + 1)"))
        return ""
    }

    public mutating func footer() -> String {
        let language = summary.language(chosen: context.language)
        let title = summary.heading(in: language) ?? "layoutlab grade"
        var html = """
            <!DOCTYPE html>
            <html lang="\(ClassReportStrings.htmlLanguage(language))">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Self.escape(title))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <h1>\(Self.escape(title))</h1>
            <p class="meta">\(Self.escape(ClassReportStrings.gradedAt(context.timestampText, language)))</p>

            """
        html += overview(language)
        html += histogram(language)
        html += itemAnalysis(language)
        html += classTable(language)
        html +=
            "<h2 id=\"learners\">\(ClassReportStrings.eachLearner(language))</h2>\n" + details.joined()
            + "</body>\n</html>\n"
        return html
    }

    func overview(_ language: Language) -> String {
        let rows = summary.rows
        var cards = [
            (
                "passed", ClassReportStrings.passedOf(summary.passedCount, rows.count, language),
                ClassReportStrings.reachedPassMark(NumberText.format(summary.passMark), language)
            ),
            ("mean", ClassSummary.percent(summary.meanPercent) + "%", ClassReportStrings.meanOfGraded(language)),
        ]
        if summary.brokenCount > 0 {
            cards.append(("broken", "\(summary.brokenCount)", ClassReportStrings.couldNotBeGraded(language)))
        }
        return "<section class=\"cards\">\n"
            + cards.map { kind, value, label in
                "<div class=\"card \(kind)\"><b>\(Self.escape(value))</b><span>\(Self.escape(label))</span></div>\n"
            }.joined() + "</section>\n"
    }

    /// Ten bars, 0–9 % … 90–100 %, the pass mark as a dashed line; sizes in the SVG's own units.
    func histogram(_ language: Language) -> String {
        let buckets = summary.histogram
        let widest = max(1, buckets.max() ?? 1)
        let width = 600.0, height = 180.0, bar = width / 10
        var svg =
            "<svg class=\"histogram\" viewBox=\"0 -16 \(Int(width)) \(Int(height + 56))\" role=\"img\" aria-label=\"\(Self.escape(ClassReportStrings.scores(language)))\">\n"
        for (index, count) in buckets.enumerated() {
            let barHeight = Double(count) / Double(widest) * height
            let x = Double(index) * bar
            let passing = Double(index * 10) >= summary.passMark
            svg +=
                "<rect x=\"\(NumberText.format(x + 4))\" y=\"\(NumberText.format(height - barHeight))\" width=\"\(NumberText.format(bar - 8))\""
                + " height=\"\(NumberText.format(barHeight))\" class=\"\(passing ? "pass" : "fail")\"><title>\(index * 10)–\(index == 9 ? 100 : index * 10 + 9)%: \(count)</title></rect>\n"
            svg +=
                "<text x=\"\(NumberText.format(x + bar / 2))\" y=\"\(NumberText.format(height - barHeight - 4))\" class=\"count\">\(count)</text>\n"
            svg +=
                "<text x=\"\(NumberText.format(x + bar / 2))\" y=\"\(Int(height + 16))\" class=\"axis\">\(index * 10)%</text>\n"
        }
        let markX = NumberText.format(summary.passMark / 100 * width)
        svg += "<line x1=\"\(markX)\" y1=\"0\" x2=\"\(markX)\" y2=\"\(Int(height))\" class=\"mark\"/>\n"
        svg +=
            "<text x=\"\(markX)\" y=\"\(Int(height + 34))\" class=\"axis mark-label\">\(Self.escape(ClassReportStrings.passMark(NumberText.format(summary.passMark), language)))</text>\n"
        return "<h2>\(ClassReportStrings.scores(language))</h2>\n" + svg + "</svg>\n"
    }

    func itemAnalysis(_ language: Language) -> String {
        let columns = ClassReportStrings.questionColumns(language)
        var html =
            "<h2>\(ClassReportStrings.questions(language))</h2>\n<table class=\"items\">\n<thead><tr><th>\(columns.question)</th>"
            + "<th>\(columns.right)</th><th>\(columns.points)</th><th>\(columns.wrong)</th></tr></thead>\n<tbody>\n"
        for question in summary.questions {
            let share = question.shareRight * 100
            html += "<tr><td class=\"id\">\(Self.escape(question.id))</td>"
            html +=
                "<td class=\"share\"><div class=\"meter\"><div style=\"width:\(ClassSummary.percent(share))%\"></div></div>"
                + "\(ClassSummary.percent(share))%<small> (\(question.right)/\(question.answered))</small></td>"
            let mean = question.answered == 0 ? 0 : question.earned / Double(question.answered)
            html += "<td>\(NumberText.format((mean * 100).rounded() / 100))/\(question.points)</td><td>"
            let common = question.commonWrong.prefix(3)
            for wrong in common {
                html += "<details><summary><code>\(Self.escape(wrong.answer))</code> ×\(wrong.count)</summary>"
                html +=
                    "<p>\(ClassReportStrings.simulatorSaid(language))<code>\(Self.escape(wrong.expected))</code></p>"
                html += "<pre>\(Self.escape(wrong.explanation.joined(separator: "\n")))</pre></details>"
            }
            if question.unanswered > 0 {
                html += "<p class=\"none\">\(ReportStrings.unanswered(language)) ×\(question.unanswered)</p>"
            }
            if common.isEmpty && question.unanswered == 0 { html += "—" }
            html += "</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    func classTable(_ language: Language) -> String {
        let columns = ClassReportStrings.classColumns(language)
        var html =
            "<h2>\(ClassReportStrings.classHeading(language))</h2>\n<table class=\"class\">\n<thead><tr><th>\(columns.learner)</th>"
            + "<th>\(columns.sheet)</th><th>\(columns.score)</th><th>\(columns.percent)</th><th>\(columns.result)</th></tr></thead>\n<tbody>\n"
        for (index, row) in summary.rows.enumerated() {
            let result = ClassReportStrings.result(passed: row.passed, graded: row.error == nil, language)
            let kind = row.error != nil ? "broken" : row.passed ? "pass" : "fail"
            let warnings =
                !row.problems.isEmpty
                ? " <small>\(ClassReportStrings.warnings(row.problems.count, language))</small>" : ""
            html +=
                "<tr class=\"\(kind)\"><td><a href=\"#s\(index + 1)\">\(Self.escape(row.learner))</a></td><td>\(Self.escape(row.file))</td>"
                + "<td>\(NumberText.format(row.score))/\(row.total)</td><td>\(ClassSummary.percent(row.percent))</td>"
                + "<td><span class=\"badge \(kind)\">\(result)</span>\(warnings)</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// One learner's sheet as the text report gives it, in the sheet's language.
    static func details(_ result: SheetResult, anchor: String) -> String {
        let kind = result.error != nil ? "broken" : result.passed ? "pass" : "fail"
        var text = TextReport()
        let score =
            result.error != nil
            ? ClassReportStrings.notGraded(result.language) : "\(NumberText.format(result.score))/\(result.total)"
        return
            "<details id=\"\(anchor)\" class=\"learner \(kind)\"><summary>\(escape(result.learner)) — \(score)</summary>"
            + "<pre>\(escape(text.sheet(result)))</pre></details>\n"
    }

    /// Text for HTML: markup characters as entities, control and bidi characters escaped as the
    /// text report escapes them (so a name cannot reorder or hide the page's text).
    static func escape(_ text: String) -> String {
        var out = ""
        for character in SafeText.block(text) {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    static let style = """
        body{font:15px/1.45 system-ui,-apple-system,"Segoe UI","Noto Sans","Noto Sans CJK KR","Noto Sans CJK SC",sans-serif;\
        margin:2em auto;max-width:1100px;padding:0 1em;color:#1d1d1f;background:#fff}
        h1{font-size:1.6em;margin-bottom:0}h2{margin-top:1.8em;border-bottom:1px solid #ddd;padding-bottom:.2em}
        .meta{color:#666;margin-top:.2em}
        .cards{display:flex;gap:1em;flex-wrap:wrap}.card{border:1px solid #ddd;border-radius:8px;padding:.8em 1.2em;min-width:12em}
        .card b{display:block;font-size:1.8em}.card span{color:#555}.card.passed b{color:#1a7f37}.card.broken b{color:#9a6700}
        svg.histogram{width:100%;max-width:640px;height:auto}svg .pass{fill:#2da44e}svg .fail{fill:#cf222e}
        svg text{font-size:12px;text-anchor:middle;fill:#333}svg .mark{stroke:#0969da;stroke-width:2;stroke-dasharray:5 4}
        svg .mark-label{fill:#0969da}
        table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.35em .6em;border-bottom:1px solid #eee;vertical-align:top}
        th{background:#f6f8fa}td.id{font-family:ui-monospace,monospace;white-space:nowrap}
        .meter{display:inline-block;width:6em;height:.7em;background:#eee;border-radius:4px;margin-right:.5em;overflow:hidden}
        .meter div{height:100%;background:#2da44e}
        code,pre{font-family:ui-monospace,"SFMono-Regular",Menlo,monospace;font-size:.92em}
        pre{background:#f6f8fa;padding:.6em;border-radius:6px;overflow-x:auto;white-space:pre-wrap}
        .badge{padding:.1em .5em;border-radius:1em;font-size:.9em}.badge.pass{background:#dafbe1;color:#1a7f37}
        .badge.fail{background:#ffebe9;color:#cf222e}.badge.broken{background:#fff8c5;color:#9a6700}
        details.learner{border-left:4px solid #ddd;margin:.4em 0;padding-left:.6em}details.learner.pass{border-color:#2da44e}
        details.learner.fail{border-color:#cf222e}details.learner.broken{border-color:#d4a72c}
        summary{cursor:pointer}.none{color:#666;margin:.2em 0}small{color:#666}
        @media print{details{display:block}details>*{display:block}}
        """
}
