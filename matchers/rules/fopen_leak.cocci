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
// does not fclose() the stream, store it elsewhere (`E = f`), reassign it,
// or take a branch where the stream is NULL (`if (f == NULL)`, the
// else of `if (f != NULL)`).  A stream
// the function returns is not reported.  Report only: where the fclose()
// goes needs a human.  A stream handed to a function that keeps it is
// reported (the rule cannot see inside the callee).
@fopen_escapes exists@
local idexpression F;
position p;
@@
  F = fopen@p(...);
  ... when any
  return F;

// message: a FILE opened here is not closed on this path: fclose() it before returning
@fopen_leak exists@
local idexpression F;
expression E;
position p != fopen_escapes.p;
@@
* F = fopen@p(...);
  ... when != fclose(F)
      when != F = E
      when != E = F
      when != true F == NULL
      when != false F != NULL
* return ...;

@fopen_escapes_decl exists@
typedef FILE;
identifier F;
position p;
@@
  FILE *F = fopen@p(...);
  ... when any
  return F;

// message: a FILE opened here is not closed on this path: fclose() it before returning
@fopen_leak_decl exists@
typedef FILE;
identifier F;
expression E;
position p != fopen_escapes_decl.p;
@@
* FILE *F = fopen@p(...);
  ... when != fclose(F)
      when != F = E
      when != E = F
      when != true F == NULL
      when != false F != NULL
* return ...;
