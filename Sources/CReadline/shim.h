// GNU readline for the tutor's REPL. Setters wrap readline's C globals, which
// Swift 6 strict concurrency will not let Swift code assign directly.
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
