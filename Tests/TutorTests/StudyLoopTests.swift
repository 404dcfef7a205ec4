import Foundation
import Grading
import Lessons
import TestSupport
import Testing

@testable import Tutor

// The study loop as a learner lives in it (issue 25): ratings by the first try, checked against
// py-fsrs; the end-of-lesson summary; `:back` keeping the variant and the tries; the verdict
// waiting for Enter; "continue" naming the lesson in progress; the welcome screen's reviews;
// `:reveal` with the mismatch; language names.

/// A session whose clock moves 20 s on at every reading, so each rating has its own moment.
private func steppedSession(
    _ lines: [String], store: ProgressStore, course: StudyCourse = FixtureCourse.course, pauses: Bool = false,
    run: (StudySession) -> Int32
) -> (transcript: String, progress: LearnerProgress) {
    TerminalText.prepareLocale()
    let output = BufferOutput(), errors = BufferOutput()
    var remaining = lines[...]
    let input = PipedLineSource(output: output) { remaining.popFirst() }
    var moment = fixedNow
    let session = StudySession(
        course: course, store: store, input: input, output: output, errors: errors, language: .en,
        style: TextStyle(colored: false), columns: 72, pausesAfterVerdict: pauses, timeZone: .gmt,
        now: {
            moment = moment.addingTimeInterval(20)
            return moment
        })
    _ = run(session)
    return (output.text, session.progress)
}

/// Replays each question's review log with py-fsrs 6.3 (Tests/Reference/fsrs_replay.py);
/// nil when py-fsrs is absent (the caller skips with a message).
private func pyFSRSCards(for entries: [QuestionProgress]) throws -> [[String: Any]]? {
    let formatter = ISO8601DateFormatter()
    let histories = entries.map { $0.reviews.map { [$0.rating.name, formatter.string(from: $0.at)] } }
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Reference/fsrs_replay.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path]
    let stdin = Pipe(), stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    ChildInput.write(try JSONSerialization.data(withJSONObject: histories), to: stdin.fileHandleForWriting)
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
}

/// Each rating case driven through the tutor: right at the first try after a hint (Hard),
/// wrong first then right (Again, and it comes back in the sitting: then Good), right at the
/// first try (Good), partly right first then right (Hard), out of tries (Again), `:reveal`
/// (Again); every card after its log is the one py-fsrs 6.3 computes from the same ratings at
/// the same moments.
@Test func ratingsFollowTheFirstTryAndMatchPyFSRS() throws {
    let first = try ProgressStore.open(folder: temporaryFolder()).store
    let one = steppedSession(
        [":skip", ":hint", "a2.layoutSubviews", "yes", "no", "b", "no", ":quit"], store: first
    ) { $0.runLesson(id: "01") }
    let second = try ProgressStore.open(folder: temporaryFolder()).store
    let two = steppedSession(
        [
            ":skip", "a2.layoutSubviews, a1.layoutSubviews", "a2.layoutSubviews", "yes", "yes", "yes", "b", "no", "2",
            ":reveal", "2", ":quit",
        ],
        store: second
    ) { session in
        _ = session.runLesson(id: "01")
        return 0
    }
    func reviews(_ progress: LearnerProgress, _ lesson: String, _ question: String) -> [FSRSRating] {
        progress.question(lesson: lesson, question: question)?.reviews.map(\.rating) ?? []
    }
    #expect(reviews(one.progress, "01-dirty-flags", "which-layout") == [.hard], "right at the first try after a hint")
    #expect(
        reviews(one.progress, "01-dirty-flags", "ancestors") == [.again, .good],
        "wrong first, then right: again; back in the sitting")
    #expect(reviews(one.progress, "01-dirty-flags", "when") == [.good], "right at the first try")
    #expect(one.transcript.contains("This question comes back after a few others."))
    #expect(
        reviews(two.progress, "01-dirty-flags", "which-layout") == [.hard], "partly right at the first try, then right")
    #expect(reviews(two.progress, "01-dirty-flags", "ancestors") == [.again, .good], "out of tries")
    #expect(reviews(two.progress, "02-layout-pass", "count") == [.again, .good], ":reveal")

    let entries = [one.progress, two.progress].flatMap { $0.questions.values }.sorted {
        $0.lesson + $0.question < $1.lesson + $1.question
    }
    guard let cards = try pyFSRSCards(for: entries) else {
        print(
            "skipped the py-fsrs comparison in ratingsFollowTheFirstTryAndMatchPyFSRS: py-fsrs 6.3 is not installed (pip install 'fsrs==6.3.*', or make test-tools)"
        )
        return
    }
    #expect(cards.count == entries.count)
    for (entry, reference) in zip(entries, cards) {
        let card = try #require(entry.card)
        let name = "\(entry.lesson)/\(entry.question) \(entry.reviews.map(\.rating.name))"
        #expect(card.state.rawValue == reference["state"] as? String, "\(name)")
        #expect(card.step == reference["step"] as? Int, "\(name)")
        #expect(abs((card.stability ?? -1) - ((reference["stability"] as? Double) ?? 0)) < 1e-9, "\(name)")
        #expect(abs((card.difficulty ?? -1) - ((reference["difficulty"] as? Double) ?? 0)) < 1e-9, "\(name)")
        let due = try #require(
            (reference["due"] as? String).flatMap {
                ISO8601DateFormatter().date(from: $0.replacingOccurrences(of: "+00:00", with: "Z"))
            })
        #expect(abs(card.due.timeIntervalSince(due)) < 1, "\(name)")
    }
}

