import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What the tutor's subcommands set up from the process: the state folder and progress
/// store, the input (readline on a terminal, plain lines from a pipe), colour and width,
/// and the moment used for "last seen" and review dates.
public struct TutorLaunch {
    /// The process environment.
    public let environment: [String: String]
    /// The parsed options.
    public let options: TutorOptions
    /// Standard output.
    public let output: TextOutput
    /// Standard error.
    public let errors: TextOutput

    /// A launch for these options in the process's environment.
    /// Sets the C locale first: readline's Hangul/Han editing and wcwidth depend on it.
    public init(options: TutorOptions, environment: [String: String] = ProcessInfo.processInfo.environment) {
        TerminalText.prepareLocale()
        self.environment = environment
        self.options = options
        output = StandardOutput()
        errors = StandardError()
    }

    /// The state folder (LAYOUTLAB_STATE_DIR, XDG_STATE_HOME, ~/.local/state).
    public var stateFolder: URL { StateDirectory.resolve(environment: environment) }

    /// Whether standard input and output are both a terminal: then readline edits lines.
    public var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

    /// The style for standard output under `--color` and NO_COLOR.
    public var style: TextStyle {
        TextStyle(colored: options.colorMode.isEnabled(outputIsTerminal: isatty(1) == 1, environment: environment))
    }

    /// The terminal's width (at most 100, so prose stays readable), or 80 off a terminal.
    public var columns: Int {
        var size = winsize()
        if isatty(1) == 1, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20 {
            return min(Int(size.ws_col), 100)
        }
        return 80
    }

    /// "Now" for progress dates: `LAYOUTLAB_NOW` (an ISO 8601 moment, for scripts and tests
    /// that need the same review dates every run) else the wall clock. Simulated time in
    /// traces never depends on it.
    public func now() -> Result<Date, TutorOptions.UsageError> {
        guard let text = environment["LAYOUTLAB_NOW"], !text.isEmpty else { return .success(Date()) }
        guard let date = ISO8601DateFormatter().date(from: text) else {
            return .failure(.init(message: "LAYOUTLAB_NOW='\(text)' is not an ISO 8601 moment such as 2026-01-31T09:00:00Z; unset it or fix it"))
        }
        return .success(date)
    }

    /// The clock a session stamps answers with: fixed at `LAYOUTLAB_NOW` when that is set,
    /// else the wall clock read at each answer.
    public func clock() -> Result<@Sendable () -> Date, TutorOptions.UsageError> {
        guard let text = environment["LAYOUTLAB_NOW"], !text.isEmpty else { return .success({ Date() }) }
        return now().map { moment in { moment } }
    }

    /// Opens the progress store, telling the learner on standard error when an unreadable
    /// file was moved aside; nil (after an error message) when it cannot even be moved.
    public func openStore() -> ProgressStore? {
        do {
            let (store, movedAside) = try ProgressStore.open(folder: stateFolder)
            if let movedAside {
                errors.write(
                    "layoutlab \(options.command): warning: " + UIText.progressMovedAside(path: movedAside.path, reason: movedAside.reason, asidePath: movedAside.asidePath)
                        .text(in: options.language) + "\n")
            }
            return store
        } catch {
            errors.write(options.errorPrefix + UIText.progressUnwritable(path: stateFolder.path, reason: "\(error)").text(in: options.language) + "\n")
            return nil
        }
    }

    /// Readline with history in the state folder on a terminal; echoed plain lines otherwise.
    public func makeInput() -> LineSource {
        if isInteractive {
            return ReadlineSource(historyFile: stateFolder.appendingPathComponent("history"))
        }
        return PipedLineSource(output: output)
    }
}
