// the other side of when-ident-not-member-name: in `E->ret` an
// identifier metavariable stands where a field name does and matches
// it, so `d->spec->name` and `d.name` are uses and refuse the path;
// other_field's is not (spatch 1.1.1 changes other_field only).
@ exists @
type T;
constant C;
identifier ret;
expression E;
@@
- T ret = C;
... when != E->ret
    when != E.ret
    when strict
return
- ret
+ C
;
