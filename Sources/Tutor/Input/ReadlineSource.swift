import CReadline
import Foundation
import Simulator
import TextBasics

/// GNU readline on a terminal: line editing, Hangul/Han input (after
/// TerminalText.prepareLocale), history kept across runs in the state folder, Tab completion,
/// Ctrl-C cancelling the line and Ctrl-D quitting.
///
/// readline is one global C library, so its Swift-side state lives in static storage and
/// only one ReadlineSource should exist per process.
public final class ReadlineSource: LineSource {
    /// Lines kept in the history file.
    public static let historyLimit: Int32 = 1000

    private let historyPath: String?

    // readline's callbacks are C function pointers and cannot capture; they read these.
    // nonisolated(unsafe) is safe here: only the thread reading a line (inside readline, whose
    // callbacks run on that thread) touches them, and one line is read at a time; the two flags
    // set by signal handlers are sig_atomic_t, which a handler may write.
    nonisolated(unsafe) private static var completionWords: [String] = []
    nonisolated(unsafe) private static var matches: [String] = []
    nonisolated(unsafe) private static var matchIndex = 0
    nonisolated(unsafe) private static var interrupted: sig_atomic_t = 0
    nonisolated(unsafe) private static var suspended: sig_atomic_t = 0

    /// Sets readline up; `historyFile` (created if missing) is read now and appended to after
    /// every line, so a killed session keeps what was typed.
    public init(historyFile: URL?) {
        layoutlab_rl_set_readline_name("layoutlab")
        layoutlab_rl_set_completion(ReadlineSource.complete)
        layoutlab_rl_set_catch_signals(0)
        layoutlab_rl_set_getc_function(ReadlineSource.getCharacter)
        ReadlineSource.interrupted = 0
        _ = layoutlab_install_sigint(ReadlineSource.onInterrupt)
        using_history()
        stifle_history(ReadlineSource.historyLimit)
        if let historyFile {
            let folder = historyFile.deletingLastPathComponent()
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if !FileManager.default.fileExists(atPath: historyFile.path) {
                _ = FileManager.default.createFile(
                    atPath: historyFile.path, contents: nil, attributes: [.posixPermissions: 0o600])
            }
            historyPath = historyFile.path
            _ = history_truncate_file(historyFile.path, ReadlineSource.historyLimit)
            _ = read_history(historyFile.path)
        } else {
            historyPath = nil
        }
    }

    /// Reads a line with editing. A line is added to the history (and the file) unless it is
    /// empty or repeats the one before.
    public func readLine(prompt: String) -> LineInput {
        ReadlineSource.interrupted = 0
        // Ctrl-Z is handled while readline has the terminal (raw mode, a line half typed);
        // elsewhere it stops the process as usual.
        ReadlineSource.suspended = 0
        _ = layoutlab_install_sigtstp(ReadlineSource.onSuspend)
        let raw = readline(prompt)
        _ = layoutlab_install_sigtstp(nil)
        guard let raw else { return .endOfInput }
        defer { free(raw) }
        if ReadlineSource.interrupted != 0 {
            ReadlineSource.interrupted = 0
            return .interrupted
        }
        let line = String(cString: raw)
        if !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let repeated = layoutlab_last_history_line().map { String(cString: $0) == line } ?? false
            if !repeated {
                add_history(raw)
                if let historyPath { _ = append_history(1, historyPath) }
            }
        }
        // Typed or pasted control characters are escaped where they enter, as piped ones are.
        return .line(SafeText.block(line))
    }

    /// Replaces the words Tab completes.
    public func setCompletions(_ words: [String]) {
        ReadlineSource.completionWords = words
    }

    /// SIGINT: only note it; readline's state is changed later, outside the handler.
    private static let onInterrupt: @convention(c) (Int32) -> Void = { _ in
        ReadlineSource.interrupted = 1
    }

    /// SIGTSTP (Ctrl-Z): only note it; the getc function suspends outside the handler.
    private static let onSuspend: @convention(c) (Int32) -> Void = { _ in
        ReadlineSource.suspended = 1
        layoutlab_note_stop()
    }

    /// readline's getc: a read interrupted by Ctrl-C ends the line (readline returns, and
    /// readLine reports `.interrupted`); one interrupted by Ctrl-Z suspends with the terminal
    /// restored and redraws the line after `fg`; other interruptions (window resize) just retry.
    // Safe: readline passes its own open stream (or none: then descriptor 0); only its
    // descriptor is read, and the stream is never kept.
    private static let getCharacter: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { stream in
        let descriptor = stream.map { fileno($0) } ?? 0
        while true {
            if ReadlineSource.suspended != 0 {
                ReadlineSource.suspended = 0
                layoutlab_rl_suspend(ReadlineSource.onSuspend)
                continue
            }
            if ReadlineSource.interrupted != 0 {
                layoutlab_rl_mark_cancelled()
                return 10  // newline: accept-line, which returns from readline()
            }
            var byte: UInt8 = 0
            let count = read(descriptor, &byte, 1)
            if count == 1 { return Int32(byte) }
            if count == 0 { return EOF }
            if errno != EINTR { return EOF }
        }
    }

    // Safe: `text` is readline's, read only during the call; the array of matches is made and
    // owned by rl_completion_matches, which readline frees.
    private static let complete:
        @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = {
            text, _, _ in
            layoutlab_rl_completion_over()
            return rl_completion_matches(text, ReadlineSource.nextMatch)
        }

    private static let nextMatch: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = {
        text, state in
        if state == 0 {
            let prefix = text.map { String(cString: $0) } ?? ""
            ReadlineSource.matches = CompletionVocabulary.matches(for: prefix, in: ReadlineSource.completionWords)
            ReadlineSource.matchIndex = 0
        }
        guard ReadlineSource.matchIndex < ReadlineSource.matches.count else { return nil }
        let match = ReadlineSource.matches[ReadlineSource.matchIndex]
        ReadlineSource.matchIndex += 1
        // readline frees each match with free(3).
        return strdup(match)
    }
}
