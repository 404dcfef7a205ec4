/// Colours and emphasis for terminal output, or plain text when colour is off.
public struct TextStyle: Sendable {
    /// Whether escape sequences are written at all.
    public let colored: Bool

    /// A style that colours when `colored` is true.
    public init(colored: Bool) { self.colored = colored }

    private func wrap(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
    }

    /// Headings.
    public func bold(_ text: String) -> String { wrap(text, "1") }
    /// Right answers.
    public func good(_ text: String) -> String { wrap(text, "32") }
    /// Wrong answers and errors.
    public func bad(_ text: String) -> String { wrap(text, "31") }
    /// Secondary text: hints on how to go on, frames in the view tree.
    public func dim(_ text: String) -> String { wrap(text, "2") }
    /// Code and call names.
    public func code(_ text: String) -> String { wrap(text, "36") }
    /// Swift keywords in a code listing.
    public func keyword(_ text: String) -> String { wrap(text, "35") }
    /// String literals in a code listing.
    public func literal(_ text: String) -> String { wrap(text, "32") }
    /// Number literals in a code listing.
    public func number(_ text: String) -> String { wrap(text, "33") }
    /// Type names in a code listing.
    public func typeName(_ text: String) -> String { wrap(text, "34") }
    /// The question's moment (its `trace.mark` line) in a code listing: reverse video, so it
    /// stands out whatever the terminal's colours.
    public func marked(_ text: String) -> String { wrap(text, "7") }
}
