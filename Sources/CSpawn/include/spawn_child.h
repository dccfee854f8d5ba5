#ifndef TODO_SPAWN_CHILD_H
#define TODO_SPAWN_CHILD_H

#include <sys/types.h>

/// A thread held to the processor it runs on while it waits for a child, and the processors it
/// may run on otherwise (the bits of a `cpu_set_t`).
struct todo_processor_hold {
    unsigned long allowed[1024 / (8 * sizeof(unsigned long))];
    int held;
};

/// Holds the calling thread to the processor it is on, when it may run on more than one, until
/// `todo_release_processor`: a child that `todo_spawn` starts meanwhile starts its program there
/// too, without being moved, and when the child ends the thread is woken there, not on another
/// processor that has gone to sleep. On a 2-core virtual machine a hook `/bin/true` cost `add`
/// about 0.1 ms less so. Elsewhere than Linux, it does nothing.
void todo_hold_processor(struct todo_processor_hold *hold);

/// Gives the thread back the processors `todo_hold_processor` kept, if it held it.
void todo_release_processor(const struct todo_processor_hold *hold);

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
/// With `hold` (see `todo_hold_processor`) holding the calling thread, the child starts its
/// program on the thread's processor and then gets the processors `hold` kept. The parent gives
/// them back as soon as it runs again, which is almost always before the program's first
/// instruction. Not always: a hook whose first command was a `grep` of its own `/proc` status
/// found that `grep` held to the one processor, for good, in 5 of 400 runs here (and in 6 of
/// 400 before the hold, when the child held itself).
///
/// Returns 0 and sets `*pid`; else returns `errno`'s code: the child could not be made, or its
/// program could not be run (that child is then reaped).
int todo_spawn(
    const void *arguments, int argument_count, const void *variables, int variable_count,
    const char *search_path, int input, int output, int errors, unsigned long long default_signals,
    int own_group, int plain, const struct todo_processor_hold *hold, pid_t *pid);

/// A descriptor that `poll` finds readable once the child `pid` has ended (Linux 5.3's
/// `pidfd_open`, closed on exec), or -1 with `errno` set: ENOSYS before Linux 5.3 and on other
/// systems, EPERM where a sandbox forbids it.
int todo_pidfd_open(pid_t pid);

#endif
