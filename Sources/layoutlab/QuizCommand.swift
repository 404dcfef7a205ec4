import Foundation
import Tutor

/// `layoutlab quiz QUIZ`: take a quiz in the tutor; it writes the answer sheet `grade` reads.
enum QuizCommand: Subcommand {
    static let name = "quiz"
    static let summary = "take a quiz; writes the answer sheet `grade` reads"
    static let help = """
        usage: layoutlab quiz QUIZ [--learner NAME] [--out SHEET.yaml] [--lang ko|zh|en] [--color always|never|auto]

        Asks QUIZ's questions in order (QUIZ is a quiz id such as render-loop-basics, or a quiz
        file), one answer each: no hints, no feedback and no retries until the end. Each question
        shows its id and its scenario. An answer that cannot be read is said at once and asked
        again. :skip leaves a question unanswered, :quit ends the quiz early.
        At the end the sheet is written (default QUIZ-NAME.yaml in the current folder) and graded
        as `layoutlab grade QUIZ SHEET.yaml` grades it: the score and every explanation.
        --learner defaults to $USER.

        Exit status: 0 the pass mark was reached, 1 it was not, 2 a usage or input error.

        """

    static func main(_ arguments: [String]) -> Int32 { QuizProgram.run(arguments, help: help) }
}
