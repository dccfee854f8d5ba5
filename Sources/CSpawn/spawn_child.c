#define _GNU_SOURCE
#include "spawn_child.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef __linux__
#include <linux/sched.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <sys/syscall.h>
#else
#include <spawn.h>
#endif

#if defined(__APPLE__)
#include <crt_externs.h>
#define todo_environ (*_NSGetEnviron())
#else
extern char **environ;
#define todo_environ environ
#endif

/// What the child is to do.
struct plan {
    const char *program;
    const char *search_path;
    char *const *arguments;
    char *const *environment;
    /// The descriptors for the child's 0, 1 and 2; -1 for none.
    int streams[3];
    unsigned long long default_signals;
    int own_group;
    sigset_t mask;
#ifdef __linux__
    /// The processors the child gets once it runs its program, when it starts on its parent's
    /// one alone: see `todo_hold_processor`. Null: it starts where the kernel puts it.
    const cpu_set_t *processors;
#endif
    /// Whether the kernel already reset the child's handlers (`CLONE_CLEAR_SIGHAND`).
    int handlers_cleared;
    /// Where the child leaves the error that kept it from running the program.
    volatile int error;
};

/// Points `lines[0..<count]` at the strings packed one after the other in `packed`.
static void unpack(const char *packed, int count, char **lines) {
    for (int index = 0; index < count; index++) {
        lines[index] = (char *)packed;
        packed += strlen(packed) + 1;
    }
    lines[count] = NULL;
}

/// Whether `line` (`NAME=value`) sets a variable that one of `variables` sets too.
static int is_replaced(const char *line, char *const *variables, int count) {
    for (int index = 0; index < count; index++) {
        size_t name = strcspn(variables[index], "=");
        if (strncmp(line, variables[index], name) == 0 && line[name] == '=') return 1;
    }
    return 0;
}

/// The process's environment but the variables `variables` set, then those.
static void merge_environment(char **lines, char *const *variables, int count) {
    int at = 0;
    for (char **line = todo_environ; line != NULL && *line != NULL; line++) {
        if (!is_replaced(*line, variables, count)) lines[at++] = *line;
    }
    for (int index = 0; index < count; index++) lines[at++] = variables[index];
    lines[at] = NULL;
}

static int environment_size(void) {
    int count = 0;
    for (char **line = todo_environ; line != NULL && *line != NULL; line++) count++;
    return count;
}

#ifdef __linux__

/// The child shares the parent's memory: a handler of the parent's must not run in it between
/// the unblocking of signals and `execve` (which resets handlers itself). Ignored signals stay
/// ignored, as `execve` leaves them, unless `default_signals` has them. When the kernel has
/// reset the handlers already, only those signals are left to set.
static void reset_handlers(const struct plan *plan) {
    struct sigaction action;
    if (plan->handlers_cleared) {
        memset(&action, 0, sizeof action);
        action.sa_handler = SIG_DFL;
        for (int number = 1; number <= 64 && number < _NSIG; number++) {
            if ((plan->default_signals >> (number - 1)) & 1) sigaction(number, &action, NULL);
        }
        return;
    }
    for (int number = 1; number < _NSIG; number++) {
        if (number == SIGKILL || number == SIGSTOP) continue;
        // The C library's own, which `sigaction` refuses.
        if (number >= 32 && number < SIGRTMIN) continue;
        int to_default = number <= 64 && (plan->default_signals >> (number - 1)) & 1;
        if (!to_default) {
            if (sigaction(number, NULL, &action) != 0) continue;
            if (action.sa_handler == SIG_DFL || action.sa_handler == SIG_IGN) continue;
        }
        memset(&action, 0, sizeof action);
        action.sa_handler = SIG_DFL;
        sigaction(number, &action, NULL);
    }
}

/// `execve` on each folder of the search path in turn, as `execvp` does; returns with `errno`
/// set when none ran.
static void search_and_run(const struct plan *plan) {
    char path[PATH_MAX];
    size_t length = strlen(plan->program);
    int refused = 0;
    const char *folder = plan->search_path;
    for (;;) {
        const char *end = strchrnul(folder, ':');
        size_t size = (size_t)(end - folder);
        if (size + length + 2 <= sizeof path) {
            // An empty folder is the current one.
            size_t at = 0;
            if (size > 0) {
                memcpy(path, folder, size);
                path[size] = '/';
                at = size + 1;
            }
            memcpy(path + at, plan->program, length + 1);
            execve(path, plan->arguments, plan->environment);
            switch (errno) {
            case EACCES: refused = 1; break;
            case ENOENT: case ENOTDIR: case ESTALE: case ELOOP: case ENAMETOOLONG: case ENODEV: case ETIMEDOUT:
                break;
            default: return;
            }
        }
        if (*end == '\0') break;
        folder = end + 1;
    }
    errno = refused ? EACCES : ENOENT;
}

