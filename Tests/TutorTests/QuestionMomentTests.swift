import Foundation
import Grading
import Lessons
import Scenario
import Simulator
import TestSupport
import Testing

@testable import Tutor

/// Issue 13, "nothing gives the answer away before the learner has answered": one function
/// decides a question's moment, and the card's ▶, `:code`'s tree and `:trace` all stop there.
@Suite struct QuestionMomentTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theQueryWindowDecidesFirst() {
        #expect(
            QuestionMoment.of(
                query: #"trace.after("tap").calls("layoutSubviews")"#,
                window: TraceWindow(afterLabel: "tap", range: 3..<9),
                marks: ["tap"], prompt: nil)
                == .mark("tap"))
        #expect(
            QuestionMoment.of(
                query: #"trace.between("go", "committed").contains("row.layoutSubviews")"#,
                window: TraceWindow(afterLabel: "go", beforeLabel: "committed", range: 3..<9),
                marks: ["go", "committed"],
                prompt: #"before the mark "committed""#) == .mark("go"))
    }

    /// A query over the whole run takes the mark its prompt says the question is after, never
    /// one the prompt names otherwise nor the mark the window ends before.
    @Test func aWholeRunQueryTakesTheMarkThePromptIsAfter() {
        let marks = ["animate", "returned"]
        #expect(
            QuestionMoment.of(
                query: "display.hitches > 0", marks: ["tap"], prompt: #"After "tap", row does 12 ms of work."#)
                == .mark("tap"))
        #expect(
            QuestionMoment.of(
                query: "seen", marks: ["grow"], prompt: "After the mark \"grow\",\n the constant changes.")
                == .mark("grow"))
        #expect(
            QuestionMoment.of(
                query: "modelAtReturn", marks: marks,
                prompt: #"What is panel.frame right after UIView.animate returns (at "returned")?"#) == .start)
        #expect(
            QuestionMoment.of(
                query: #"trace.before("restyle").calls("draw")"#,
                window: TraceWindow(beforeLabel: "restyle", range: 0..<4),
                marks: ["restyle"], prompt: #"after "restyle""#)
                == .start)
        #expect(
            QuestionMoment.of(
                query: "x", marks: ["a", "b"], prompt: #"Between here and after the mark "b", and after "a""#)
                == .mark("b"))
        #expect(QuestionMoment.of(query: "x", marks: [], prompt: #"after "tap""#) == .start)
    }

    /// A query that reads a variable the code stored after the run began is about the line
    /// that stores it (▶), and its set-up, which `:code` and `:trace` stop at, is the last mark
    /// before that line. A variable a block changes, or an object a line creates, is not.
    @Test func aStoredVariableIsAboutTheLineThatStoresIt() {
        let source = """
            let card = UIView()
            var done = -1
            runLoop.runUntilIdle()
            trace.mark("grow")
            card.frame.size.height = 160
            let seen = card.frame
            UIView.animate(withDuration: 0.5, animations: { card.alpha = 0 }) { _ in
                done = clock.frame
            }
            trace.mark("later")
            runLoop.runOnce()
            let late = UIView()
            let end = clock.now

            """
        let moment = QuestionMoment.of(query: "seen", marks: ["grow", "later"], prompt: nil, source: source)
        #expect(moment == .read(variable: "seen", after: "grow"))
        #expect(moment.setUp == .mark("grow"))
        let lines = CodeListing(source: source).lines
        #expect(moment.lineIndex(in: lines) == 5)
        #expect(moment.setUpLineIndex(in: lines) == 3)
        // The variable stored last decides; `clock.now` is a member, not a stored variable.
        #expect(
            QuestionMoment.of(query: "end - seen.minY", marks: ["grow", "later"], prompt: nil, source: source)
                == .read(variable: "end", after: "later"))
        // A mark that only names the moment (nothing but stores after it) is not the set-up:
        // the work before it is the question.
        let named =
            "runLoop.runUntilIdle()\ntrace.mark(\"go\")\ncard.alpha = 0\ntrace.mark(\"returned\")\n\nlet model = card.alpha\n"
        #expect(
            QuestionMoment.of(query: "model", marks: ["go", "returned"], prompt: nil, source: named)
                == .read(variable: "model", after: "go"))
        let unnamed = "runLoop.runUntilIdle()\ncard.alpha = 0\ntrace.mark(\"returned\")\nlet model = card.alpha\n"
        #expect(
            QuestionMoment.of(query: "model", marks: ["returned"], prompt: nil, source: unnamed)
                == .read(variable: "model", after: nil))
        // Changed inside a closure: no line of the code is its moment, so the usual rules apply.
        #expect(
            QuestionMoment.of(query: "done", marks: ["grow"], prompt: #"After "grow""#, source: source) == .mark("grow")
        )
        // An object the line creates is asked about later, not at its creation.
        #expect(QuestionMoment.of(query: "late.frame", marks: ["grow"], prompt: nil, source: source) == .start)
        // Names inside strings and called functions are not variables.
        #expect(
            QuestionMoment.rootNames(in: #"trace.events("seen.x")[0].seq < end && f() == $0.y"#) == ["trace", "end"])
        // Stored before the run began: set-up, not the moment.
        #expect(QuestionMoment.of(query: "card", marks: [], prompt: nil, source: source) == .start)
        #expect(
            CodeListing(source: source, moment: moment).render(style: TextStyle(colored: false)).contains(
                "6 ▶ let seen = card.frame"))
    }

    /// The start is marked on the first top-level statement that runs the run loop; a call
    /// inside a block is not the scenario's first turn.
    @Test func theStartIsTheFirstTopLevelRunLoopLine() {
        let source =
            "func step() {\n    runLoop.runOnce()\n}\nlet v = UIView()\nrunLoop.runUntilIdle()\ntrace.mark(\"tap\")\n"
        let listing = CodeListing(source: source, moment: .start)
        #expect(listing.markIndex == 4)
        #expect(CodeListing(source: source, moment: .mark("tap")).markIndex == 5)
        #expect(listing.render(style: TextStyle(colored: false)).contains("5 ▶ runLoop.runUntilIdle()"))
    }

    /// What a learner reads before answering four shipped questions, in English, Korean and
    /// Chinese: the card, `:code` and `:trace`. 01 layout-after-tap's window starts after
    /// "tap"; 09 row-60-hitch counts hitches over the whole run, and its prompt is after "tap";
    /// 01 frame-before-commit and 11 slow-hitches ask for a value the code stored (`seen`,
    /// `scrollHitches`): ▶ is on the line that stores it, and `:code` and `:trace` stop at
    /// the mark before it ("grow", "scroll"), so neither shows the answer.
    @Test func whatALearnerReadsBeforeAnswering() throws {
        // Wrapping measures Han in two columns only in a UTF-8 locale.
        TerminalText.prepareLocale()
        let library = LessonLibrary.load(paths: [Self.repositoryRoot.appendingPathComponent("lessons").path])
        let grader = Grader(library: library, engine: ScenarioLanguageEngine())
        var text = ""
        for (lessonID, questionID) in [
            ("dirty-flags", "layout-after-tap"), ("frame-pacing", "row-60-hitch"),
            ("dirty-flags", "frame-before-commit"),
            ("performance", "slow-hitches"),
        ] {
            let lesson = try #require(library.lessons.first { $0.id == lessonID })
            let question = try #require(lesson.questions.first { $0.id == questionID })
            let adapter = QuestionAdapter(question: question, lesson: lesson, grader: grader)
            for language in [Language.en, .ko, .zh] {
                let card = QuestionCard(
                    question: adapter, language: language, style: TextStyle(colored: false), columns: 72)
                text += card.render(heading: "\(lessonID)/\(questionID) (\(language.rawValue))")
                text += "> :code\n" + card.codeAtMoment() + "> :trace\n" + card.trace(answered: false)
            }
        }
        expectGolden(text, "moment-before-answer.txt")
    }

    static func label(_ rect: GradingRect) -> String {
        [rect.x, rect.y, rect.width, rect.height].map {
            $0 == $0.rounded() ? String(Int($0)) : String(format: "%.1f", $0)
        }
        .joined(separator: ", ")
    }

    /// Every shipped question, in every variant: before an answer, `:trace` holds exactly the
    /// events before the moment (counted on an independent run of the scenario) and none of
    /// the answer's calls that first happen after it; `:code`'s tree is the tree of the lines
    /// before the moment (run here on their own), never the final one, so a frame answer that
    /// only exists after the moment is not on the screen. Every listing marks its moment.
    @Test func codeAndTraceBeforeAnAnswerNeverHoldWhatHappensAfterTheMoment() throws {
        let library = LessonLibrary.load(paths: [Self.repositoryRoot.appendingPathComponent("lessons").path])
        let grader = Grader(library: library, engine: ScenarioLanguageEngine())
        var questions = 0, callItemsHeldBack = 0, finalTreesHeldBack = 0, starts = 0, reads = 0
        for lesson in library.lessons {
            for question in lesson.questions {
                for variant in 1...lesson.variantCount(of: question) {
                    let adapter = QuestionAdapter(question: question, lesson: lesson, grader: grader, variant: variant)
                    let name = "\(lesson.id)/\(question.id)#\(variant)"
                    guard let scenario = adapter.scenario else { continue }
                    questions += 1
                    let moment = adapter.moment
                    if moment == .start { starts += 1 }
                    let lines = CodeListing(source: scenario.source).lines
                    let momentLine = try #require(moment.lineIndex(in: lines), "\(name): no ▶ line for \(moment)")
                    // The set-up `:code` and `:trace` stop at: the moment's own line, or for a
                    // stored variable the mark before ▶ (the start when there is none).
                    let setUpLine = moment.setUpLineIndex(in: lines) ?? lines.count
                    if case .read = moment {
                        reads += 1
                        #expect(setUpLine < momentLine, "\(name): the set-up of \(moment) is not before ▶")
                    }
                    let card = QuestionCard(
                        question: adapter, language: .en, style: TextStyle(colored: false), columns: 400)
                    #expect(card.render(heading: "").contains(" ▶ " + lines[momentLine]), "\(name)")

                    let full = ScenarioRun(source: scenario.source, options: ScenarioOptions(fileName: "\(name).swift"))
                    let events = full.trace.events
                    let cut = moment.eventIndex(in: full.trace)
                    let trace = card.trace(answered: false)
                    #expect(
                        adapter.traceRows(answered: false).count
                            == events[..<cut].filter { $0.receiver != "trace" }.count, "\(name)")
                    let answer = try grader.expectedAnswer(for: question, in: lesson, variant: variant).answer
                    if case .items(let items) = answer {
                        for item in items
                        where item.contains(".") && !events[..<cut].contains(where: { $0.call == item }) {
                            callItemsHeldBack += 1
                            #expect(!trace.contains(item + "()"), "\(name): :trace before an answer shows \(item)")
                        }
                    }

                    let code = card.codeAtMoment()
                    let prefix = ScenarioRun(
                        source: lines.prefix(setUpLine).joined(separator: "\n") + "\n",
                        options: ScenarioOptions(fileName: "\(name).swift"))
                    let atMoment =
                        prefix.outcome == .completed
                        ? SimulatorPictures.viewTree(of: prefix.simulation.window).render() : nil
                    let final = SimulatorPictures.viewTree(of: full.simulation.window).render()
                    // A tree shown is the tree at the moment, whole.
                    if code.contains("window (") {
                        #expect(
                            atMoment.map(code.contains) == true,
                            "\(name): :code shows a tree that is not the one at the moment:\n\(code)")
                    }
                    if atMoment != final, final.split(separator: "\n").count > 1 {
                        #expect(!code.contains(final), "\(name): :code shows the final tree")
                        finalTreesHeldBack += 1
                    }
                    if case .rect(let rect) = answer, !(atMoment ?? "").contains("(" + Self.label(rect) + ")") {
                        #expect(!code.contains("(" + Self.label(rect) + ")"), "\(name): :code shows the answer \(rect)")
                    }
                }
            }
        }
        // The check has something to hold back: calls of the answers that happen only after
        // the moment, and final trees that differ from the tree at the moment.
        #expect(questions > 200)
        #expect(callItemsHeldBack > 20)
        #expect(finalTreesHeldBack > 50)
        #expect(starts > 0)
        #expect(reads > 20)
    }
}
