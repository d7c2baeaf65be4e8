// `when != ret` with ret an identifier metavariable: the pattern is an
// expression (spatch's when_start parses `expr`), matched only where an
// expression stands (pattern_c.ml cocciExp visits kexpr).  A designated
// field, a label and goto target, and a declared name are names, not
// expressions: spatch 1.1.1 changes all three functions.
// misc/returnvar's patch rule made `exists`, as its context rule's `*` is (context mode differs the same way) over drivers/block/rbd.c:5892.  `when
// != ret` with ret an identifier metavariable is an expression there:
// the field name of `d->spec->name` is no use of the variable `name`,
// so the path through `goto out` passes, as spatch 1.1.1 finds.  cfix's
// search for a when clause's pattern (nests.c,
// cfix__match_find_occurrences) lets a lone identifier metavariable
// match a member name, and the path is refused.
@ exists @
type T;
constant C;
identifier ret;
@@

- T ret = C;
... when != ret
    when strict
return
- ret
+ C
;
