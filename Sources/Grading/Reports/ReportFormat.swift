/// The formats `layoutlab grade --format` writes.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Readable text for a terminal or a log.
    case text
    /// One JSON document, schema `layoutlab.grade/1`, stable key order.
    case json
    /// JUnit XML (Jenkins xUnit junit-10.xsd), for CI test-report viewers.
    case junit
    /// TAP version 13, for `prove` and other TAP harnesses.
    case tap
    /// Gradescope's autograder `results.json`.
    case gradescope
    /// GitHub Classroom's autograding result.
    case classroom
    /// The class in Markdown, for a CI job summary.
    case markdown
    /// The class report: one self-contained HTML page.
    case html

    /// How `grade --help` describes the format, after its name (nil: the name says it all).
    public var helpNote: String? {
        switch self {
        case .text: return "default"
        case .json: return "schema layoutlab.grade/1"
        case .junit: return "JUnit XML"
        case .tap: return "TAP version 13"
        case .gradescope: return "results.json"
        case .classroom: return "GitHub Classroom"
        case .markdown: return "a CI job summary"
        case .html: return "a class report page"
        }
    }

    /// Every format for `grade --help`: `text (default), json (schema layoutlab.grade/1), … or html (…)`.
    public static var helpList: String {
        let items = allCases.map { format in format.helpNote.map { "\(format.rawValue) (\($0))" } ?? format.rawValue }
        return items.dropLast().joined(separator: ", ") + " or " + (items.last ?? "")
    }

    /// A writer of this format, for sheets graded one at a time.
    public func writer(context: ReportContext) -> any ReportWriter {
        switch self {
        case .text: return TextReport()
        case .json: return JSONReport()
        case .junit: return JUnitReport(context: context)
        case .tap: return TAPReport()
        case .gradescope: return GradescopeReport(context: context)
        case .classroom: return ClassroomReport()
        case .markdown: return MarkdownReport(context: context)
        case .html: return HTMLReport(context: context)
        }
    }

    /// Renders `results` in this format at once.
    public func render(_ results: [SheetResult], context: ReportContext) -> String {
        var writer = writer(context: context)
        return writer.header() + results.map { writer.sheet($0) }.joined() + writer.footer()
    }
}
