// The ncursesw shim: one small function per macro, global or wide-character call Swift needs.
#define _GNU_SOURCE  // wcwidth
#include "cncurses.h"

#include <curses.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <term.h>
#include <unistd.h>
#include <wchar.h>

static SCREEN *cn_screen = NULL;
static volatile sig_atomic_t cn_caught_signal = 0;
static volatile sig_atomic_t cn_continued = 0;
static bool cn_job_control = true;

static const char cn_paste_on[] = "\033[?2004h";
static const char cn_paste_off[] = "\033[?2004l";

/// Writes bytes to the terminal with write(2) only (safe in a signal handler).
static void cn_write_all(const char *bytes, size_t length) {
    size_t written = 0;
    while (written < length) {
        ssize_t n = write(STDOUT_FILENO, bytes + written, length - written);
        if (n <= 0) break;
        written += (size_t)n;
    }
}

/// Gives the terminal back: bracketed paste off, then endwin (alternate screen, keypad, mouse,
/// cursor, termios).
void cn_leave(void) {
    if (cn_screen == NULL || isendwin()) return;
    def_prog_mode();
    cn_write_all(cn_paste_off, sizeof cn_paste_off - 1);
    curs_set(1);
    endwin();
    fflush(stdout);
}

// MARK: - Session

bool cn_setlocale_from_environment(void) {
    setlocale(LC_ALL, "");
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

bool cn_start(void) {
    if (cn_screen != NULL) return true;
    const char *term = getenv("TERM");
    if (term == NULL || term[0] == '\0' || strcmp(term, "dumb") == 0) return false;
    cn_screen = newterm(NULL, stdout, stdin);
    if (cn_screen == NULL) return false;
    // A terminal without cursor addressing (dumb, unknown capabilities) cannot host a full-screen UI.
    char *cup = tigetstr("cup");
    if (cup == NULL || cup == (char *)-1) {
        endwin();
        delscreen(cn_screen);
        cn_screen = NULL;
        return false;
    }
    set_term(cn_screen);
    raw();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    intrflush(stdscr, FALSE);
    set_escdelay(25);
    curs_set(0);
    mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
    mouseinterval(0);
    define_key("\033[200~", cn_key_paste_start());
    define_key("\033[201~", cn_key_paste_end());
    fflush(stdout);
    cn_write_all(cn_paste_on, sizeof cn_paste_on - 1);
    return true;
}

void cn_stop(void) {
    if (cn_screen == NULL) return;
    cn_leave();
    fflush(stdout);
}

bool cn_is_active(void) { return cn_screen != NULL && !isendwin(); }

void cn_suspend(void) {
    if (!cn_job_control) return;
    def_prog_mode();
    cn_leave();
    fflush(stdout);
    struct sigaction stop, previous;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGTSTP, &stop, &previous);
    kill(0, SIGTSTP);  // stops here until SIGCONT, like Ctrl-Z in cooked mode
    sigaction(SIGTSTP, &previous, NULL);
    cn_resume();
    doupdate();
}

void cn_resume(void) {
    if (cn_screen == NULL) return;
    reset_prog_mode();
    cn_write_all(cn_paste_on, sizeof cn_paste_on - 1);
    clearok(curscr, TRUE);
    doupdate();
}

bool cn_take_continued(void) {
    bool continued = cn_continued != 0;
    cn_continued = 0;
    return continued;
}

// MARK: - Signals

/// Records the signal for the run loop; a second one before the loop took the first means the
/// loop is stuck, so restore the terminal and leave at once.
static void cn_note_signal(int signal_number) {
    if (cn_caught_signal != 0) {
        cn_leave();
        _exit(128 + signal_number);
    }
    cn_caught_signal = signal_number;
}

