// an identifier metavariable binds the name; the added #define goes on
// a line of its own after each #undef (the first rule keeps it to once)
@done@
@@
#define LIMIT 0

@depends on !done@
identifier X;
@@
#undef X
+ #define X 0
