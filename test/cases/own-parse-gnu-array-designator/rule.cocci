// GCC's obsolete array designator without '=', `[i] "name"` (the
// kernel's drivers/char/pcmcia/cm4000_cs.c): cfix's own parser reads
// it, as clang does, so the rule sees the initializer's strings.
// spatch 1.1.1 cannot parse the function and changes nothing: a
// documented difference (docs/coccicheck.md, misc/semicolon)
@@
@@
- "one"
+ "uno"
