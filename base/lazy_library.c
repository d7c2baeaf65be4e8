/* Loading a library on first use: the two calls that can fail
 * (lazy_library.h). */
#include "lazy_library.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

void *cfix_lazy_open(const char *file)
{
	void *handle = dlopen(file, RTLD_NOW | RTLD_LOCAL);

	if (!handle) {
		fprintf(stderr, "cfix: error: cannot load %s: %s\n", file,
			dlerror());
		exit(2);
	}
	return handle;
}

void *cfix_lazy_symbol(void *handle, const char *file, const char *name)
{
	void *fn = dlsym(handle, name);

	if (!fn) {
		fprintf(stderr, "cfix: error: %s has no %s: %s\n", file, name,
			dlerror());
		exit(2);
	}
	return fn;
}
