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
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theQueryWindowDecidesFirst() {
        #expect(QuestionMoment.of(query: #"trace.after("tap").calls("layoutSubviews")"#, marks: ["tap"], prompt: nil) == .mark("tap"))
        #expect(QuestionMoment.of(query: #"trace.between("go", "committed").contains("row.layoutSubviews")"#, marks: ["go", "committed"], prompt: #"before the mark "committed""#) == .mark("go"))
    }

    /// A query over the whole run takes the mark its prompt says the question is after, never
    /// one the prompt names otherwise nor the mark the window ends before.
    @Test func aWholeRunQueryTakesTheMarkThePromptIsAfter() {
        let marks = ["animate", "returned"]
        #expect(QuestionMoment.of(query: "display.hitches > 0", marks: ["tap"], prompt: #"After "tap", row does 12 ms of work."#) == .mark("tap"))
        #expect(QuestionMoment.of(query: "seen", marks: ["grow"], prompt: "After the mark \"grow\",\n the constant changes.") == .mark("grow"))
        #expect(QuestionMoment.of(query: "modelAtReturn", marks: marks, prompt: #"What is panel.frame right after UIView.animate returns (at "returned")?"#) == .start)
        #expect(QuestionMoment.of(query: #"trace.before("restyle").calls("draw")"#, marks: ["restyle"], prompt: #"after "restyle""#) == .start)
        #expect(QuestionMoment.of(query: "x", marks: ["a", "b"], prompt: #"Between here and after the mark "b", and after "a""#) == .mark("b"))
        #expect(QuestionMoment.of(query: "x", marks: [], prompt: #"after "tap""#) == .start)
    }

    /// The start is marked on the first top-level statement that runs the run loop; a call
    /// inside a block is not the scenario's first turn.
    @Test func theStartIsTheFirstTopLevelRunLoopLine() {
        let source = "func step() {\n    runLoop.runOnce()\n}\nlet v = UIView()\nrunLoop.runUntilIdle()\ntrace.mark(\"tap\")\n"
        let listing = CodeListing(source: source, moment: .start)
        #expect(listing.markIndex == 4)
        #expect(CodeListing(source: source, moment: .mark("tap")).markIndex == 5)
        #expect(listing.render(style: TextStyle(colored: false)).contains("5 ▶ runLoop.runUntilIdle()"))
    }


    /// What a learner reads before answering three shipped questions, in English and Chinese:
    /// the card, `:code` and `:trace`. 01 layout-after-tap's window starts after "tap"; 09
    /// row-60-hitch counts hitches over the whole run, and its prompt is after "tap"; 01
    /// frame-before-commit asks for a value the code stored (`seen`), so its moment is the start.
    @Test func whatALearnerReadsBeforeAnswering() throws {
        // Wrapping measures Han in two columns only in a UTF-8 locale.
        TerminalText.prepareLocale()
        let library = LessonLibrary.load(paths: [Self.repositoryRoot.appendingPathComponent("lessons").path])
        let grader = Grader(library: library, engine: ScenarioLanguageEngine())
        var text = ""
        for (lessonID, questionID) in [("dirty-flags", "layout-after-tap"), ("frame-pacing", "row-60-hitch"), ("dirty-flags", "frame-before-commit")] {
            let lesson = try #require(library.lessons.first { $0.id == lessonID })
            let question = try #require(lesson.questions.first { $0.id == questionID })
            let adapter = QuestionAdapter(question: question, lesson: lesson, grader: grader)
            for language in [Language.en, .zh] {
                let card = QuestionCard(question: adapter, language: language, style: TextStyle(colored: false), columns: 72)
                text += card.render(heading: "\(lessonID)/\(questionID) (\(language.rawValue))")
                text += "> :code\n" + card.codeAtMoment() + "> :trace\n" + card.trace(answered: false)
            }
        }
        expectGolden(text, "moment-before-answer.txt")
    }

    static func label(_ rect: GradingRect) -> String {
        [rect.x, rect.y, rect.width, rect.height].map { $0 == $0.rounded() ? String(Int($0)) : String(format: "%.1f", $0) }
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
        var questions = 0, callItemsHeldBack = 0, finalTreesHeldBack = 0, starts = 0
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
                    let card = QuestionCard(question: adapter, language: .en, style: TextStyle(colored: false), columns: 400)
                    #expect(card.render(heading: "").contains(" ▶ " + lines[momentLine]), "\(name)")

                    let full = ScenarioRun(source: scenario.source, options: ScenarioOptions(fileName: "\(name).swift"))
                    let events = full.trace.events
                    let cut = moment.eventIndex(in: full.trace)
                    let trace = card.trace(answered: false)
                    #expect(adapter.traceRows(answered: false).count == events[..<cut].filter { $0.receiver != "trace" }.count, "\(name)")
                    let answer = try grader.expectedAnswer(for: question, in: lesson, variant: variant).answer
                    if case .items(let items) = answer {
                        for item in items where item.contains(".") && !events[..<cut].contains(where: { $0.call == item }) {
                            callItemsHeldBack += 1
                            #expect(!trace.contains(item + "()"), "\(name): :trace before an answer shows \(item)")
                        }
                    }

                    let code = card.codeAtMoment()
                    let prefix = ScenarioRun(
                        source: lines.prefix(momentLine).joined(separator: "\n") + "\n", options: ScenarioOptions(fileName: "\(name).swift"))
                    let atMoment = prefix.outcome == .completed ? SimulatorPictures.viewTree(of: prefix.simulation.window).render() : nil
                    let final = SimulatorPictures.viewTree(of: full.simulation.window).render()
                    // A tree shown is the tree at the moment, whole.
                    if code.contains("window (") {
                        #expect(atMoment.map(code.contains) == true, "\(name): :code shows a tree that is not the one at the moment:\n\(code)")
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
    }
}
