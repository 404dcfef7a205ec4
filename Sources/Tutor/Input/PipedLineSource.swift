import Simulator
import TextBasics

/// Lines from a pipe or a file, for scripted sessions: no editing, no completion. Each prompt
/// and the line read are echoed, so a transcript reads like the session a person would see.
public final class PipedLineSource: LineSource {
    private let read: () -> String?
    private let output: TextOutput

    /// Reads lines with `read` (nil at the end) and echoes to `output`.
    public init(output: TextOutput, read: @escaping () -> String? = { Swift.readLine(strippingNewline: true) }) {
        self.read = read
        self.output = output
    }

    /// Echoes `prompt` and the line; at the end of input, echoes a newline so the
    /// transcript's last line is complete.
    public func readLine(prompt: String) -> LineInput {
        output.write(prompt)
        guard let line = read() else {
            output.write("\n")
            return .endOfInput
        }
        // A pasted file may carry Windows line ends; its other control characters (an ESC
        // colour sequence in an answer) are escaped here, where the text enters, so neither the
        // echo nor a message quoting the answer can act on the terminal (tabs stay, for code).
        let cleaned = SafeText.block(line.hasSuffix("\r") ? line.dropLast() : line[...])
        output.write(cleaned + "\n")
        return .line(cleaned)
    }

    /// Nothing to complete without a terminal.
    public func setCompletions(_ words: [String]) {}
}
