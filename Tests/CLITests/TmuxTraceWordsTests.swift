import Foundation
import Testing

/// Issue 25: the tutor's `:run` listing, on a real terminal (tmux), says a frame's present in
/// the learner's language — which frame, which VSync, the hitch and its cause — with only the
/// API name (`display.present`) as written.
@Suite struct TmuxTraceWordsTests {
    /// A 25 ms stretch of main-thread work before the first commit: frame 1 is a commit hitch.
    static let scenario = [
        "let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))",
        "v.backgroundColor = .gray",
        "window.addSubview(v)",
        "work(ms: 25)",
        "runLoop.runUntilIdle()",
    ]

    /// Runs the scenario at `:run` in lesson 09 with `LANG=locale`; the screen after it.
    private func runScreen(locale: String, question: String, expecting line: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let state = stateFolder()
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = TmuxTerminal()
        defer { terminal.kill() }
        try terminal.start(
            "cd '\(root.path)' && env LAYOUTLAB_STATE_DIR='\(state.path)' LAYOUTLAB_LESSONS= LANG=\(locale) LC_ALL= "
                + "TERM=xterm-256color NO_COLOR=1 '\(try layoutlabBinary().path)' study 09; sleep 5",
            columns: 160, rows: 60)
        try terminal.waitForPrompt(after: ":skip")
        try terminal.type(":skip")
        try terminal.send("Enter")
        try terminal.waitForPrompt(after: question)
        try terminal.type(":run")
        try terminal.send("Enter")
        for line in Self.scenario {
            try terminal.type(line)
            try terminal.send("Enter")
            try terminal.waitFor("… " + line)
        }
        try terminal.send("Enter")
        return try terminal.waitForPrompt(after: line)
    }

    @Test func runSaysThePresentInKorean() throws {
        guard TmuxTerminal.isAvailable else {
            print("skipped runSaysThePresentInKorean: tmux is not installed")
            return
        }
        let line = "display.present 프레임 1, VSync 3에 화면에 나옴, 히치 16.67ms: 커밋이 25.06ms에 끝나 VSync를 놓침"
        let screen = try runScreen(locale: "ko_KR.UTF-8", question: "문제 1/", expecting: line)
        #expect(screen.contains("└─ 화면에 나옴"), "\(screen)")
        #expect(!screen.contains("at VSync") && !screen.contains("commit ended"), "\(screen)")
    }

    @Test func runSaysThePresentInChinese() throws {
        guard TmuxTerminal.isAvailable else {
            print("skipped runSaysThePresentInChinese: tmux is not installed")
            return
        }
        let line = "display.present 第 1 帧在 VSync 3 上屏，卡顿 16.67 ms：提交在 25.06 ms 才结束，错过了 VSync"
        let screen = try runScreen(locale: "zh_CN.UTF-8", question: "第 1 题，共", expecting: line)
        #expect(!screen.contains("at VSync") && !screen.contains("commit ended"), "\(screen)")
    }
}
