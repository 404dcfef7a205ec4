import Foundation
import Grading
import Lessons
import Scenario
import Simulator
import Testing

/// The shipped course under the ambiguous-layout choice (`ModelChoice.Kind.ambiguousLayout`):
/// looking for ambiguous frames never changes a run, and the other pick changes nothing in a
/// run whose layout passes gave no ambiguous frame.
@Suite("Shipped ambiguity")
struct ShippedAmbiguityTests {
    static let library: LessonLibrary = {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return LessonLibrary.load(paths: [
            repository.appendingPathComponent("lessons").path, repository.appendingPathComponent("quizzes").path,
        ])
    }()

    static func run(_ code: String, records: Bool, other: Bool = false) -> ScenarioRun {
        var options = ScenarioOptions()
        options.recordsAmbiguousLayouts = records
        options.otherChoices = other ? [.ambiguousLayout] : []
        return ScenarioRun(source: code, options: options)
    }

    @Test("Every shipped answer is the same whether or not ambiguous frames are looked for")
    func everyShippedAnswerIsUnchanged() throws {
        let library = Self.library
        let looking = Grader(library: library, engine: ScenarioLanguageEngine())
        let plain = Grader(library: library, engine: ScenarioLanguageEngine(recordsAmbiguousLayouts: false))
        var compared = 0
        for lesson in library.lessons {
            for question in lesson.questions {
                guard let scenario = lesson.scenario(question.scenario) else { continue }
                for variant in 1...scenario.variantCount {
                    let a = try? looking.expectedAnswer(for: question, in: lesson, variant: variant).answer
                    let b = try? plain.expectedAnswer(for: question, in: lesson, variant: variant).answer
                    #expect(a == b, "\(lesson.id)/\(question.id) variant \(variant)")
                    compared += 1
                }
            }
        }
        #expect(compared > 300)
    }

    @Test("Every shipped run keeps its trace; the other pick moves nothing where no frame was ambiguous")
    func theOtherPickLeavesUnambiguousRunsAlone() throws {
        var ambiguous: [String] = []
        var runs = 0
        for lesson in Self.library.lessons {
            for base in lesson.scenarios {
                for number in 1...base.variantCount {
                    let code = base.variant(number).code
                    let name = "\(lesson.id)/\(base.id)#\(number)"
                    let looking = Self.run(code, records: true), plain = Self.run(code, records: false)
                    runs += 1
                    #expect(looking.trace.listing() == plain.trace.listing(), "\(name): looking changed the run")
                    #expect(looking.outcome == plain.outcome, "\(name)")
                    if looking.trace.modelChoices.contains(where: { $0.kind == .ambiguousLayout }) {
                        ambiguous.append(name)
                        continue
                    }
                    let other = Self.run(code, records: true, other: true)
                    #expect(other.trace.listing() == plain.trace.listing(), "\(name): the other pick moved a frame")
                }
            }
        }
        #expect(runs > 100)
        // Lesson 05 asks about ambiguous layouts on purpose (fact 27).
        #expect(ambiguous.contains { $0.hasPrefix("auto-layout-engine/") }, "\(ambiguous)")
    }
}
