// `- E && ... && E->x` `+ has_x(E)`: the whole chain goes, whichever
// operand E != NULL took, as in spatch (comm_assoc's Nested, all minus)
@@
expression E;
@@
 if (
- E && ... && E->x
+ has_x(E)
 ) {...}
