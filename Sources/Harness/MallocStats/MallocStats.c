#include "MallocStats.h"
#include <malloc.h>

size_t malloc_stats_bytes_in_use(void) {
#if defined(__GLIBC__)
  return mallinfo2().uordblks;
#else
  return 0;
#endif
}
