import Foundation
import Tutor

/// `layoutlab review`: the questions due again under spaced repetition.
enum ReviewCommand: Subcommand {
    static let name = "review"
    static let summary = "answer again the questions you got wrong, when they are due"
    static let help = """
        usage: layoutlab review [--lang ko|zh|en] [--color always|never|auto]

        Asks the questions due for review, earliest first. A wrong answer brings a question
        back at once; each right answer in review puts it off longer (1, 3, 7, 14, 30 days),
        and after the last it is retired. See docs/tutor.md.

        """

    static func main(_ arguments: [String]) -> Int32 {
        StudyProgram.run(arguments, command: name, help: help, maxPositional: 0) { session, _ in session.runReview() }
    }
}