/// Puts each stream on its number. One that is itself 0, 1 or 2, and would be overwritten
/// before its turn, is first copied above them.
static int place_streams(const struct plan *plan) {
    int streams[3] = {plan->streams[0], plan->streams[1], plan->streams[2]};
    for (int number = 0; number < 3; number++) {
        if (streams[number] < 0 || streams[number] >= 3 || streams[number] == number) continue;
        streams[number] = fcntl(streams[number], F_DUPFD_CLOEXEC, 3);
        if (streams[number] < 0) return -1;
    }
    for (int number = 0; number < 3; number++) {
        int from = streams[number];
        if (from < 0) continue;
        // A descriptor already in place keeps it, but not its close-on-exec.
        if (from == number ? fcntl(number, F_SETFD, 0) != 0 : dup2(from, number) < 0) return -1;
    }
    return 0;
}

static int child_main(void *argument) {
    struct plan *plan = argument;
    reset_handlers(plan);
    if (plan->own_group && setpgid(0, 0) != 0) goto failed;
    if (place_streams(plan) != 0) goto failed;
    sigprocmask(SIG_SETMASK, &plan->mask, NULL);
    if (strchr(plan->program, '/') != NULL) {
        execve(plan->program, plan->arguments, plan->environment);
    } else {
        search_and_run(plan);
    }
failed:
    plan->error = errno != 0 ? errno : ENOEXEC;
    _exit(127);
}

#if defined(__x86_64__) && defined(SYS_clone3) && defined(CLONE_CLEAR_SIGHAND)
/// `clone3` running `function(argument)` in the child on the stack that `arguments` gives, and
/// the child's `exit` with what it returns, as glibc's own `__clone3` (which it does not
/// export): the child's id in the parent, or `-errno`.
static long clone3_running(struct clone_args *arguments, int (*function)(void *), void *argument) {
    long result;
    register void *function_register __asm__("r9") = (void *)function;
    register void *argument_register __asm__("r8") = argument;
    __asm__ volatile(
        "syscall\n\t"
        "testq %%rax, %%rax\n\t"
        "jnz 1f\n\t"
        // The child, on its own stack: no frame above it.
        "xorl %%ebp, %%ebp\n\t"
        "andq $-16, %%rsp\n\t"
        "movq %%r8, %%rdi\n\t"
        "callq *%%r9\n\t"
        "movq %%rax, %%rdi\n\t"
        "movl %[exit], %%eax\n\t"
        "syscall\n\t"
        "hlt\n\t"
        "1:\n\t"
        : "=a"(result)
        : "0"((long)SYS_clone3), "D"(arguments), "S"(sizeof *arguments), "r"(argument_register),
          "r"(function_register), [exit] "i"(SYS_exit)
        : "rcx", "r11", "memory");
    return result;
}

/// Whether `clone3` may be tried: not once it has been refused. Atomic: tests start children
/// from several threads at once.
static atomic_int clone3_refused = 0;
#endif

/// Makes the child, which runs `child_main` until `execve` while the parent waits. Where the
/// kernel can (`clone3` with `CLONE_CLEAR_SIGHAND`, Linux 5.5) and `plain` is 0, it resets the
/// child's handlers itself, which saves the child about 60 system calls.
static pid_t make_child(struct plan *plan, char *stack, size_t size, int plain) {
#if defined(__x86_64__) && defined(SYS_clone3) && defined(CLONE_CLEAR_SIGHAND)
    if (!plain && !atomic_load_explicit(&clone3_refused, memory_order_relaxed)) {
        struct clone_args arguments;
        memset(&arguments, 0, sizeof arguments);
        arguments.flags = CLONE_VM | CLONE_VFORK | CLONE_CLEAR_SIGHAND;
        arguments.exit_signal = SIGCHLD;
        arguments.stack = (uint64_t)(uintptr_t)stack;
        arguments.stack_size = size;
        plan->handlers_cleared = 1;
        long child = clone3_running(&arguments, child_main, plan);
        if (child >= 0) return (pid_t)child;
        plan->handlers_cleared = 0;
        // Refused: no `clone3` (ENOSYS: before Linux 5.3, or a sandbox's filter), no
        // `CLONE_CLEAR_SIGHAND` (EINVAL: before 5.5), a filter's EPERM, or E2BIG from a kernel
        // older than these headers' `struct clone_args`.
        if (child != -ENOSYS && child != -EINVAL && child != -EPERM && child != -E2BIG) {
            errno = (int)-child;
            return -1;
        }
        atomic_store_explicit(&clone3_refused, 1, memory_order_relaxed);
    }
#else
    (void)plain;
#endif
    return clone(child_main, stack + size, CLONE_VM | CLONE_VFORK | SIGCHLD, plan);
}

