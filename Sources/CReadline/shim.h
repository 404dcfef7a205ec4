// GNU readline for the tutor's REPL. Setters wrap readline's C globals, which
// Swift 6 strict concurrency will not let Swift code assign directly.
#include <stdio.h>
#include <signal.h>
#include <string.h>
#include <readline/readline.h>
#include <readline/history.h>

// The program name readline uses for `$if layoutlab` in ~/.inputrc; must outlive readline.
static inline void layoutlab_rl_set_readline_name(const char *name) { rl_readline_name = strdup(name); }

// Tab completion: our function, no filename fallback, no space after a completed word
// (a learner often goes on with `(` or `,`), and word breaks that keep `a2.layoutSubviews`
// and `:hint` whole.
static inline void layoutlab_rl_set_completion(rl_completion_func_t *function) {
    rl_attempted_completion_function = function;
    rl_basic_word_break_characters = " \t\n,;()>";
    rl_completer_word_break_characters = rl_basic_word_break_characters;
    rl_completion_append_character = 0;
}
// Called from the completion function itself: readline resets both before every attempt.
static inline void layoutlab_rl_completion_over(void) {
    rl_attempted_completion_over = 1;
    rl_completion_append_character = 0;
    rl_completion_suppress_append = 1;
}

// Ctrl-C: readline must not install its own handlers (they would end the program);
// our getc function turns an interrupted read into a cancelled line instead.
static inline void layoutlab_rl_set_catch_signals(int on) { rl_catch_signals = on; }
static inline void layoutlab_rl_set_getc_function(rl_getc_func_t *function) { rl_getc_function = function; }

// Installs `handler` for SIGINT without SA_RESTART, so a blocked read(2) returns EINTR.
static inline int layoutlab_install_sigint(void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    if (sigaction(SIGINT, &action, NULL) != 0) return -1;
    // A parent may have started us with SIGINT blocked (the mask is inherited); unblock it,
    // or Ctrl-C would do nothing at all.
    sigset_t interrupt;
    sigemptyset(&interrupt);
    sigaddset(&interrupt, SIGINT);
    return sigprocmask(SIG_UNBLOCK, &interrupt, NULL);
}

// SIGCONTs received, and their count when the last Ctrl-Z was noted (layoutlab_note_stop).
static volatile sig_atomic_t layoutlab_continues = 0;
static volatile sig_atomic_t layoutlab_continues_at_stop = 0;
static void layoutlab_count_continue(int signal) {
    (void)signal;
    layoutlab_continues = layoutlab_continues + 1;
}
// Called from the SIGTSTP handler: the job is being stopped now.
static inline void layoutlab_note_stop(void) { layoutlab_continues_at_stop = layoutlab_continues; }

// Installs `handler` for SIGTSTP (Ctrl-Z) without SA_RESTART, so a blocked read(2) returns
// EINTR and the getc function can suspend with the terminal put back first; NULL restores
// the default (stop at once) outside readline. SIGCONT is counted (see layoutlab_rl_suspend).
static inline int layoutlab_install_sigtstp(void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = layoutlab_count_continue;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (sigaction(SIGCONT, &action, NULL) != 0) return -1;
    action.sa_handler = handler ? handler : SIG_DFL;
    action.sa_flags = 0;
    if (sigaction(SIGTSTP, &action, NULL) != 0) return -1;
    // As with SIGINT: a parent may have started us with it blocked, and Ctrl-Z would do nothing.
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGTSTP);
    sigaddset(&stop, SIGCONT);
    return sigprocmask(SIG_UNBLOCK, &stop, NULL);
}

// Ctrl-Z inside readline: give the terminal back in the mode the shell expects, stop, and after
// `fg` take it again (raw mode) and redraw the prompt with the line typed so far, so what is on
// screen is what will be read. readline does this itself only with rl_catch_signals, which
// would also take over Ctrl-C.
static inline void layoutlab_rl_suspend(void (*handler)(int)) {
    rl_deprep_terminal();
    layoutlab_install_sigtstp(NULL);
    // A parent in our process group (a wrapper such as time(1)) stops at Ctrl-Z before we do,
    // so the shell may say "Stopped" and take `fg` before we get here; that SIGCONT has come
    // already, and stopping now would wait for one that never comes.
    if (layoutlab_continues == layoutlab_continues_at_stop) raise(SIGTSTP);
    // Continued (fg): the shell may have changed the terminal's mode meanwhile.
    layoutlab_install_sigtstp(handler);
    rl_prep_terminal(1);
    rl_forced_update_display();
}

// Moves the cursor to the end of the line and shows `^C` there, as shells do.
static inline void layoutlab_rl_mark_cancelled(void) {
    rl_point = rl_end;
    rl_insert_text("^C");
    rl_redisplay();
}

// The newest history line, or NULL when the history is empty (history_length and
// history_base are globals Swift 6 will not read).
static inline const char *layoutlab_last_history_line(void) {
    if (history_length <= 0) return NULL;
    HIST_ENTRY *entry = history_get(history_base + history_length - 1);
    return entry ? entry->line : NULL;
}
