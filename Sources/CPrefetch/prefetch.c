// Everything is in include/prefetch.h; a C target needs one source file.
#include "prefetch.h"
