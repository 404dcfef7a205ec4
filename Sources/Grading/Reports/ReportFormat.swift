/// The formats `layoutlab grade --format` writes.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Readable text for a terminal or a log.
    case text
    /// One JSON document, stable key order.
    case json
    /// JUnit XML, for CI test-report viewers.
    case junit
    /// TAP version 14, for `prove` and other TAP harnesses.
    case tap

    /// Renders `results` in this format.
    public func render(_ results: [SheetResult]) -> String {
        switch self {
        case .text: return TextReport.render(results)
        case .json: return JSONReport.render(results)
        case .junit: return JUnitReport.render(results)
        case .tap: return TAPReport.render(results)
        }
    }
}
