import Arguments
import Foundation
import Tutor

/// `layoutlab quiz QUIZ`: take a quiz in the tutor; it writes the answer sheet `grade` reads.
enum QuizCommand: Subcommand {
    static let summary = "take a quiz; writes the answer sheet `grade` reads"
    static let spec = CommandSpec(
        command: "quiz", arguments: "QUIZ",
        description: """
            Asks QUIZ's questions in order (QUIZ is a quiz id such as render-loop-basics, or a quiz
            file), one answer each: no hints, no feedback and no retries until the end. Each
            question shows its id and its scenario. An answer that cannot be read is said at once
            and asked again; :skip leaves a question unanswered, :quit ends the quiz early.
            At the end the sheet is written (default QUIZ-LEARNER.yaml in the current folder) and
            graded as `layoutlab grade QUIZ SHEET.yaml` grades it: the score and every explanation.
            QUIZ `-` reads the quiz file from standard input; the answers then come from the
            terminal (/dev/tty).
            """,
        options: TutorOptions.quizOptions(), maxPositional: 1,
        exitStatus: "Exit status: 0 the pass mark was reached, 1 it was not, 2 a usage or input error.")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        switch tutorOptions(arguments) {
        case .failure(let exit): return exit.status
        case .success(let options): return QuizProgram.run(options)
        }
    }
}
