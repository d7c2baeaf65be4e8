/* A weak function's address is NULL when the symbol is missing at run
 * time: testing it before the call is no dead test (libsodium's
 * randombytes_internal_random.c, getentropy() weakly linked). */
#include <errno.h>
#include <stddef.h>

extern int getrandom_weak(void *buf, size_t size) __attribute__((weak));
extern void trace_hook(const char *what) __attribute__((weak));

int fill(void *buf, size_t size)
{
	if (&getrandom_weak == NULL) {
		errno = ENOSYS;
		return -1;
	}
	return getrandom_weak(buf, size);
}

void trace(const char *what)
{
	if (&trace_hook != NULL)
		trace_hook(what);
}
