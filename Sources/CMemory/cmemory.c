#include "cmemory.h"

#if __has_include(<malloc.h>)
#include <malloc.h>
#endif

void cmemory_release_free_pages(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
