// An array parameter's size is an expression a metavariable binds
// (`int x[e]`; `int v[]` has none).  Code added above a definition
// written without a return type goes above the return type.  (The
// first rule keeps a second run from adding check() again.)
@done@
@@
void check(...);

@r depends on !done@
identifier f, x;
expression e;
@@
+ void check(int x[e]);
f (int x[e])
{ ... }

// A name replaced keeps the return type the pattern does not write.
@@
identifier x;
expression e;
@@
- old_name
+ new_name
  (char x[e]) { ... }