/// The end of a lesson tells first-try right, right after more tries and revealed apart.
@Test func lessonSummaryTellsHowEachQuestionWent() throws {
    let store = try ProgressStore.open(folder: temporaryFolder()).store
    let run = steppedSession([":skip", ":hint", "a2.layoutSubviews", "yes", "no", "b", "no", ":quit"], store: store) {
        $0.runLesson(id: "01")
    }
    // Wrapped at 72 columns: read as one line.
    #expect(
        run.transcript.replacingOccurrences(of: "\n", with: " ").contains(
            "End of the lesson. Of 3 questions: 2 right at the first try, 1 right after more tries."))
    let other = try ProgressStore.open(folder: temporaryFolder()).store
    let revealed = steppedSession([":skip", ":reveal", ":skip", "b", "a2.layoutSubviews", ":quit"], store: other) {
        $0.runLesson(id: "01")
    }
    #expect(
        revealed.transcript.replacingOccurrences(of: "\n", with: " ").contains(
            "End of the lesson. Of 3 questions: 1 right at the first try, 1 answer shown, 1 skipped."))
    #expect(
        UIText.lessonSummary(SittingTally(rightFirstTry: 12, rightAfterRetries: 4, revealed: 1)).text(in: .ko)
            == "레슨을 마쳤어요. 17문제 중 12문제는 한 번에 맞혔고, 4문제는 다시 풀어서 맞혔고, 1문제는 정답을 확인했어요.")
    #expect(
        UIText.lessonSummary(SittingTally(rightFirstTry: 12, rightAfterRetries: 4, revealed: 1)).text(in: .zh)
            == "本课结束：17 道题中，一次答对 12 道，多次尝试后答对 4 道，看了答案 1 道。")
}

/// A course whose first question has three variants, to see `:back` keep the one shown.
private var variantCourse: StudyCourse {
    let questions: [any StudyQuestion] = [
        FixtureQuestion(
            id: "first", kind: .count, prompts: [.en: "How many?"], right: ["2"], readable: { Int($0) != nil },
            variants: 3),
        FixtureQuestion(
            id: "second", kind: .count, prompts: [.en: "And now?"], right: ["3"], readable: { Int($0) != nil },
            variants: 3),
    ]
    return StudyCourse(
        lessons: [FixtureLesson(id: "01-v", titles: [.en: "Variants"], prose: [.en: ["Read."]], questions: questions)],
        sandbox: nil)
}

