// A typed rule runs clang; where clang leaves a top-level item unparsed
// (an initializer of a struct no header declares: thing.h is found, so
// clang runs, but is empty), cfix's own parse of that item stands in,
// its names typed from the file's own declarations: banner (char *)
// matches, count (int) does not.  (With the header not found at all,
// clang would not run: test/cases/nohdr-typed-no-guess.)
@@
char *E;
@@
- E == NULL
+ !E
