#ifndef TODO_PREFETCH_H
#define TODO_PREFETCH_H

/// Asks the processor to start loading the cache line at `address`, without waiting for it:
/// the one instruction Swift cannot write. `list` uses it on 100,000-task stores, where display
/// order jumps through more memory than the caches hold.
static inline void todo_prefetch(const void *address) {
    __builtin_prefetch(address);
}

#endif
