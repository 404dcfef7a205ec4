import Foundation
import Testing

// The study loop on a real terminal (tmux) over the shipped lessons (issue 25): the verdict
// stays on a 35-row screen, a resize re-wraps the next screen, `:back` keeps the variant and
// the tries.

/// The repository's root, which holds the shipped lessons.
private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The command that studies `lesson` in `language` with its own state folder.
private func studyCommand(_ lesson: String, language: String, state: URL) throws -> String {
    "cd '\(repositoryRoot.path)' && env LAYOUTLAB_STATE_DIR='\(state.path)' LAYOUTLAB_LESSONS= LAYOUTLAB_NOW=2026-05-29T09:00:00Z "
        + "LANG=\(language) LC_ALL= TERM=xterm-256color NO_COLOR=1 '\(try layoutlabBinary().path)' study \(lesson); sleep 5"
}

private func freshState() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-screen-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Terminal columns of `text`: Hangul, Han and full-width forms take two.
private func columns(_ text: some StringProtocol) -> Int {
    text.unicodeScalars.reduce(0) { total, scalar in
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6:
            return total + 2
        default: return total + (scalar.value < 0x20 ? 0 : 1)
        }
    }
}

extension TmuxTerminal {
    /// Only what is on screen now, no scrollback.
    func visible() throws -> String { try tmux(["capture-pane", "-t", "t", "-p", "-J"]) }

    /// The screen and up to `lines` lines of scrollback, soft-wrapped lines joined: a line the
    /// program wrote wider than the window comes back as one long line.
    func scrollback(_ lines: Int) throws -> String {
        try tmux(["capture-pane", "-t", "t", "-p", "-J", "-S", "-\(lines)"])
    }
}

