#define _GNU_SOURCE
#include <spawn.h>
#include <stdlib.h>

#include "pseudo_terminal.h"

int todo_posix_openpt(int flags) { return posix_openpt(flags); }

int todo_grantpt(int master) { return grantpt(master); }

int todo_unlockpt(int master) { return unlockpt(master); }

const char *todo_ptsname(int master) { return ptsname(master); }

short todo_spawn_setsid_flag(void) { return POSIX_SPAWN_SETSID; }
