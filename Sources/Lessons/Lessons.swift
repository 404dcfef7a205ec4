// Lessons: lesson, quiz and answer-sheet files (YAML via libyaml), lint and translation parity.
