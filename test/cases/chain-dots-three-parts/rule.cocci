// `A && ... && B && ... && C`: A, B and C in order, each with any
// operands between, C the chain's last; the change on C
@@
expression E;
identifier f;
@@
 if (E && ... && E->f && ... &&
- E->f->ok
+ ready(E->f)
 ) {...}
