import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Drives `layoutlab` in a real terminal through tmux: readline, Tab, Up-arrow, Ctrl-C,
/// Hangul input, quitting and restarting with progress and history kept.
///
/// Every test that starts one ends it with `defer { terminal.kill() }`, which ends the tmux
/// server and every process it started (the shell, `layoutlab study`, `sleep`), so a failed
/// expectation or a timeout never leaves a tutor or a server running.
final class TmuxTerminal {
    let socket = "layoutlab-test-\(UUID().uuidString.prefix(8))"
    /// The tmux server's process, once started.
    private(set) var serverPID: pid_t?

    static var isAvailable: Bool {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs tmux on this test's own server socket. Only commands that print are read: the
    /// command that starts the server must not hand it our pipe, or reading would never end.
    @discardableResult
    func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", socket] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        // The tmux server, forked by the first client, keeps descriptors Foundation uses to
        // notice a child's exit, so `waitUntilExit` would wait for the server; reap the client
        // with waitpid instead.
        guard capture else {
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            var status: Int32 = 0
            waitpid(process.processIdentifier, &status, 0)
            return ""
        }
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        var status: Int32 = 0
        waitpid(process.processIdentifier, &status, 0)
        return String(decoding: data, as: UTF8.self)
    }

    /// Starts `command` in a window of `columns` × `rows` (100×40 unless said).
    func start(_ command: String, columns: Int = 100, rows: Int = 40) throws {
        try tmux(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "t", command], capture: false)
        serverPID = pid_t(
            try tmux(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The processes under `root` (children, their children…), from /proc.
    static func descendants(of root: pid_t) -> [pid_t] {
        var parents: [pid_t: pid_t] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // After "pid (comm)": state, then the parent's pid.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { parents[pid] = parent }
        }
        var found: [pid_t] = []
        var frontier = [root]
        while let next = frontier.popLast() {
            let children = parents.filter { $0.value == next }.map(\.key)
            found += children
            frontier += children
        }
        return found
    }

    /// Types `keys` (tmux key names such as Tab, Up, Enter, C-c, or literal text with -l).
    func send(_ keys: String...) throws { try tmux(["send-keys", "-t", "t"] + keys, capture: false) }
    func type(_ text: String) throws { try tmux(["send-keys", "-t", "t", "-l", text], capture: false) }

    /// The visible screen.
    func screen() throws -> String { try tmux(["capture-pane", "-t", "t", "-p", "-J", "-S", "-200"]) }

    /// Waits up to 10 s until the screen contains `text` `count` times; returns the screen.
    @discardableResult
    func waitFor(_ text: String, count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        var last = ""
        // Up to 30 s: the suite runs tests in parallel on a shared 2-core machine, where a
        // tutor that answers in a second alone can take many under load.
        for _ in 0..<600 {
            last = try screen()
            if last.components(separatedBy: text).count - 1 >= count { return last }
            usleep(50_000)
        }
        Issue.record("timed out waiting for “\(text)”; screen:\n\(last)", sourceLocation: sourceLocation)
        throw CancellationError()
    }

    /// Waits until `text` is on screen `count` times and readline shows a fresh, empty
    /// prompt below it. Readline draws its prompt only after it has put the terminal in raw
    /// mode; a key sent before that reaches the tty in canonical mode, where Ctrl-D on an
    /// empty line turns into a NUL byte that readline ignores (seen in CI under load).
    @discardableResult
    func waitForPrompt(after text: String, count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> String
    {
        var last = ""
        for _ in 0..<600 {
            last = try screen()
            let lines = last.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if last.components(separatedBy: text).count - 1 >= count,
                lines.last(where: { !$0.isEmpty }) == ">"
            {
                return last
            }
            usleep(50_000)
        }
        Issue.record("timed out waiting for a prompt after “\(text)”; screen:\n\(last)", sourceLocation: sourceLocation)
        throw CancellationError()
    }

    /// Ends everything this terminal started: its processes first (SIGKILL, so a tutor
    /// that catches SIGHUP cannot outlive the test), then the server. Only the server's own
    /// descendants are signalled, never a process by name.
    func kill() {
        if let server = serverPID {
            for pid in TmuxTerminal.descendants(of: server) { Glibc.kill(pid, SIGKILL) }
        }
        _ = try? tmux(["kill-server"], capture: false)
        if let server = serverPID, Glibc.kill(server, 0) == 0 {
            usleep(100_000)
            if Glibc.kill(server, 0) == 0 { Glibc.kill(server, SIGKILL) }
        }
        serverPID = nil
    }
}
