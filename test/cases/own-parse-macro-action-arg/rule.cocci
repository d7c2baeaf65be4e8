// A macro argument holding a ';' or a statement keyword is code the
// macro takes whole, an "action" (spatch's find_actions in
// parsing_hacks.ml: RUN_AFTER(t, t->a = 1; if (...) ...), WITH_LOCK(t,
// { ... })).  cfix's own parser keeps it whole, unparsed but not
// reported as code it cannot parse, and not matched inside: the
// old_call(0) in WITH_LOCK stays, as spatch 1.1.1 leaves it.
@@
expression E;
@@
- old_call(E)
+ new_call(E)
