import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The tutor in a real terminal (tmux): readline, completion, history, CJK input, and the
/// harness ending everything it started.
@Suite struct TmuxSessionTests {
    /// The "done when": a real terminal (tmux), right and wrong answers in English and
    /// Korean, Tab completion of a command and of a call in the scenario, Ctrl-C cancelling a
    /// line, Hangul typed and erased, Up-arrow recalling the previous run's history, quit,
    /// restart, and progress and history kept.
    @Test func tmuxSessionKeepsProgressAndHistory() throws {
        guard TmuxTerminal.isAvailable else {
            print("skipped tmuxSessionKeepsProgressAndHistory: tmux is not installed (apt-get install tmux)")
            return
        }
        let state = stateFolder()
        let binary = try layoutlabBinary()
        let lessons = try tutorFixture()
        let command = { (language: String) in
            "cd '\(lessons.path)' && env LAYOUTLAB_STATE_DIR='\(state.path)' LAYOUTLAB_LESSONS= LANG=\(language) LC_ALL= "
                + "TERM=xterm-256color NO_COLOR=1 '\(binary.path)' study loop; sleep 5"
        }

        // First run, in English.
        let first = TmuxTerminal()
        defer { first.kill() }
        try first.start(command("en_US.UTF-8"))
        try first.waitFor("(Enter: read on")
        try first.type(":sk")
        try first.send("Tab")
        try first.waitFor("> :skip")
        try first.send("Enter")
        try first.waitFor("Question 1 of 4")
        // The code is shown with the question, and the form of answer before the first try.
        try first.waitFor("11 │ for i in 0..<n {")
        try first.waitFor("Answer with a whole number, e.g. `2`.")
        try first.type("6")
        try first.send("Enter")
        try first.waitFor("Try again (2 tries left).")
        // Ctrl-C cancels the line being typed; the question is still asked.
        try first.type("maybe not")
        // As a person would: the text is on screen before Ctrl-C (the tty discards unread input).
        try first.waitFor("> maybe not")
        try first.send("C-c")
        try first.waitFor("maybe not^C")
        try first.type("3")
        try first.send("Enter")
        try first.waitFor("✓ Correct.")
        // The verdict stays on screen until Enter.
        try first.waitForPrompt(after: "(Enter: next question")
        #expect(!(try first.screen()).contains("Question 2 of 4"))
        try first.send("Enter")
        try first.waitFor("Question 2 of 4")
        try first.type("yes")
        try first.send("Enter")
        try first.waitFor("✓ Correct.", count: 2)
        try first.waitForPrompt(after: "(Enter: next question", count: 2)
        try first.send("Enter")
        try first.waitFor("Question 3 of 4")
        // Tab completes a name the scenario declares.
        try first.type("visi")
        try first.send("Tab")
        try first.waitFor("> visited")
        try first.send("C-u")
        try first.type("a")
        try first.send("Enter")
        try first.waitFor("✓ Correct.", count: 3)
        try first.waitForPrompt(after: "(Enter: next question", count: 3)
        try first.send("Enter")
        try first.waitFor("Question 4 of 4")
        try first.type(":quit")
        try first.send("Enter")
        try first.waitFor("Your progress is saved. See you next time.")

        // Second run, in Korean: resumes at the question not yet answered.
        let second = TmuxTerminal()
        defer { second.kill() }
        try second.start(command("ko_KR.UTF-8"))
        try second.waitFor("문제 4/4")
        // Up-arrow recalls the last line of the first run.
        try second.send("Up")
        try second.waitFor("> :quit")
        try second.send("C-u")
        // Hangul typed, one syllable erased.
        try second.type("예예")
        // Both syllables on screen before erasing (on a loaded machine keys can outrun readline).
        try second.waitFor("> 예예")
        try second.send("BSpace")
        let erased = try second.waitFor("> 예 ")
        #expect(!erased.contains("예예"))
        try second.send("C-u")
        // Two of the three visits in order: a try used, then give up.
        try second.type("v0.visit, v1.visit")
        try second.send("Enter")
        try second.waitFor("다시 해 보세요(남은 기회 2번)")
        try second.type(":reveal")
        try second.send("Enter")
        try second.waitFor("정답: v0.visit → v1.visit → v2.visit")
        try second.waitForPrompt(after: "(Enter: 다음 문제")
        try second.send("Enter")
        // The question is asked again (no other question is left); Ctrl-D goes to its prompt.
        try second.waitForPrompt(after: "호출을 실행 순서대로 적어 주세요.", count: 2)
        try second.send("C-d")
        try second.waitFor("진도를 저장했어요.")

        let data = try Data(contentsOf: state.appendingPathComponent("progress.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let questions = try #require(object["questions"] as? [String: [String: Any]])
        #expect(questions["loop/total"]?["attempts"] as? Int == 2)
        #expect(questions["loop/total"]?["lastCorrect"] as? Bool == true)
        // Wrong at the first try, then right: rated again (FSRS reads hard as remembered).
        #expect(
            (questions["loop/total"]?["reviews"] as? [[String: Any]])?.compactMap { $0["rating"] as? String } == [
                "again"
            ])
        #expect(questions["loop/big"]?["attempts"] as? Int == 1)
        #expect(questions["loop/which"]?["lastCorrect"] as? Bool == true)
        let order = try #require(questions["loop/order"])
        #expect(order["lastCorrect"] as? Bool == false)
        #expect((order["answers"] as? [[String: Any]])?.first?["answer"] as? String == "v0.visit, v1.visit")
        #expect((order["reviews"] as? [[String: Any]])?.compactMap { $0["rating"] as? String } == ["again"])
        let history = try String(contentsOf: state.appendingPathComponent("history"), encoding: .utf8)
        #expect(history == ":skip\n6\n3\nyes\na\n:quit\nv0.visit, v1.visit\n:reveal\n")
    }

    /// Issue 13's "done when", in a real terminal (tmux) over the test lesson: study in Korean
    /// (text at a reading prompt not taken as "read on", the code shown with the question and
    /// the form of answer, a typo not counted, a wrong try and a right retry, `:read`, partial
    /// credit, `:reveal`), then in Chinese (resumed, a typo, partial credit, right), then a quiz
    /// in Chinese that writes a sheet; `layoutlab grade` on that sheet gives the quiz's score.
    @Test func tmuxStudyKoreanChineseThenQuizAndGrade() throws {
        guard TmuxTerminal.isAvailable else {
            print("skipped tmuxStudyKoreanChineseThenQuizAndGrade: tmux is not installed (apt-get install tmux)")
            return
        }
        let state = stateFolder()
        let binary = try layoutlabBinary()
        let lessons = try tutorFixture()
        let sheet = state.appendingPathComponent("sheet.yaml")
        let command = { (language: String, arguments: String) in
            "cd '\(lessons.path)' && env LAYOUTLAB_STATE_DIR='\(state.path)' LAYOUTLAB_LESSONS= LAYOUTLAB_NOW=2026-05-29T09:00:00Z "
                + "LANG=\(language) LC_ALL= TERM=xterm-256color NO_COLOR=1 '\(binary.path)' \(arguments); sleep 5"
        }

        let korean = TmuxTerminal()
        defer { korean.kill() }
        try korean.start(command("ko_KR.UTF-8", "study loop"))
        try korean.waitFor("(Enter: 계속 읽기")
        try korean.type("다음")
        try korean.send("Enter")
        try korean.waitFor("지금은 읽는 부분이에요")
        try korean.send("Enter")
        try korean.waitFor("문제 1/4")
        try korean.waitFor("11 │ for i in 0..<n {")
        try korean.waitFor("정수로 답해 주세요. 예: `2`")
        try korean.type("abc")
        try korean.send("Enter")
        try korean.waitFor("답을 이해하지 못했어요.")
        try korean.type("6")
        try korean.send("Enter")
        try korean.waitFor("다시 해 보세요(남은 기회 2번)")
        try korean.type("3")
        try korean.send("Enter")
        try korean.waitFor("✓ 정답이에요.")
        try korean.waitForPrompt(after: "(Enter: 다음 문제")
        try korean.send("Enter")
        try korean.waitFor("문제 2/4")
        try korean.type(":read 2")
        try korean.send("Enter")
        try korean.waitFor("방문할 때마다 기록도 남깁니다.", count: 2)
        try korean.type("예")
        try korean.send("Enter")
        try korean.waitFor("✓ 정답이에요.", count: 2)
        try korean.waitForPrompt(after: "(Enter: 다음 문제", count: 2)
        try korean.send("Enter")
        try korean.waitFor("문제 3/4")
        try korean.type("a")
        try korean.send("Enter")
        try korean.waitForPrompt(after: "(Enter: 다음 문제", count: 3)
        try korean.send("Enter")
        try korean.waitFor("문제 4/4")
        // A misspelt name is unreadable ("did you mean", the particle picked for visit) and costs
        // no try: the partly right answer after it still has two tries left.
        try korean.type("v0.vist, v1.visit")
        try korean.send("Enter")
        try korean.waitFor("UIView에는 vist 메서드가 없어요. visit을 쓰려던 건가요?")
        try korean.type("v0.visit, v1.visit")
        try korean.send("Enter")
        try korean.waitFor("일부 맞았어요: 점수의 67%를 받았어요.\n다시 해 보세요(남은 기회 2번)")
        try korean.type(":reveal")
        try korean.send("Enter")
        try korean.waitFor("정답: v0.visit → v1.visit → v2.visit")
        try korean.type(":quit")
        try korean.send("Enter")
        try korean.waitFor("진도를 저장했어요.")

        let chinese = TmuxTerminal()
        defer { chinese.kill() }
        try chinese.start(command("zh_CN.UTF-8", "study loop"))
        try chinese.waitFor("从第 4 题继续")
        try chinese.waitFor("请按执行顺序写出调用")
        try chinese.type("abc")
        try chinese.send("Enter")
        try chinese.waitFor("无法识别你的答案")
        try chinese.type("v0.visit, v1.vist")
        try chinese.send("Enter")
        try chinese.waitFor("UIView 没有 vist 方法。你是想写 visit 吗？")
        try chinese.type("v1.visit, v0.visit, v2.visit")
        try chinese.send("Enter")
        try chinese.waitFor("部分正确")
        try chinese.type("v0.visit, v1.visit, v2.visit")
        try chinese.send("Enter")
        try chinese.waitFor("✓ 回答正确。")
        try chinese.waitForPrompt(after: "（Enter：下一题")
        try chinese.send("Enter")
        try chinese.waitForPrompt(after: "本课结束")
        try chinese.send("C-d")
        try chinese.waitFor("进度已保存")

        let quiz = TmuxTerminal()
        defer { quiz.kill() }
        try quiz.start(command("zh_CN.UTF-8", "quiz loop-quiz --learner 小王 --out '\(sheet.path)'"))
        try quiz.waitFor("第 1 题，共 4 题 · loop/total")
        try quiz.type("3")
        try quiz.send("Enter")
        try quiz.waitFor("已记录。")
        try quiz.waitFor("loop/big")
        try quiz.type("是")
        try quiz.send("Enter")
        try quiz.waitFor("loop/which")
        try quiz.type("b")
        try quiz.send("Enter")
        try quiz.waitFor("loop/order")
        try quiz.type(":skip")
        try quiz.send("Enter")
        let end = try quiz.waitFor("答题卡已保存到")
        #expect(end.contains("得分 2/4（50%），及格线 50% —— 通过"))

        let graded = try runLayoutlab(
            in: lessons, ["grade", "quizzes/loop-quiz.yaml", sheet.path, "--format", "json"], stdin: "",
            environment: [:])
        #expect(graded.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(graded.stdout.utf8)) as? [String: Any])
        let sheets = try #require(report["sheets"] as? [[String: Any]])
        #expect(sheets.first?["score"] as? Int == 2)
        #expect(sheets.first?["maxScore"] as? Int == 4)
        #expect(sheets.first?["learner"] as? String == "小王")
    }

    /// `TmuxTerminal.kill()` (every tmux test's `defer`) ends the tmux server and the
    /// `layoutlab study` it runs, also when the test stops early: nothing is left running.
    @Test func tmuxTerminalKillEndsTheServerAndTheTutor() throws {
        guard TmuxTerminal.isAvailable else {
            print("skipped tmuxTerminalKillEndsTheServerAndTheTutor: tmux is not installed (apt-get install tmux)")
            return
        }
        let binary = try layoutlabBinary()
        let terminal = TmuxTerminal()
        var started: [pid_t] = []
        do {
            defer { terminal.kill() }
            try terminal.start(
                "cd '\(try tutorFixture().path)' && env LAYOUTLAB_STATE_DIR='\(stateFolder().path)' LANG=en_US.UTF-8 "
                    + "NO_COLOR=1 '\(binary.path)' study loop; sleep 30")
            try terminal.waitFor("(Enter: read on")
            let server = try #require(terminal.serverPID)
            started = [server] + TmuxTerminal.descendants(of: server)
            let commands = started.compactMap { try? String(contentsOfFile: "/proc/\($0)/cmdline", encoding: .utf8) }
            #expect(commands.contains { $0.contains("layoutlab") && $0.contains("study") })
            // As a failing test would: leave by an error; the defer still runs.
            throw CancellationError()
        } catch is CancellationError {}
        let deadline = Date().addingTimeInterval(5)
        func alive(_ pid: pid_t) -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
        }
        while started.contains(where: alive), Date() < deadline { usleep(50_000) }
        #expect(!started.contains(where: alive), "still running: \(started.filter(alive))")
    }
}
