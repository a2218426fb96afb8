// The C allocator's calls Swift cannot reach through Glibc: giving freed memory back to the system.
#ifndef CMEMORY_H
#define CMEMORY_H

/// Returns the allocator's free pages to the system (glibc keeps freed small blocks resident
/// until trimmed); does nothing where the allocator has no such call.
void cmemory_release_free_pages(void);

#endif
