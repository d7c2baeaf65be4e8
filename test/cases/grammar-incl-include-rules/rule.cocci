// include_cocci: #include "file" before the first rule.  The included
// rules are read as if written here (first, as spatch orders them),
// the path relative to this file: a later rule inherits called.fn and
// depends on the included virtual rule 'later' (not defined here).
// Expected: spatch 1.1.1's output, run from this folder: it looks an
// included name up from the current folder only, so it stops at
// rules/base.cocci's #include "virtuals.cocci" ("File virtuals.cocci
// does not exist") unless run from rules/; Coccinelle's later
// releases also look beside the including file, as cfix does
#include "rules/base.cocci"

@depends on called@
identifier called.fn;
@@
- fn(2);
+ fn(3);

@depends on later@
@@
- g(2);
