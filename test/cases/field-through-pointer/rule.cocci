// Coccinelle's fld_to_ptr isomorphism: `E.fld`, E a typed expression
// metavariable of type T that the rule leaves in place, also matches
// `P->fld` with P a T *.  An untyped E, or a removed one, does not.
@@
struct dev d;
identifier fld;
@@
- init_lock
+ lock_init
  (&d.fld)

@@
expression E;
@@
- reset(E.count)
+ clear(E.count)

@@
struct dev d;
@@
- d.flags
+ flags_of(d)
