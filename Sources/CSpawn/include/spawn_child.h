#ifndef TODO_SPAWN_CHILD_H
#define TODO_SPAWN_CHILD_H

#include <sys/types.h>

/// Starts a program as `posix_spawnp` would, from arguments packed as C strings one after the
/// other (`arguments`: `argument_count` strings, the program first; `variables`:
/// `variable_count` `NAME=value` strings, set on top of the process's environment). The child
/// gets the descriptors `input`, `output` and `errors` as its stdin, stdout and stderr (-1
/// leaves the process's own), the signals of `default_signals` (signal n is bit n - 1) at their
/// default action, and with `own_group`, a process group of its own. A program without a slash
/// is looked for in the folders of `search_path` (a `PATH`; null: /bin:/usr/bin).
///
/// On Linux, the child shares the parent's memory until it calls `execve`, as with `vfork`, and
/// does less than glibc's `posix_spawn` child, which sets every one of the 64 signals to its
/// default whether it had a handler or not (about 130 system calls). Where the kernel allows
/// (`clone3` with `CLONE_CLEAR_SIGHAND`, Linux 5.5 on x86-64) it resets the handlers as it makes
/// the child; else the child asks for each signal's handler and resets those it finds. `plain`
/// (for tests) asks for the second way. Elsewhere, `posix_spawnp` starts it.
///
/// Returns 0 and sets `*pid`; else returns `errno`'s code: the child could not be made, or its
/// program could not be run (that child is then reaped).
int todo_spawn(
    const void *arguments, int argument_count, const void *variables, int variable_count,
    const char *search_path, int input, int output, int errors, unsigned long long default_signals,
    int own_group, int plain, pid_t *pid);

/// A descriptor that `poll` finds readable once the child `pid` has ended (Linux 5.3's
/// `pidfd_open`, closed on exec), or -1 with `errno` set: ENOSYS before Linux 5.3 and on other
/// systems, EPERM where a sandbox forbids it.
int todo_pidfd_open(pid_t pid);

#endif
