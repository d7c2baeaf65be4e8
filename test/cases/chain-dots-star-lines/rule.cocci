// `*` on `(E != NULL) && ... && E->f`: E != NULL at a later operand of
// a chain over several lines, beside parentheses and `||`
@@
expression E;
identifier f;
@@
* (E != NULL) && ... && E->f
