import Arguments
import Foundation
import Tutor

/// `layoutlab study [LESSON]` (and `layoutlab` alone): the study REPL.
enum StudyCommand: Subcommand {
    static let summary = "study the lessons in the REPL (the default)"
    static let spec = CommandSpec(
        command: "study", arguments: "[LESSON]",
        description: """
            Starts the tutor: the lessons with your progress, then each lesson's reading and
            questions. LESSON (an id such as dirty-flags, or a number) goes straight to it.
            `layoutlab` alone is `layoutlab study`. Type :help at any prompt for the commands
            (:hint, :code, :trace, :run, :skip, :back, :lessons, :lang, :quit). Ctrl-C cancels a
            line, Ctrl-D quits.

            Lessons are read from ./lessons, else from the LayoutLab folder the program was built
            in, else from $LAYOUTLAB_LESSONS. Progress and history are kept in
            $LAYOUTLAB_STATE_DIR, else $XDG_STATE_HOME/layoutlab, else ~/.local/state/layoutlab.
            When standard input is not a terminal, lines are read as they come (scripting).
            """,
        options: TutorOptions.commandOptions(), maxPositional: 1,
        exitStatus:
            "Exit status: 0 after a session, 2 for a usage error, a missing lessons folder or an unusable state folder."
    )

    static func run(_ arguments: ParsedArguments) -> Int32 {
        switch tutorOptions(arguments) {
        case .failure(let exit): return exit.status
        case .success(let options):
            return StudyProgram.run(options) { session, options in
                if let lesson = options.positional.first { return session.runLesson(id: lesson) }
                return session.runHome()
            }
        }
    }
}