static int start(struct plan *plan, int plain, pid_t *pid) {
    // The child's stack, in this frame: the parent waits in `clone` until the child has called
    // `execve` or ended, as with `vfork`. The child needs a path and little else.
    _Alignas(16) char stack[PATH_MAX + 16384];
    sigset_t all;
    sigfillset(&all);
    // No handler of the parent's may run in the child before it has reset them.
    pthread_sigmask(SIG_BLOCK, &all, &plan->mask);
    pid_t child = make_child(plan, stack, sizeof stack, plain);
    int failure = child < 0 ? errno : plan->error;
    // Held to its parent's processor through `execve`, whose balancing would move it; its
    // program has started now.
    if (child > 0 && plan->processors != NULL) sched_setaffinity(child, sizeof *plan->processors, plan->processors);
    pthread_sigmask(SIG_SETMASK, &plan->mask, NULL);
    if (child < 0) return failure;
    if (failure != 0) {
        int status;
        while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
        return failure;
    }
    *pid = child;
    return 0;
}

_Static_assert(sizeof(((struct todo_processor_hold *)0)->allowed) == sizeof(cpu_set_t), "a cpu_set_t");

void todo_hold_processor(struct todo_processor_hold *hold) {
    cpu_set_t allowed;
    hold->held = 0;
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0 || CPU_COUNT(&allowed) < 2) return;
    int processor = sched_getcpu();
    if (processor < 0 || processor >= CPU_SETSIZE) return;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(processor, &one);
    if (sched_setaffinity(0, sizeof one, &one) != 0) return;
    memcpy(hold->allowed, &allowed, sizeof allowed);
    hold->held = 1;
}

void todo_release_processor(const struct todo_processor_hold *hold) {
    if (hold->held) sched_setaffinity(0, sizeof(cpu_set_t), (const cpu_set_t *)(const void *)hold->allowed);
}

int todo_pidfd_open(pid_t pid) {
#ifdef SYS_pidfd_open
    return (int)syscall(SYS_pidfd_open, pid, 0);
#else
    errno = ENOSYS;
    return -1;
#endif
}

#else

static int start(struct plan *plan, int plain, pid_t *pid) {
    (void)plain;
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attributes);
    for (int number = 0; number < 3; number++) {
        if (plan->streams[number] >= 0) posix_spawn_file_actions_adddup2(&actions, plan->streams[number], number);
    }
    short flags = 0;
    if (plan->default_signals != 0) {
        sigset_t defaults;
        sigemptyset(&defaults);
        for (int number = 1; number < NSIG && number <= 64; number++) {
            if ((plan->default_signals >> (number - 1)) & 1) sigaddset(&defaults, number);
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults);
        flags |= POSIX_SPAWN_SETSIGDEF;
    }
    if (plan->own_group) {
        posix_spawnattr_setpgroup(&attributes, 0);
        flags |= POSIX_SPAWN_SETPGROUP;
    }
    posix_spawnattr_setflags(&attributes, flags);
    int result = posix_spawnp(pid, plan->program, &actions, &attributes, plan->arguments, plan->environment);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    return result;
}

void todo_hold_processor(struct todo_processor_hold *hold) { hold->held = 0; }

void todo_release_processor(const struct todo_processor_hold *hold) { (void)hold; }

int todo_pidfd_open(pid_t pid) {
    (void)pid;
    errno = ENOSYS;
    return -1;
}

#endif

int todo_spawn(
    const void *arguments, int argument_count, const void *variables, int variable_count,
    const char *search_path, int input, int output, int errors, unsigned long long default_signals,
    int own_group, int plain, const struct todo_processor_hold *hold, pid_t *pid) {
    if (argument_count < 1) return EINVAL;
    char *argv[argument_count + 1];
    unpack(arguments, argument_count, argv);
    char *set[variable_count + 1];
    unpack(variables, variable_count, set);
    char *envp[environment_size() + variable_count + 1];
    merge_environment(envp, set, variable_count);
    struct plan plan = {
        .program = argv[0], .search_path = search_path != NULL ? search_path : "/bin:/usr/bin",
        .arguments = argv, .environment = envp, .streams = {input, output, errors},
        .default_signals = default_signals, .own_group = own_group, .error = 0,
    };
#ifdef __linux__
    if (hold != NULL && hold->held) plan.processors = (const cpu_set_t *)(const void *)hold->allowed;
#else
    (void)hold;
#endif
    return start(&plan, plain, pid);
}