/// `:back` shows the same variant of the question before, says it was settled and does not
/// rate it again; a question left with `:back` after a wrong try keeps that try (its rating
/// is still by the first try) and its variant.
@Test func backKeepsTheVariantAndTheHistory() throws {
    let store = try ProgressStore.open(folder: temporaryFolder()).store
    let run = steppedSession(["", "2", "9", ":back", "5", "", "3", "3", ":quit"], store: store, course: variantCourse) {
        $0.runLesson(id: "01")
    }
    func variants(_ prompt: String) -> [String] {
        run.transcript.components(separatedBy: "\n").filter { $0.hasPrefix(prompt) }
    }
    #expect(Set(variants("How many?")).count == 1, "\(variants("How many?"))")
    #expect(variants("How many?").count == 2)
    // Shown, left with :back, met again: the same variant; back after its lapse: another one,
    // so it is not answered from memory.
    let second = variants("And now?")
    #expect(second.count == 3 && second[0] == second[1] && second[2] != second[1], "\(second)")
    #expect(run.transcript.contains("You did this question earlier in this sitting (right at the first try)."))
    let first = try #require(run.progress.question(lesson: "01-v", question: "first"))
    #expect(first.reviews.map(\.rating) == [.good], "met again after :back, never rated twice")
    #expect(first.attempts == 1, "an answer to a settled question is checked, not recorded")
    let entry = try #require(run.progress.question(lesson: "01-v", question: "second"))
    #expect(entry.answers.map(\.answer) == ["9", "3", "3"], "the wrong try before :back is kept")
    #expect(entry.reviews.map(\.rating) == [.again, .good], "rated by its first try: again; it comes back")
}

/// On a terminal the verdict waits for Enter: the next question is not shown until the
/// learner presses it; text typed there is not taken as an answer.
@Test func verdictWaitsForEnter() throws {
    let store = try ProgressStore.open(folder: temporaryFolder()).store
    let run = steppedSession([":skip", "a2.layoutSubviews", "hello", "", "no", ":quit"], store: store, pauses: true) {
        $0.runLesson(id: "01")
    }
    let transcript = run.transcript
    let verdict = try #require(transcript.range(of: "✓ Correct."))
    let pause = try #require(transcript.range(of: "(Enter: next question · :trace: what the simulator did)"))
    let next = try #require(transcript.range(of: "Question 2 of 3"))
    #expect(verdict.upperBound <= pause.lowerBound && pause.upperBound <= next.lowerBound)
    #expect(transcript.contains("This question is done. Press Enter for the next one"))
    #expect(run.progress.question(lesson: "01-dirty-flags", question: "ancestors")?.reviews.map(\.rating) == [.good])
}

/// `:reveal` after a wrong try shows what the trace says about that try before the answer.
@Test func revealShowsTheMismatch() throws {
    let store = try ProgressStore.open(folder: temporaryFolder()).store
    let run = steppedSession([":skip", "a1.layoutSubviews", ":reveal", ":quit"], store: store) {
        $0.runLesson(id: "01")
    }
    let reveal = try #require(run.transcript.range(of: ":reveal\n"))
    let after = run.transcript[reveal.upperBound...]
    #expect(
        after.hasPrefix("missed: a2.layoutSubviews ← commit 1 ← a2 needsLayout\nThe answer: a2.layoutsubviews"),
        "\(after.prefix(200))")
}

/// "Continue where you left off" names a lesson in progress; once it is finished, Enter
/// starts the next unfinished lesson, said as such. The welcome screen says what is due.
@Test func homeNamesTheLessonInProgressAndWhatIsDue() throws {
    let folder = temporaryFolder()
    let store = try ProgressStore.open(folder: folder).store
    let begun = pipedSession(["", "", "", "a2.layoutSubviews", ":quit"], store: store) { $0.runHome() }
    #expect(begun.status == 0)
    let again = try ProgressStore.open(folder: folder).store
    let resumed = pipedSession([":quit"], store: again, now: fixedNow.addingTimeInterval(3600)) { $0.runHome() }
    #expect(resumed.transcript.contains("Press Enter to continue where you left off (“Dirty flags”)"))
    #expect(resumed.transcript.contains("Review: 1 question is due now (`layoutlab review` asks it)."))
    let finishing = try ProgressStore.open(folder: folder).store
    let finished = pipedSession(["", "no", "b", ":quit"], store: finishing, now: fixedNow.addingTimeInterval(3600)) {
        $0.runHome()
    }
    #expect(finished.transcript.contains("Press Enter to start the next lesson (“The layout pass”)"))
    #expect(!finished.transcript.contains("continue where you left off (“The layout pass”)"))
}

