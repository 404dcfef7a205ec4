import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 31: `STATE/history` planted as a symlink or a FIFO, in a real terminal (tmux), where
/// readline keeps history. The tutor says it does not keep history and shows its first screen
/// at once (a FIFO hung it before its first line); lines typed are not appended to the
/// symlink's target, which stays as it was (it was truncated to 1,000 lines).
@Suite struct TmuxHistoryTests {
    /// Starts the tutor on the test lesson with `state` in a fresh tmux window.
    private func start(_ terminal: TmuxTerminal, state: URL) throws {
        let command =
            "cd '\(try tutorFixture().path)' && env LAYOUTLAB_STATE_DIR='\(state.path)' LAYOUTLAB_LESSONS= "
            + "LANG=en_US.UTF-8 LC_ALL= TERM=xterm-256color NO_COLOR=1 '\(try layoutlabBinary().path)' study loop; sleep 5"
        try terminal.start(command)
    }

    @Test func plantedHistorySymlinkIsRefusedAndItsTargetUntouched() throws {
        guard TmuxTerminal.isAvailable else {
            print("skipped plantedHistorySymlinkIsRefusedAndItsTargetUntouched: tmux is not installed")
            return
        }
        let state = stateFolder()
        defer { try? FileManager.default.removeItem(at: state) }
        let victim = state.appendingPathComponent("victim.txt")
        let original = (1...3000).map { "line \($0)" }.joined(separator: "\n") + "\n"
        try Data(original.utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(
            at: state.appendingPathComponent("history"), withDestinationURL: victim)
        let terminal = TmuxTerminal()
        defer { terminal.kill() }
        try start(terminal, state: state)
        let screen = try terminal.waitForPrompt(after: "(Enter: read on")
        #expect(
            screen.contains("history: a symlink, not a regular file; history is not kept"), "\(screen)")
        try terminal.type(":skip")
        try terminal.send("Enter")
        try terminal.waitForPrompt(after: "Question 1 of 4")
        try terminal.type("3")
        try terminal.send("Enter")
        try terminal.waitForPrompt(after: "(Enter: next question")
        try terminal.type(":quit")
        try terminal.send("Enter")
        try terminal.waitFor("Your progress is saved.")
        #expect(try String(contentsOf: victim, encoding: .utf8) == original)
        let link = try FileManager.default.destinationOfSymbolicLink(
            atPath: state.appendingPathComponent("history").path)
        #expect(link == victim.path, "the planted symlink was replaced")
    }

    @Test func plantedHistoryFifoIsRefusedWithoutHanging() throws {
        guard TmuxTerminal.isAvailable else {
            print("skipped plantedHistoryFifoIsRefusedWithoutHanging: tmux is not installed")
            return
        }
        let state = stateFolder()
        defer { try? FileManager.default.removeItem(at: state) }
        #expect(mkfifo(state.appendingPathComponent("history").path, 0o600) == 0)
        let terminal = TmuxTerminal()
        defer { terminal.kill() }
        let started = Date()
        try start(terminal, state: state)
        let screen = try terminal.waitForPrompt(after: "(Enter: read on")
        #expect(
            screen.contains("history: a FIFO (named pipe), not a regular file; history is not kept"), "\(screen)")
        // The first screen comes as it does without a FIFO: in seconds, not never.
        #expect(Date().timeIntervalSince(started) < 30)
        try terminal.type(":quit")
        try terminal.send("Enter")
        try terminal.waitFor("See you next time.")
    }
}
