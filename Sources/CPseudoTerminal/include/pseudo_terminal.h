#ifndef TODO_PSEUDO_TERMINAL_H
#define TODO_PSEUDO_TERMINAL_H

/// The C library's pseudo-terminal calls, which its headers declare only for X/Open programs
/// (Swift's Glibc module does not see them), and the flag that starts a spawned child in a
/// session of its own. For the bench, which drives `todo ui` through a pseudo-terminal.
int todo_posix_openpt(int flags);
int todo_grantpt(int master);
int todo_unlockpt(int master);
/// The name of the terminal's other end, in static memory (as `ptsname` returns it), or null.
const char *todo_ptsname(int master);
/// `POSIX_SPAWN_SETSID`.
short todo_spawn_setsid_flag(void);

#endif
