import Arguments
import Foundation
import Tutor

/// `layoutlab review`: the questions due again under spaced repetition.
enum ReviewCommand: Subcommand {
    static let summary = "answer the questions FSRS says are due, and a few new ones"
    static let spec = CommandSpec(
        command: "review", arguments: "",
        description: """
            Asks the questions whose review is due, earliest first, then up to 10 a day not yet
            answered from the lessons you have begun. Scheduling is FSRS-6 (as py-fsrs 6.3, 90 %
            desired retention), rated by your first try: wrong or revealed is Again (back after
            a few questions, then in minutes), partly right or right after a hint is Hard, right
            is Good; every question you have answered comes back, each time after a longer
            interval the better you remember it. Times are in your time zone. See docs/tutor.md.
            """,
        options: TutorOptions.commandOptions(), maxPositional: 0,
        exitStatus:
            "Exit status: 0 after a session, 2 for a usage error, a missing lessons folder or an unusable state folder."
    )

    static func run(_ arguments: ParsedArguments) -> Int32 {
        switch tutorOptions(arguments) {
        case .failure(let exit): return exit.status
        case .success(let options): return StudyProgram.run(options) { session, _ in session.runReview() }
        }
    }
}
