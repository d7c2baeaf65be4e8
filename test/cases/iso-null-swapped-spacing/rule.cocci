// is_null and not_ptr1 matching `NULL == p`: the code's NULL and `==`
// removed, p kept, the plus code printed without a space after its `(`
// (`isnull(p)`, not `isnull( p)`), as spatch 1.1.1 prints it.
@@
expression X;
@@
- check(X == NULL);
+ check(isnull(X));

@@
expression *P;
@@
- check2(!P);
+ check2(empty(P));
