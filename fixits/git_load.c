/*
 * libgit2 loaded on first use, as matchers/cfront/clang_load.c loads
 * libclang: cfix does not link libgit2; it defines the few libgit2
 * functions diff.c calls, each calling the library's own through a table
 * dlopen() fills the first time any of them is called.  The decision a
 * newcomer would question: libgit2 brings a dozen libraries (krb5,
 * mbedtls, ssh2, http_parser, pcre2...), about 2 ms of the dynamic
 * linker's work at every start, and only a run that prints a diff uses
 * it; `make coccicheck MODE=report` starts cfix three times a rule and
 * never prints one (docs/benchmarks.md, session 30).
 *
 * The names are libgit2's: diff.c calls libgit2's API as git2.h writes
 * it, and the compiler checks each definition below against git2.h.
 */
#include <git2.h>

#include "base/lazy_library.h"

#ifndef CFIX_LIBGIT2
#define CFIX_LIBGIT2 "libgit2.so"
#endif

/* Every libgit2 function cfix calls: FN(return type, name, (parameters),
 * (arguments)).  A new call needs its line here, or the link fails. */
#define CFIX_GIT_FUNCTIONS \
	FN(int, git_libgit2_init, (void), ()) \
	FN(int, git_diff_options_init, (git_diff_options *opts, \
					unsigned int version), (opts, version)) \
	FN(int, git_patch_from_buffers, (git_patch **out, const void *old, \
		size_t old_len, const char *old_path, const void *new, \
		size_t new_len, const char *new_path, \
		const git_diff_options *opts), \
	   (out, old, old_len, old_path, new, new_len, new_path, opts)) \
	FN(int, git_patch_to_buf, (git_buf *out, git_patch *patch), \
	   (out, patch)) \
	VOID(git_buf_dispose, (git_buf *buffer), (buffer)) \
	VOID(git_patch_free, (git_patch *patch), (patch))

static struct {
#define FN(ret, name, params, args) ret (*name) params;
#define VOID(name, params, args) void (*name) params;
	CFIX_GIT_FUNCTIONS
#undef FN
#undef VOID
} lib;

static pthread_once_t lib_once = PTHREAD_ONCE_INIT;

static void lib_load(void)
{
	void *handle = cfix_lazy_open(CFIX_LIBGIT2);

#define FN(ret, name, params, args) \
	*(void **)&lib.name = cfix_lazy_symbol(handle, CFIX_LIBGIT2, #name);
#define VOID(name, params, args) FN(void, name, params, args)
	CFIX_GIT_FUNCTIONS
#undef FN
#undef VOID
}

#define FN(ret, name, params, args) \
	CFIX_LAZY_WRAPPER(lib_once, lib_load, lib, ret, name, params, args)
#define VOID(name, params, args) \
	CFIX_LAZY_VOID_WRAPPER(lib_once, lib_load, lib, name, params, args)
CFIX_GIT_FUNCTIONS
#undef FN
#undef VOID
