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
}
