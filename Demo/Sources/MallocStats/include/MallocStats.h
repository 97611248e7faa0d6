#ifndef MALLOC_STATS_H
#define MALLOC_STATS_H
#include <stddef.h>

/// Bytes the C heap has handed out and not taken back: glibc's mallinfo2() on Linux (arena chunks and mapped blocks),
/// the default zones' size in use on Darwin, 0 elsewhere.
size_t malloc_stats_bytes_in_use(void);

#endif
