#include "MallocStats.h"

// glibc's own headers define __GLIBC__, so the heap header is included before it is tested.
#if defined(__APPLE__)
#include <malloc/malloc.h>
#elif defined(__has_include)
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
#endif

size_t malloc_stats_bytes_in_use(void) {
#if defined(__APPLE__)
  malloc_statistics_t statistics;
  malloc_zone_statistics(NULL, &statistics);
  return statistics.size_in_use;
#elif defined(__GLIBC__)
  // Chunks from the heap's arenas, and large blocks it mapped on their own.
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
#else
  return 0;
#endif
}
