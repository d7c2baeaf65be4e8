// A statement metavariable binds no declaration (Coccinelle's S is
// never one), so S is the first statement after them; what is added
// before it in a block is a line of its own.  (The first rule keeps a
// second run from adding foo() again.)
@done@
@@
foo();

@depends on !done@
statement S, S1;
identifier f;
@@

f (...) {
  ... when != S1
+ foo();
  S
  ...
}
