// A thin C shim over ncursesw: the macros and globals Swift cannot import, as functions.
#ifndef CNCURSES_H
#define CNCURSES_H
#include <ncurses.h>
#endif
