import Foundation
import Simulator
import TextBasics

/// Where the REPL writes: standard output, or a buffer in tests.
public protocol TextOutput: AnyObject {
    /// Writes `text` as is (callers add newlines).
    func write(_ text: String)
}

/// Standard output, written straight to the file descriptor so it interleaves correctly
/// with readline's own output.
public final class StandardOutput: TextOutput {
    /// The process's standard output.
    public init() {}

    /// Writes `text` now.
    public func write(_ text: String) {
        // The last guard: only LayoutLab's own colour sequences reach the terminal.
        StandardStreams.writeOutput(SafeText.terminal(text))
    }
}

/// Standard error, for messages that are not part of the session.
public final class StandardError: TextOutput {
    /// The process's standard error.
    public init() {}

    /// Writes `text` now.
    public func write(_ text: String) {
        StandardStreams.writeError(SafeText.terminal(text))
    }
}

/// Collects everything written, for tests and golden files.
public final class BufferOutput: TextOutput {
    /// All text written so far.
    public private(set) var text = ""

    /// An empty buffer.
    public init() {}

    /// Appends `text`.
    public func write(_ text: String) { self.text += SafeText.terminal(text) }
}
