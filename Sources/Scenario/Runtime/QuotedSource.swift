/// The text diagnostics quote their line from: the scenario, or a query while
/// `ScenarioRun.evaluate` runs one, with where that text sits in its file.
struct QuotedSource {
    /// The text's lines (a CRLF file's too: "\r\n" ends a line).
    var lines: [Substring] = []
    /// The file the text is in.
    var file: String
    /// File line of `lines[0]` minus one.
    var lineOffset: Int
    /// The columns before the text's first line (a block scalar's indentation in a `.yaml`).
    var columnOffset: Int
}
