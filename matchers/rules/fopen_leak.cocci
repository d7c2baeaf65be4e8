// name: fopen_leak
// message: a FILE opened here is not closed on this path: fclose() it before returning
// severity: warning
// fix: none
// tags: userspace
//
// A stream returned by fopen() holds a file descriptor and a buffer until
// fclose(); a function that returns without closing it (most often on an
// error path between the open and the close) leaks both, and a long-lived
// program eventually runs out of descriptors.  The rule reports the
// fopen() and each return reached from it on some path (exists) that
// does not fclose() the stream, store it elsewhere (`E = f`, `E = (T)f`:
// pcre2grep keeps its stream as a `void *` handle), reassign it,
// take a branch where the stream is NULL (`if (f == NULL)`, `if (f ==
// NULL && E)`, the else of `if (f != NULL)`; haproxy's deviceatlas
// writes `f == 0` and `unlikely(f == 0)`; libarchive's tests `if
// (!assert(f != NULL)) return;`, their assert() a function-like macro
// that returns the test's value) or a standard stream (the else of `if
// (f != stdin)`, stdout or stderr: fopen() never returns one of those;
// pcre2grep closes its pattern file but not stdin), or call exit() or abort()
// (the path does not return; redis's aof.c exits on a bad file), or any
// other call known not to return (`// paths: noreturn`: tcpdump's own
// `NORETURN exit_tcpdump()`, a macro that expands to such a call).  A return
// whose value closes the stream (`return fclose(f);`, git's bisect.c) is
// not a leaking one.  A stream
// the function returns is not reported (`return f;`, `return (f);`:
// libarchive's contrib/untar.c), nor one handed on some path to a
// function of the same file that fclose()s a FILE * parameter (zlib's
// test/minigzip.c gives its streams to gz_compress(), which closes them;
// the argument's place is not compared, a function taking two streams
// and closing one is read as closing both).  Report only: where the
// fclose() goes needs a human.  A stream handed to a function of another
// file is reported (the rule cannot see inside that callee), unless this
// file fclose()s a stream it gets back through its address (`g(..., &f,
// ...)`, the address cast or not, then `fclose(f)`): it then keeps its streams where a library hands
// them back (curl's examples give the stream to curl_easy_setopt() as
// CURLOPT_PRIVATE and close what curl_easy_getinfo() returns for
// CURLINFO_PRIVATE), so a stream handed to a call other than a stdio one
// is not reported there.  A stream main() opens is not reported:
// returning from main() is calling exit() (C11 5.1.2.2.3), which flushes
// and closes every stream, and the rule already lets exit() end a path
// (cppcheck's resourceLeak and clang's alpha.unix.Stream do report such
// a stream; here, as in a test program or a tool's main, it is no leak
// that matters).
@fopen_closer exists@
typedef FILE;
identifier fn, prm;
type T;
@@
  T fn(..., FILE *prm, ...) {
  <+... fclose(prm) ...+>
  }

@fopen_handed exists@
local idexpression F;
identifier fopen_closer.fn;
position p;
@@
  F = fopen@p(...);
  ... when any
  fn(..., F, ...)

@fopen_handed_decl exists@
typedef FILE;
identifier F;
identifier fopen_closer.fn;
position p;
@@
  FILE *F = fopen@p(...);
  ... when any
  fn(..., F, ...)

@fopen_fetched exists@
typedef FILE;
identifier g, f;
type T;
@@
  g(..., \(&f\|(T)&f\), ...)
  ... when any
  fclose(f)

@fopen_stored depends on fopen_fetched exists@
local idexpression F;
identifier fn != {fprintf, vfprintf, fscanf, vfscanf, fputs, fputc, putc,
	fgets, fgetc, getc, ungetc, fread, fwrite, fseek, fseeko, ftell,
	ftello, rewind, fflush, feof, ferror, clearerr, fileno, setvbuf,
	setbuf, fgetpos, fsetpos, getline, getdelim, flockfile, funlockfile};
position p;
@@
  F = fopen@p(...);
  ... when any
  fn(..., F, ...)

@fopen_stored_decl depends on fopen_fetched exists@
typedef FILE;
identifier F;
identifier fn != {fprintf, vfprintf, fscanf, vfscanf, fputs, fputc, putc,
	fgets, fgetc, getc, ungetc, fread, fwrite, fseek, fseeko, ftell,
	ftello, rewind, fflush, feof, ferror, clearerr, fileno, setvbuf,
	setbuf, fgetpos, fsetpos, getline, getdelim, flockfile, funlockfile};
position p;
@@
  FILE *F = fopen@p(...);
  ... when any
  fn(..., F, ...)

@fopen_escapes exists@
local idexpression F;
position p;
@@
  F = fopen@p(...);
  ... when any
  \(return F;\|return (F);\)

@fopen_in_main exists@
type T;
position p;
@@
  T main(...) {
  <+... fopen@p(...) ...+>
  }

@fopen_return_closes@
expression F;
position r;
@@
  return@r <+... fclose(F) ...+>;

// message: a FILE opened here is not closed on this path: fclose() it before returning
// paths: noreturn
@fopen_leak exists@
local idexpression F;
expression E;
identifier check;
identifier std = {stdin, stdout, stderr};
type T;
position p != {fopen_escapes.p, fopen_handed.p, fopen_stored.p,
	fopen_in_main.p};
position r != fopen_return_closes.r;
@@
* F = fopen@p(...);
  ... when != fclose(F)
      when != F = E
      when != E = F
      when != E = (T)F
      when != true F == NULL
      when != true F == 0
      when != true unlikely(F == NULL)
      when != true unlikely(F == 0)
      when != true unlikely(!F)
      when != true !check(F != NULL, ...)
      when != true F == NULL && E
      when != true E && F == NULL
      when != false F != NULL
      when != false F != std
      when != false std != F
      when != abort()
      when != exit(...)
* return@r ...;

@fopen_escapes_decl exists@
typedef FILE;
identifier F;
position p;
@@
  FILE *F = fopen@p(...);
  ... when any
  \(return F;\|return (F);\)

// message: a FILE opened here is not closed on this path: fclose() it before returning
// paths: noreturn
@fopen_leak_decl exists@
typedef FILE;
identifier F;
expression E;
identifier check;
identifier std = {stdin, stdout, stderr};
type T;
position p != {fopen_escapes_decl.p, fopen_handed_decl.p,
	fopen_stored_decl.p, fopen_in_main.p};
position r != fopen_return_closes.r;
@@
* FILE *F = fopen@p(...);
  ... when != fclose(F)
      when != F = E
      when != E = F
      when != E = (T)F
      when != true F == NULL
      when != true F == 0
      when != true unlikely(F == NULL)
      when != true unlikely(F == 0)
      when != true unlikely(!F)
      when != true !check(F != NULL, ...)
      when != true F == NULL && E
      when != true E && F == NULL
      when != false F != NULL
      when != false F != std
      when != false std != F
      when != abort()
      when != exit(...)
* return@r ...;