/// A crash (a Swift trap is SIGILL or SIGTRAP) or another signal whose default action ends the
/// process: give the terminal back, then die of the signal as before.
static void cn_restore_and_die(int signal_number) {
    cn_leave();
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

/// SIGCONT (after SIGSTOP, when the shell has put its own terminal modes back): noted for the
/// run loop, which reasserts raw mode and repaints (cn_resume).
static void cn_note_continue(int signal_number) {
    (void)signal_number;
    cn_continued = 1;
}

void cn_install_signal_handlers(void) {
    struct sigaction action, previous;
    memset(&action, 0, sizeof action);
    action.sa_handler = cn_note_signal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    struct sigaction crash;
    memset(&crash, 0, sizeof crash);
    crash.sa_handler = cn_restore_and_die;
    sigemptyset(&crash.sa_mask);
    crash.sa_flags = SA_RESETHAND;
    int fatal[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++) sigaction(fatal[i], &crash, NULL);
    // Every other signal whose default action ends the process, unless it was ignored when we
    // started (a parent may ignore SIGPIPE on purpose).
    int terminating[] = {SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS, SIGIO, SIGPWR};
    for (size_t i = 0; i < sizeof terminating / sizeof terminating[0]; i++) {
        struct sigaction current;
        sigaction(terminating[i], NULL, &current);
        if (current.sa_handler != SIG_IGN) sigaction(terminating[i], &crash, NULL);
    }
    struct sigaction resume;
    memset(&resume, 0, sizeof resume);
    resume.sa_handler = cn_note_continue;
    sigemptyset(&resume.sa_mask);
    sigaction(SIGCONT, &resume, NULL);
    // A shell without job control leaves SIGTSTP ignored: then nobody could resume us after Ctrl-Z.
    sigaction(SIGTSTP, NULL, &previous);
    cn_job_control = previous.sa_handler != SIG_IGN;
}

int cn_take_signal(void) {
    int caught = cn_caught_signal;
    cn_caught_signal = 0;
    return caught;
}

// MARK: - Geometry and input

int cn_rows(void) { return getmaxy(stdscr); }
int cn_cols(void) { return getmaxx(stdscr); }
void cn_set_timeout(int milliseconds) { wtimeout(stdscr, milliseconds); }

int cn_read(uint32_t *code) {
    wint_t value = 0;
    int result = wget_wch(stdscr, &value);
    *code = (uint32_t)value;
    if (result == KEY_CODE_YES) return 2;
    if (result == OK) return 1;
    return 0;
}

bool cn_read_mouse(int *row, int *col, uint32_t *button_state) {
    MEVENT event;
    if (getmouse(&event) != OK) return false;
    *row = event.y;
    *col = event.x;
    *button_state = (uint32_t)event.bstate;
    return true;
}

// MARK: - KEY_* and mouse masks

int cn_key_up(void) { return KEY_UP; }
int cn_key_down(void) { return KEY_DOWN; }
int cn_key_left(void) { return KEY_LEFT; }
int cn_key_right(void) { return KEY_RIGHT; }
int cn_key_home(void) { return KEY_HOME; }
int cn_key_end(void) { return KEY_END; }
int cn_key_page_up(void) { return KEY_PPAGE; }
int cn_key_page_down(void) { return KEY_NPAGE; }
int cn_key_backspace(void) { return KEY_BACKSPACE; }
int cn_key_delete(void) { return KEY_DC; }
int cn_key_enter(void) { return KEY_ENTER; }
int cn_key_back_tab(void) { return KEY_BTAB; }
int cn_key_resize(void) { return KEY_RESIZE; }
int cn_key_mouse(void) { return KEY_MOUSE; }
int cn_key_paste_start(void) { return KEY_MAX + 1; }
int cn_key_paste_end(void) { return KEY_MAX + 2; }
uint32_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
uint32_t cn_button1_clicked(void) { return BUTTON1_CLICKED; }
uint32_t cn_wheel_up(void) { return BUTTON4_PRESSED; }
uint32_t cn_wheel_down(void) { return BUTTON5_PRESSED; }

// MARK: - Attributes and colours

uint32_t cn_attr_normal(void) { return A_NORMAL; }
uint32_t cn_attr_bold(void) { return A_BOLD; }
uint32_t cn_attr_dim(void) { return A_DIM; }
uint32_t cn_attr_reverse(void) { return A_REVERSE; }
uint32_t cn_attr_underline(void) { return A_UNDERLINE; }
uint32_t cn_attr_italic(void) { return A_ITALIC; }

bool cn_start_colors(void) {
    if (!has_colors()) return false;
    if (start_color() != OK) return false;
    use_default_colors();
    return true;
}

int cn_color_count(void) { return COLORS; }
void cn_init_pair(short pair, short foreground, short background) { init_pair(pair, foreground, background); }

// MARK: - Drawing

/// Decodes UTF-8 into at most `capacity` code points; malformed bytes become U+FFFD.
static int cn_decode_utf8(const char *bytes, size_t length, wchar_t *out, int capacity) {
    const unsigned char *s = (const unsigned char *)bytes;
    size_t i = 0;
    int count = 0;
    while (i < length && count < capacity) {
        unsigned char b = s[i];
        uint32_t cp;
        int extra;
        if (b < 0x80) { cp = b; extra = 0; }
        else if ((b & 0xE0) == 0xC0) { cp = b & 0x1F; extra = 1; }
        else if ((b & 0xF0) == 0xE0) { cp = b & 0x0F; extra = 2; }
        else if ((b & 0xF8) == 0xF0) { cp = b & 0x07; extra = 3; }
        else { out[count++] = 0xFFFD; i++; continue; }
        if (i + (size_t)extra >= length) { out[count++] = 0xFFFD; break; }  // truncated sequence
        bool valid = true;
        for (int k = 1; k <= extra; k++) {
            if ((s[i + k] & 0xC0) != 0x80) { valid = false; break; }
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        if (!valid) { out[count++] = 0xFFFD; i++; continue; }
        out[count++] = (wchar_t)cp;
        i += (size_t)extra + 1;
    }
    return count;
}

void cn_put_cell(int row, int col, const char *utf8, size_t length, uint32_t attributes, short pair) {
    wchar_t text[CCHARW_MAX + 1];
    int count = cn_decode_utf8(utf8, length, text, CCHARW_MAX);
    if (count == 0) { text[0] = L' '; count = 1; }
    text[count] = L'\0';
    cchar_t cell;
    setcchar(&cell, text, (attr_t)attributes, pair, NULL);
    mvwadd_wch(stdscr, row, col, &cell);
}

int cn_wcwidth(uint32_t scalar) { return wcwidth((wchar_t)scalar); }

void cn_refresh(void) {
    wnoutrefresh(stdscr);
    doupdate();
}

void cn_force_repaint(void) { clearok(curscr, TRUE); }

void cn_write_raw(const char *bytes, size_t length) {
    fflush(stdout);
    cn_write_all(bytes, length);
}
