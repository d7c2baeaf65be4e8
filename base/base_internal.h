/*
 * What base/'s files share and nothing else includes.
 */
#ifndef CFIX_BASE_INTERNAL_H
#define CFIX_BASE_INTERNAL_H

#include "base.h"

/*
 * Does a live arena hold ptr[0, len]?  *generation is set to the count
 * of arena frees so far: while it is unchanged, that memory stays
 * allocated, so what an arena holds can be cached by address (text in
 * an arena is never written again once handed out).  Arenas are used
 * by one thread at a time.
 */
bool cfix__arena_holds(const void *ptr, size_t len, uint64_t *generation);
/* The count of arena frees so far. */
uint64_t cfix__arena_generation(void);

#endif
