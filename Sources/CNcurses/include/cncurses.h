// A thin C shim over ncursesw: the macros and globals Swift cannot import, as small functions.
// Only Sources/RecipeTUI/Terminal/CursesTerminal.swift imports this module.
#ifndef CNCURSES_H
#define CNCURSES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// MARK: - Session

/// Sets LC_ALL from the environment (needed for wide characters); returns true when the codeset is UTF-8.
bool cn_setlocale_from_environment(void);
/// newterm(NULL, stdout, stdin) and the screen setup (raw, noecho, keypad, no cursor); false when TERM is unusable.
bool cn_start(void);
/// endwin() when the screen is active; safe to call twice.
void cn_stop(void);
/// True between cn_start and cn_stop (isendwin() negated).
bool cn_is_active(void);
/// Ctrl-Z: leave curses mode, stop the process group with SIGTSTP, and come back on SIGCONT.
void cn_suspend(void);
/// Leaves curses mode (bracketed paste off, cursor shown) for a child program that uses the
/// terminal (an editor); `cn_resume` comes back.
void cn_leave(void);
/// Comes back after `cn_leave`, or after a stop the run loop did not ask for (SIGSTOP, then
/// SIGCONT): raw mode and bracketed paste again, and everything repainted.
void cn_resume(void);
/// True once after SIGCONT arrived; clears it.
bool cn_take_continued(void);

// MARK: - Signals

/// Catches SIGINT, SIGTERM and SIGHUP into a flag that cn_take_signal() reads, SIGCONT into one
/// that cn_take_continued() reads, and ends curses before a crash signal (SIGSEGV, SIGILL,
/// SIGTRAP, ...) or any other terminating one (SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM,
/// SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS, SIGIO, SIGPWR) kills the process.
void cn_install_signal_handlers(void);
/// The last caught signal number, 0 when none; clears it.
int cn_take_signal(void);

// MARK: - Geometry and input

/// getmaxy(stdscr).
int cn_rows(void);
/// getmaxx(stdscr).
int cn_cols(void);
/// timeout(ms) on stdscr: -1 blocks, 0 polls.
void cn_set_timeout(int milliseconds);
/// wget_wch(stdscr): 0 no input, 1 a character in *code, 2 a KEY_* code in *code.
int cn_read(uint32_t *code);
/// getmouse(): the cell and the button state; false when no event could be read.
bool cn_read_mouse(int *row, int *col, uint32_t *button_state);

// MARK: - KEY_* and mouse masks (macros in ncurses.h)

int cn_key_up(void);        ///< KEY_UP
int cn_key_down(void);      ///< KEY_DOWN
int cn_key_left(void);      ///< KEY_LEFT
int cn_key_right(void);     ///< KEY_RIGHT
int cn_key_home(void);      ///< KEY_HOME
int cn_key_end(void);       ///< KEY_END
int cn_key_page_up(void);   ///< KEY_PPAGE
int cn_key_page_down(void); ///< KEY_NPAGE
int cn_key_backspace(void); ///< KEY_BACKSPACE
int cn_key_delete(void);    ///< KEY_DC
int cn_key_enter(void);     ///< KEY_ENTER
int cn_key_back_tab(void);  ///< KEY_BTAB
int cn_key_resize(void);    ///< KEY_RESIZE
int cn_key_mouse(void);     ///< KEY_MOUSE
int cn_key_paste_start(void); ///< ESC [200~ (bracketed paste begins), defined with define_key
int cn_key_paste_end(void);   ///< ESC [201~ (bracketed paste ends)
uint32_t cn_button1_pressed(void);  ///< BUTTON1_PRESSED
uint32_t cn_button1_clicked(void);  ///< BUTTON1_CLICKED
uint32_t cn_wheel_up(void);         ///< BUTTON4_PRESSED (wheel up)
uint32_t cn_wheel_down(void);       ///< BUTTON5_PRESSED (wheel down)

// MARK: - Attributes and colours

uint32_t cn_attr_normal(void);    ///< A_NORMAL
uint32_t cn_attr_bold(void);      ///< A_BOLD
uint32_t cn_attr_dim(void);       ///< A_DIM
uint32_t cn_attr_reverse(void);   ///< A_REVERSE
uint32_t cn_attr_underline(void); ///< A_UNDERLINE
uint32_t cn_attr_italic(void);    ///< A_ITALIC
/// start_color() + use_default_colors() when has_colors(); false on a monochrome terminal.
bool cn_start_colors(void);
/// COLORS.
int cn_color_count(void);
/// init_pair(pair, fg, bg); -1 means the terminal's default colour.
void cn_init_pair(short pair, short foreground, short background);

// MARK: - Drawing

/// Draws one cell at (row, col): the UTF-8 text of one character (base plus combining marks),
/// with attributes and colour pair. Keeps cchar_t and setcchar on the C side.
void cn_put_cell(int row, int col, const char *utf8, size_t length, uint32_t attributes, short pair);
/// wcwidth() of one code point under the current locale (-1 when not printable).
int cn_wcwidth(uint32_t scalar);
/// wnoutrefresh + doupdate of stdscr.
void cn_refresh(void);
/// clearok(stdscr): repaint everything on the next refresh (after Ctrl-L, resume or resize).
void cn_force_repaint(void);
/// Writes bytes straight to the terminal (OSC 52), after curses has flushed its output.
void cn_write_raw(const char *bytes, size_t length);

#endif
