// `when` COMMA_LIST(any_strict): `when any,forall` is `when any` and
// `when forall` at once.  g: a path uses x (forall fails there); h:
// both frees are marked (any: the dots pass the first).
@@
expression x;
@@
 x = alloc();
 ... when != use(x)
     when any,forall
* free(x);
