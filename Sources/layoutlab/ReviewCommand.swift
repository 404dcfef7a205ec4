import Arguments
import Foundation
import Tutor

/// `layoutlab review`: the questions due again under spaced repetition.
enum ReviewCommand: Subcommand {
    static let summary = "answer again the questions you got wrong, when they are due"
    static let spec = CommandSpec(
        command: "review", arguments: "",
        description: """
            Asks the questions due for review, earliest first. A wrong answer brings a question
            back at once; each right answer in review puts it off longer, and after the last it
            is retired. See docs/tutor.md.
            """,
        options: TutorOptions.commandOptions(), maxPositional: 0,
        exitStatus: "Exit status: 0 after a session, 2 for a usage error, a missing lessons folder or an unusable state folder.")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        switch tutorOptions(arguments) {
        case .failure(let exit): return exit.status
        case .success(let options): return StudyProgram.run(options) { session, _ in session.runReview() }
        }
    }
}
