import Foundation
import Tutor

/// `layoutlab study [LESSON]` (and `layoutlab` alone): the study REPL.
enum StudyCommand: Subcommand {
    static let name = "study"
    static let summary = "study the lessons in the REPL (the default)"
    static let help = """
        usage: layoutlab [study] [LESSON] [--lang ko|zh|en] [--color always|never|auto]

        Starts the tutor: the lessons with your progress, then each lesson's reading and
        questions. LESSON (an id such as dirty-flags, or a number) goes straight to it.
        Type :help at any prompt for the commands (:hint, :code, :trace, :run, :skip, :back,
        :lessons, :lang, :quit). Ctrl-C cancels a line, Ctrl-D quits.

        Lessons are read from ./lessons, else from the LayoutLab folder the program was built
        in, else from $LAYOUTLAB_LESSONS. Progress and history are kept in
        $LAYOUTLAB_STATE_DIR, else $XDG_STATE_HOME/layoutlab, else ~/.local/state/layoutlab.
        When standard input is not a terminal, lines are read as they come (scripting).

        """

    static func main(_ arguments: [String]) -> Int32 {
        StudyProgram.run(arguments, command: name, help: help, maxPositional: 1) { session, options in
            if let lesson = options.positional.first { return session.runLesson(id: lesson) }
            return session.runHome()
        }
    }
}
