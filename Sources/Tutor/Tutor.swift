// Tutor: the study REPL, progress store and terminal rendering.
