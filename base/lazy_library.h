/*
 * A shared library loaded on first use (libclang, libgit2): cfix does not
 * link it; it defines the library's functions itself, each calling the
 * library's own through a table that dlopen() fills the first time any of
 * them is called, so a process that never needs the library never pays
 * the dynamic linker's work for it (docs/benchmarks.md, sessions 29-30).
 *
 * A user file writes its table from an X-macro list of its functions and
 * defines each wrapper with CFIX_LAZY_WRAPPER or CFIX_LAZY_VOID_WRAPPER
 * (a void function may not `return` a call); the compiler checks each
 * definition against the library's own header.
 */
#ifndef CFIX_LAZY_LIBRARY_H
#define CFIX_LAZY_LIBRARY_H

#include <pthread.h>

/* dlopen(file); a missing library is a broken installation: said, and
 * the process ends with status 2. */
void *cfix_lazy_open(const char *file);

/* dlsym(handle, name), or the same error and end. */
void *cfix_lazy_symbol(void *handle, const char *file, const char *name);

#define CFIX_LAZY_WRAPPER(once, load, table, ret, name, params, args) \
	ret name params \
	{ \
		pthread_once(&once, load); \
		return table.name args; \
	}
#define CFIX_LAZY_VOID_WRAPPER(once, load, table, name, params, args) \
	void name params \
	{ \
		pthread_once(&once, load); \
		table.name args; \
	}

#endif
