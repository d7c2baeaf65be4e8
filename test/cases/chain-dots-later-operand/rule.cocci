// `(E != NULL) && ... && E->f`: spatch 1.1.1 finds E != NULL at any
// operand of the && chain, not only the first (lines 5, 7, 9 and 11)
@@
expression E;
identifier f;
@@
* (E != NULL) && ... && E->f