/// Every command takes a language by code, by name and by its own name: `:lang chinese`,
/// `--lang 中文`, `한국어`, `english`, from Language's one table.
@Test func languageNamesWorkEverywhere() throws {
    for (typed, language) in [
        ("chinese", Language.zh), ("中文", .zh), ("汉语", .zh), ("korean", .ko), ("한국어", .ko), ("english", .en),
        ("EN", .en), ("zh_CN.UTF-8", .zh), ("ko-KR", .ko),
    ] {
        #expect(Language(code: typed) == language, "\(typed)")
    }
    #expect(Language(code: "C.UTF-8") == nil)
    #expect(Language(code: "french") == nil)
    let store = try ProgressStore.open(folder: temporaryFolder()).store
    let run = pipedSession([":lang chinese", ":lang 한국어", ":lang english", ":lang klingon", ":quit"], store: store) {
        $0.runHome()
    }
    #expect(run.transcript.contains("已切换为中文。"))
    #expect(run.transcript.contains("언어를 한국어로 바꿨어요."))
    #expect(run.transcript.contains("Language: English."))
    #expect(run.transcript.contains("Usage: :lang ko|zh|en"))
}

/// Partial credit rounds half up: 2 of 3 is 67 %, one eighth 13 %.
@Test func percentagesRoundHalfUp() {
    #expect(UIText.percent(of: 2.0 / 3) == 67)
    #expect(UIText.percent(of: 0.125) == 13)
    #expect(UIText.percent(of: 0.5) == 50)
    #expect(UIText.percent(of: 1.0 / 3) == 33)
    // The label the quiz and every grade report give a partly right answer.
    #expect(GradingStrings.partlyRight(2.0 / 3, .zh) == "部分正确（67%）")
    #expect(GradingStrings.partlyRight(0.5, .en) == "partly right (50 %)")
    #expect(GradingStrings.partlyRight(2.0 / 3, .ko) == "일부 정답 (67%)")
}

/// Tab completes the types a scenario declares and their methods (`RowFlow`,
/// `RowFlow.updateCache`), not only `let`/`var` names.
@Test func completionOffersDeclaredTypes() {
    let source = """
        struct RowFlow: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            func updateCache(_ cache: inout (), subviews: Subviews) {
                func helper() {}
            }
        }
        final class SizeFlow: Layout {
            func makeCache(subviews: Subviews) -> Int { 0 }
        }
        let buggy = UIHostingController(rootView: RowFlow())
        """
    let names = DeclaredNames.names(in: source)
    #expect(names.contains("RowFlow") && names.contains("SizeFlow") && names.contains("buggy"))
    #expect(
        names.contains("RowFlow.updateCache") && names.contains("SizeFlow.makeCache")
            && names.contains("RowFlow.sizeThatFits"))
    #expect(!names.contains("RowFlow.helper"), "a function inside a method is not the type's")
    #expect(
        CompletionVocabulary.matches(for: "RowF", in: names) == [
            "RowFlow", "RowFlow.sizeThatFits", "RowFlow.updateCache",
        ])
}

/// Review times are in the learner's time zone, written with its offset.
@Test func reviewTimesAreInTheLearnersZone() throws {
    let moment = Date(timeIntervalSince1970: 1_796_156_460)  // 2026-12-01 20:21 UTC
    let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
    #expect(StudySession.moment(moment, in: seoul) == "2026-12-02 05:21 UTC+9")
    #expect(StudySession.day(moment, in: seoul) == "2026-12-02")
    #expect(StudySession.moment(moment, in: .gmt) == "2026-12-01 20:21 UTC")
    #expect(
        StudySession.moment(moment, in: try #require(TimeZone(identifier: "Asia/Kolkata")))
            == "2026-12-02 01:51 UTC+5:30")
}