/// On a 35-row pane, the verdict and its explanation are on screen after an answer (the next
/// question waits for Enter); after Enter the next card, 30+ lines of code, shows its ▶ line
/// and its prompt on the screen together.
@Test func tmuxVerdictStaysOnA35RowScreen() throws {
    guard TmuxTerminal.isAvailable else {
        print("skipped tmuxVerdictStaysOnA35RowScreen: tmux is not installed (apt-get install tmux)")
        return
    }
    let terminal = TmuxTerminal()
    defer { terminal.kill() }
    try terminal.start(try studyCommand("05", language: "en_US.UTF-8", state: freshState()), columns: 100, rows: 35)
    try terminal.waitFor("(Enter: read on")
    try terminal.type(":skip")
    try terminal.send("Enter")
    try terminal.waitForPrompt(after: "Question 1 of")
    try terminal.type(":reveal")
    try terminal.send("Enter")
    try terminal.waitForPrompt(after: "(Enter: next question")
    let verdict = try terminal.visible()
    #expect(verdict.contains("The answer:"), "\(verdict)")
    #expect(verdict.contains("Why:"), "\(verdict)")
    #expect(!verdict.contains("Question 2 of"), "\(verdict)")
    try terminal.send("Enter")
    try terminal.waitForPrompt(after: "Question 2 of")
    let card = try terminal.visible()
    #expect(card.contains("Question 2 of"), "the heading scrolled away:\n\(card)")
    #expect(
        card.split(separator: "\n").contains { $0.range(of: #"^ *[0-9]+ ▶ "#, options: .regularExpression) != nil },
        "no ▶ line on screen:\n\(card)")
    #expect(card.contains("Answer with x, y, width, height"), "\(card)")
}

/// After the window is resized to 50 columns, the next screen is wrapped to 50: no line the
/// program writes is wider (so the terminal never splits a word), in Korean prose and in code.
@Test func tmuxResizeRewrapsTheNextScreen() throws {
    guard TmuxTerminal.isAvailable else {
        print("skipped tmuxResizeRewrapsTheNextScreen: tmux is not installed (apt-get install tmux)")
        return
    }
    let terminal = TmuxTerminal()
    defer { terminal.kill() }
    try terminal.start(try studyCommand("08", language: "ko_KR.UTF-8", state: freshState()), columns: 100, rows: 35)
    try terminal.waitFor("(Enter: 계속 읽기")
    try terminal.type(":skip")
    try terminal.send("Enter")
    try terminal.waitForPrompt(after: "문제 1/")
    try terminal.tmux(["resize-window", "-t", "t", "-x", "50", "-y", "35"], capture: false)
    try terminal.type(":read 2")
    try terminal.send("Enter")
    try terminal.waitForPrompt(after: "> :read 2")
    try terminal.type(":code")
    try terminal.send("Enter")
    let screen = try terminal.waitForPrompt(after: "> :code")
    let after = try terminal.scrollback(400).components(separatedBy: "> :read 2").last ?? ""
    let wide = after.split(separator: "\n").filter { columns($0) > 50 }
    #expect(wide.isEmpty, "lines wider than 50 columns after the resize:\n\(wide.joined(separator: "\n"))")
    #expect(after.contains("┆") || !after.contains("│"), "\(screen)")
}

/// `:back` shows the question before in the variant first shown and with its tries: a wrong
/// try, `:skip`, `:back`, and the question says one try is left; progress.json keeps both
/// answers and no rating.
@Test func tmuxBackKeepsTheVariantAndTheTries() throws {
    guard TmuxTerminal.isAvailable else {
        print("skipped tmuxBackKeepsTheVariantAndTheTries: tmux is not installed (apt-get install tmux)")
        return
    }
    let state = freshState()
    let terminal = TmuxTerminal()
    defer { terminal.kill() }
    // Tall enough for the whole card: the variant shows in its code.
    try terminal.start(try studyCommand("05", language: "en_US.UTF-8", state: state), columns: 110, rows: 80)
    try terminal.waitFor("(Enter: read on")
    try terminal.type(":skip")
    try terminal.send("Enter")
    try terminal.waitForPrompt(after: "Question 1 of")
    try terminal.type("vc.view.layoutSubviews")
    try terminal.send("Enter")
    try terminal.waitForPrompt(after: "Try again (2 tries left).")
    try terminal.type(":skip")
    try terminal.send("Enter")
    try terminal.waitForPrompt(after: "Question 2 of")
    try terminal.type(":back")
    try terminal.send("Enter")
    try terminal.waitForPrompt(after: "Question 1 of", count: 2)
    try terminal.type("vc.view.layoutSubviews")
    try terminal.send("Enter")
    try terminal.waitForPrompt(after: "Try again (1 try left).")
    let screen = try terminal.scrollback(2000)
    // The scenario's views are named by the variant: the same names both times.
    let names = screen.split(separator: "\n").compactMap { line -> String? in
        guard let range = line.range(of: #"let (card|panel|tile) = UIView\(\)"#, options: .regularExpression) else {
            return nil
        }
        return String(line[range])
    }
    #expect(names.count >= 2 && Set(names).count == 1, "variants shown: \(names)")
    try terminal.type(":quit")
    try terminal.send("Enter")
    try terminal.waitFor("Your progress is saved.")
    let data = try Data(contentsOf: state.appendingPathComponent("progress.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let question = try #require((object["questions"] as? [String: [String: Any]])?["auto-layout-engine/engine-marks"])
    #expect((question["answers"] as? [[String: Any]])?.count == 2)
    #expect((question["reviews"] as? [[String: Any]] ?? []).isEmpty)
}

/// In Korean on a 35-row pane: a question about a value the code stores (11 slow-hitches,
/// `scrollHitches`) shows ▶ on the line that stores it, with the prompt on screen; `:trace`
/// before an answer stops at the mark "scroll", so no hitch of the scroll is in it; and the
/// next question, a time in ms, takes its answer in frames ("30프레임" is 500 ms at 60 Hz).
@Test func tmuxStoredValueMomentAndATimeInFrames() throws {
    guard TmuxTerminal.isAvailable else {
        print("skipped tmuxStoredValueMomentAndATimeInFrames: tmux is not installed (apt-get install tmux)")
        return
    }
    let terminal = TmuxTerminal()
    defer { terminal.kill() }
    try terminal.start(try studyCommand("11", language: "ko_KR.UTF-8", state: freshState()), columns: 100, rows: 35)
    try terminal.waitFor("(Enter:")
    try terminal.type(":skip")
    try terminal.send("Enter")
    try terminal.waitForPrompt(after: "문제 1/")
    for number in 2...6 {
        try terminal.type(":skip")
        try terminal.send("Enter")
        try terminal.waitForPrompt(after: "문제 \(number)/")
    }
    let card = try terminal.visible()
    #expect(
        card.split(separator: "\n").contains {
            $0.range(of: #"^ *[0-9]+ ▶ let scrollHitches = "#, options: .regularExpression) != nil
        },
        "no ▶ on the line that stores scrollHitches:\n\(card)")
    #expect(card.contains("scrollHitches에 값을 저장하는 줄"), "\(card)")
    #expect(card.contains("히치는 몇 번일까요?"), "the prompt is not on screen:\n\(card)")
    try terminal.type(":trace")
    try terminal.send("Enter")
    try terminal.waitForPrompt(after: "\"scroll\" 지점까지")
    let trace = try terminal.scrollback(400)
    let listing = trace[(trace.range(of: "\"scroll\" 지점까지", options: .backwards)?.lowerBound ?? trace.startIndex)...]
    #expect(!listing.contains("feed.scroll"), "the scroll is in :trace before an answer:\n\(listing)")
    #expect(!listing.contains("히치"), "a hitch is in :trace before an answer:\n\(listing)")
    try terminal.type("30")
    try terminal.send("Enter")
    try terminal.waitForPrompt(after: "정답이에요.")
    try terminal.send("Enter")
    try terminal.waitForPrompt(after: "문제 7/")
    try terminal.type("30프레임")
    try terminal.send("Enter")
    try terminal.waitForPrompt(after: "> 30프레임")
    let verdict = try terminal.visible()
    #expect(verdict.contains("✓ 정답이에요."), "\(verdict)")
}
