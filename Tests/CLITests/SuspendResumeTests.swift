import Foundation
import Testing

/// Ctrl-Z and `fg` in a real terminal (tmux, under an interactive bash with job control): the
/// tutor gives the shell its terminal back, and after `fg` takes raw mode again and redraws
/// the prompt with the line typed so far, so what is on screen is what will be graded.
@Test func ctrlZAndFgRedrawThePromptInRawMode() throws {
    guard TmuxTerminal.isAvailable, FileManager.default.isExecutableFile(atPath: "/bin/bash") else {
        print("skipped ctrlZAndFgRedrawThePromptInRawMode: tmux or bash is not installed")
        return
    }
    let state = try ShellSession.stateFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let terminal = TmuxTerminal()
    defer { terminal.kill() }
    try ShellSession.startLoop(in: terminal, state: state)
    try terminal.waitFor("(Enter: read on")
    try terminal.type(":sk")
    try terminal.send("Tab")
    try terminal.waitFor("> :skip")
    try terminal.send("Enter")
    try terminal.waitForPrompt(after: "Question 1 of 4")
    try terminal.type("12")
    try terminal.waitFor("> 12")
    try terminal.send("C-z")
    try terminal.waitFor("Stopped")
    try terminal.type("fg")
    try terminal.send("Enter")
    // Redrawn: the prompt and the two digits typed before Ctrl-Z are on screen again.
    try terminal.waitFor("> 12", count: 2)
    // Raw mode again: readline (not the terminal's line discipline) sees each key, so Tab
    // completes and Backspace edits readline's own line.
    try terminal.send("BSpace", "BSpace")
    try terminal.type(":sk")
    try terminal.send("Tab")
    try terminal.waitFor("> :skip", count: 2)
    try terminal.send("C-u")
    try terminal.type("3")
    try terminal.send("Enter")
    try terminal.waitFor("✓ Correct.")
}

/// Ctrl-Z under a wrapper in the same job (`/usr/bin/time`), with `fg` typed the moment the
/// shell says "Stopped": the wrapper stops first, so the shell can send the continue before the
/// tutor has stopped itself. The tutor must not then stop for good: after `fg` it takes the
/// terminal again and grades what the screen shows.
@Test func ctrlZUnderAWrapperAndAnImmediateFgLeavesNothingStopped() throws {
    guard TmuxTerminal.isAvailable, FileManager.default.isExecutableFile(atPath: "/bin/bash"),
        FileManager.default.isExecutableFile(atPath: "/usr/bin/time"),
        FileManager.default.isExecutableFile(atPath: "/usr/bin/perl")
    else {
        print("skipped ctrlZUnderAWrapperAndAnImmediateFgLeavesNothingStopped: tmux, bash, time or perl is missing")
        return
    }
    let state = try ShellSession.stateFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let terminal = TmuxTerminal()
    defer { terminal.kill() }
    // The wrapper starts with no signal blocked or ignored, as from a login shell (the test
    // runner's children inherit a mask in which Ctrl-Z would not stop it at all).
    try ShellSession.startLoop(
        in: terminal, state: state,
        wrapper:
            "/usr/bin/perl -e 'use POSIX; sigprocmask(SIG_SETMASK, POSIX::SigSet->new); $SIG{TSTP} = \"DEFAULT\"; exec @ARGV' "
            + "/usr/bin/time -o /dev/null ")
    try terminal.waitForPrompt(after: "(Enter: read on")
    try terminal.type(":skip")
    try terminal.send("Enter")
    try terminal.waitForPrompt(after: "Question 1 of 4")
    try terminal.type("12")
    try terminal.waitFor("> 12")
    try terminal.send("C-z")
    try terminal.waitFor("Stopped")
    try terminal.type("fg")
    try terminal.send("Enter")
    try terminal.waitFor("> 12", count: 2)
    try terminal.send("BSpace", "BSpace")
    try terminal.type("3")
    try terminal.send("Enter")
    try terminal.waitFor("✓ Correct.")
}

/// The tutor's `loop` lesson started from an interactive bash with job control in tmux, as a
/// learner starts it, with a state folder of its own.
enum ShellSession {
    static func stateFolder() throws -> URL {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-suspend-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        return state
    }

    /// `wrapper` is typed before the binary (a command that execs its arguments).
    static func startLoop(in terminal: TmuxTerminal, state: URL, wrapper: String = "") throws {
        let lessons = try #require(Bundle.module.url(forResource: "tutor", withExtension: nil, subdirectory: "Golden"))
        try terminal.start(
            "env -i PATH=/usr/bin:/bin TERM=xterm-256color HOME='\(state.path)' PS1='$ ' /bin/bash --norc --noprofile -i"
        )
        try terminal.waitFor("$ ")
        try terminal.type(
            "cd '\(lessons.path)' && LAYOUTLAB_STATE_DIR='\(state.path)' LAYOUTLAB_LESSONS= LANG=en_US.UTF-8 NO_COLOR=1 "
                + "\(wrapper)'\(try layoutlabBinary().path)' study loop")
        try terminal.send("Enter")
    }
}
