/*
 * libclang loaded on first use.  The decision a newcomer would question:
 * cfix does not link libclang; it defines libclang's functions itself
 * (the list in clang_symbols.h), each calling the library's own through a
 * table filled by dlopen() the first time any of them is called.  A
 * process that never asks clang anything (`--version`, `--help`, a rule
 * whose files all go to cfix's own parser) then never pays for loading
 * libclang and LLVM: 15 ms of a 18 ms start, mostly the dynamic linker's
 * half a million relocations and LLVM's static constructors.  `make
 * coccicheck` starts cfix three times a rule (docs/benchmarks.md,
 * session 29).
 *
 * The names are libclang's, not cfix_-prefixed: the callers (the
 * adapter, compdb.c, clang_predefines.c, fixits/rewrite.c) include
 * clang-c's headers and call libclang's API as written there, and the
 * compiler checks each definition below against those headers.
 */
#include "cfront.h"

#include <clang-c/CXCompilationDatabase.h>
#include <clang-c/Index.h>
#include <clang-c/Rewrite.h>

#include "base/lazy_library.h"

#ifndef CFIX_LIBCLANG
#define CFIX_LIBCLANG "libclang.so"
#endif

/* The library's functions, one pointer each, filled once. */
static struct {
#define CFIX_CLANG_FN(ret, name, params, args) ret (*name) params;
#define CFIX_CLANG_VOID(name, params, args) void (*name) params;
#include "clang_symbols.h"
#undef CFIX_CLANG_FN
#undef CFIX_CLANG_VOID
} lib;

static pthread_once_t lib_once = PTHREAD_ONCE_INIT;

static void lib_load(void)
{
	void *handle = cfix_lazy_open(CFIX_LIBCLANG);

#define CFIX_CLANG_FN(ret, name, params, args) \
	*(void **)&lib.name = cfix_lazy_symbol(handle, CFIX_LIBCLANG, #name);
#define CFIX_CLANG_VOID(name, params, args) CFIX_CLANG_FN(void, name, params, args)
#include "clang_symbols.h"
#undef CFIX_CLANG_FN
#undef CFIX_CLANG_VOID
}

#define CFIX_CLANG_FN(ret, name, params, args) \
	CFIX_LAZY_WRAPPER(lib_once, lib_load, lib, ret, name, params, args)
#define CFIX_CLANG_VOID(name, params, args) \
	CFIX_LAZY_VOID_WRAPPER(lib_once, lib_load, lib, name, params, args)
#include "clang_symbols.h"
#undef CFIX_CLANG_FN
#undef CFIX_CLANG_VOID
