import Foundation
import Simulator
import TextBasics

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

    /// The terminal's width now (at most 100, so prose stays readable), or 80 off a terminal.
    public var columns: Int { TerminalSize.current()?.textColumns ?? 80 }

    /// "Now" for progress dates: `LAYOUTLAB_NOW` (an ISO 8601 moment, for scripts and tests
    /// that need the same review dates every run) else the wall clock. Simulated time in
    /// traces never depends on it.
    public func now() -> Result<Date, TutorOptions.UsageError> {
        guard let text = environment["LAYOUTLAB_NOW"], !text.isEmpty else { return .success(Date()) }
        guard let date = ISO8601DateFormatter().date(from: text) else {
            return .failure(
                .init(
                    message:
                        "LAYOUTLAB_NOW='\(text)' is not an ISO 8601 moment such as 2026-01-31T09:00:00Z; unset it or fix it"
                ))
        }
        return .success(date)
    }

    /// The clock a session stamps answers with: fixed at `LAYOUTLAB_NOW` when that is set,
    /// else the wall clock read at each answer.
    public func clock() -> Result<@Sendable () -> Date, TutorOptions.UsageError> {
        guard let text = environment["LAYOUTLAB_NOW"], !text.isEmpty else { return .success({ Date() }) }
        return now().map { moment in { moment } }
    }

    /// A store opened for a session, with the lock that makes it this session's own (nil
    /// for a read-only store).
    public struct OpenedStore {
        /// The store.
        public var store: ProgressStore
        /// The state lock, held until this value is released.
        public let lock: StateLock?
    }

    /// How to open the store.
    public enum Access {
        /// Take the state lock; when another session holds it, ask on `input` whether to study
        /// read-only, wait or quit (`input` nil: fail with a message, as `reset` does).
        case exclusive(input: LineSource?)
        /// Take the lock when it is free (so a bad file can be moved aside), else read without
        /// it; never ask (`progress`, which only reads).
        case lockIfFree
    }

    /// Opens the progress store, telling the learner on standard error when a bad file was
    /// moved aside or an old one migrated; nil (after an error message) when the folder is
    /// unusable, the lock is held and the learner chose to quit, or a bad file cannot be moved.
    public func openStore(_ access: Access, now: Date) -> OpenedStore? {
        let language = options.language
        if let problem = StateDirectory.problem(environment: environment) {
            errors.write(options.errorPrefix + problem + "\n")
            return nil
        }
        var lock: StateLock?
        var readOnly = false
        switch StateLock.acquire(folder: stateFolder) {
        case .success(let taken): lock = taken
        case .failure(.unusable(let path, let reason)):
            errors.write(
                options.errorPrefix + UIText.progressUnwritable(path: path, reason: reason).text(in: language) + "\n")
            return nil
        case .failure(.interrupted):
            return nil
        case .failure(.busy(let path)):
            switch access {
            case .lockIfFree:
                readOnly = true
            case .exclusive(nil):
                errors.write(options.errorPrefix + UIText.sessionBusy(path: path).text(in: language) + "\n")
                return nil
            case .exclusive(let input?):
                output.write(UIText.sessionBusy(path: path).text(in: language) + "\n")
                choosing: while true {
                    switch input.readLine(prompt: UIText.sessionBusyChoice.text(in: language)) {
                    case .endOfInput: return nil
                    case .interrupted: continue
                    case .line(let line):
                        switch line.trimmingCharacters(in: .whitespaces).lowercased() {
                        case "r", "read", "읽기", "只读", "读":
                            readOnly = true
                            output.write(UIText.readOnlyStarted.text(in: language) + "\n")
                            break choosing
                        case "w", "wait", "기다리기", "等", "等待":
                            output.write(UIText.sessionWaiting.text(in: language) + "\n")
                            guard case .success(let taken) = StateLock.acquire(folder: stateFolder, wait: true) else {
                                return nil
                            }
                            lock = taken
                            break choosing
                        case "q", "quit", ":q", ":quit", "끝", "退出": return nil
                        default: continue
                        }
                    }
                }
            }
        }
        let file = stateFolder.appendingPathComponent(ProgressStore.fileName)
        // Under the lock no other process is mid-save: any temporary file is a dead one's.
        if lock != nil { AtomicFile.removeStale(for: file) }
        do {
            let (store, movedAside, migrated) = try ProgressStore.open(
                folder: stateFolder, now: now, readOnly: readOnly)
            if let movedAside {
                errors.write(
                    "layoutlab \(options.command): warning: "
                        + UIText.progressMovedAside(
                            path: movedAside.path, reason: movedAside.reason, asidePath: movedAside.asidePath
                        )
                        .text(in: language) + "\n")
            }
            if let migrated {
                errors.write(
                    "layoutlab \(options.command): note: "
                        + UIText.progressMigrated(path: file.path, backupPath: migrated.backupPath).text(in: language)
                        + "\n")
            }
            return OpenedStore(store: store, lock: lock)
        } catch {
            errors.write(
                options.errorPrefix + UIText.progressUnwritable(path: file.path, reason: "\(error)").text(in: language)
                    + "\n")
            return nil
        }
    }

    /// Readline with history in the state folder on a terminal; echoed plain lines otherwise.
    /// A history path that is not a regular file of its own (a symlink, which readline would
    /// truncate and append to, a FIFO, which would hang the start) is not used, with a warning.
    public func makeInput() -> LineSource {
        if isInteractive {
            let history = stateFolder.appendingPathComponent("history")
            if StateDirectory.problem(environment: environment) != nil { return ReadlineSource(historyFile: nil) }
            if let refused = StateFile.refusal(history) {
                errors.write(
                    "layoutlab \(options.command): warning: "
                        + SafeText.line("\(history.path): \(refused); history is not kept") + "\n")
                return ReadlineSource(historyFile: nil)
            }
            return ReadlineSource(historyFile: history)
        }
        return PipedLineSource(output: output)
    }
}