/// A code line wider than the terminal continues under its code with the gutter kept (`┆`),
/// broken after `, ` or a space, never inside a name, a number or a string.
@Test func codeLinesWrapUnderTheGutterBetweenTokens() {
    let source = """
        let image = renderer.image { _ in photo.draw(in: CGRect(x: 0, y: 0, width: 1024, height: 768)) }.jpegData(withCompressionQuality: 0.8)
        label.text = "a string literal that is long enough to need a break somewhere"
        """
    let listing = CodeListing(source: source, firstLine: 17)
    for columns in [40, 50, 72] {
        let lines = listing.render(style: TextStyle(colored: false), columns: columns).split(separator: "\n").map(
            String.init)
        #expect(lines.allSatisfy { TerminalText.width($0) <= columns }, "\(columns): \(lines)")
        #expect(lines.first?.hasPrefix("17 │ let image") == true)
        #expect(lines.dropFirst().first?.hasPrefix("   ┆ ") == true, "\(lines)")
        // Joined again, the pieces are the line: every break was at a token boundary.
        let first = lines.prefix { !$0.hasPrefix("18") }.map { $0.dropFirst(5).trimmingCharacters(in: .whitespaces) }
        let words = Set(
            source.split(separator: "\n")[0].split { !($0.isLetter || $0.isNumber || $0 == "." || $0 == "_") }.map(
                String.init))
        let pieces = Set(
            first.joined(separator: " ").split { !($0.isLetter || $0.isNumber || $0 == "." || $0 == "_") }.map(
                String.init))
        #expect(pieces.isSubset(of: words), "\(columns): split inside \(pieces.subtracting(words))")
    }
    // Never inside the string literal, though it holds spaces.
    #expect(
        CodeListing.pieces(of: "        x = \"abc def ghi jkl\" + y", width: 30) == [
            "        x = \"abc def ghi jkl\"", "+ y",
        ])
    #expect(
        CodeListing.pieces(of: "    total = first.width + second.width", width: 26) == [
            "    total = first.width +", "second.width",
        ])
    // A literal wider than the line breaks between its words, never inside one (lesson 13's
    // quote.text broke "c" / "at dog").
    let long = "    quote.text = \"cat dog fox owl bee ant elk yak cat dog fox owl bee ant\""
    for width in 24...60 {
        let pieces = CodeListing.pieces(of: long, width: width)
        let words = pieces.flatMap { $0.split { $0 == " " || $0 == "\"" } }.map(String.init)
        let allowed: Set<String> = ["quote.text", "=", "cat", "dog", "fox", "owl", "bee", "ant", "elk", "yak"]
        #expect(Set(words).isSubset(of: allowed), "\(width): \(pieces)")
    }
}

/// `progress` and the lesson list fit the terminal: a long title wraps inside its cell.
@Test func tablesFitTheWidth() {
    TerminalText.prepareLocale()
    let rows = [
        ["1", "오토레이아웃 엔진: 제약이 프레임이 되기까지 그리고 그 뒤에 일어나는 일", "3/17", "3", "5", "2026-12-02"],
        ["2", "Auto Layout engine: how constraints become frames and what happens next", "0/12", "0", "0", "never"],
    ]
    let headers = ["#", "Lesson", "Answered", "Correct", "Attempts", "Last seen"]
    for width in [50, 80, 100] {
        let table = TableRenderer(headers: headers, rows: rows).render(width: width)
        let lines = table.split(separator: "\n")
        #expect(lines.allSatisfy { TerminalText.width(String($0)) <= width }, "\(width):\n\(table)")
        #expect(Set(lines.map { TerminalText.width(String($0)) }).count == 1, "every line as wide:\n\(table)")
    }
    #expect(TableRenderer(headers: headers, rows: rows).render().split(separator: "\n").count == 6)
}

/// The hint's heading shares the hint's first line, which stays inside the width like the
/// rest of the screen (it ran past it by the heading's width).
@Test func hintHeadingStaysInsideTheWidth() throws {
    let question = FixtureQuestion(
        id: "q", kind: .count, prompts: [.en: "How many?"],
        hints: [
            .en:
                "Count the views whose layout flag is on when the commit looks for any work, and the views it finds on its way."
        ],
        right: ["1"], readable: { _ in true })
    let course = StudyCourse(
        lessons: [FixtureLesson(id: "01", titles: [.en: "One"], prose: [:], questions: [question])], sandbox: nil)
    let (store, _, _) = try ProgressStore.open(folder: temporaryFolder())
    let result = pipedSession(["1", ":hint", ":quit"], store: store, course: course) { $0.runHome() }
    let lines = result.transcript.split(separator: "\n").map(String.init)
    let hint = try #require(lines.firstIndex { $0.hasPrefix("Hint: Count the views") })
    #expect(lines[hint...].prefix(2).allSatisfy { TerminalText.width($0) <= 72 }, "\(lines[hint...].prefix(2))")
}
