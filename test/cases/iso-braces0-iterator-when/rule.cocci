// The kernel's use_after_iter shape: a body of only `...` matches any
// body, whatever its when clauses say (spatch's braces0 isomorphism)
@r exists@
identifier c, member;
expression E;
iterator name list_for_each_entry;
@@
list_for_each_entry(c, E, member) { ... when != break;
                                 when forall
                                 when strict
}
...
- use(c->v);
+ use_after(c->v);
