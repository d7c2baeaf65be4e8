// a directive added after a rewritten line (free -> kfree shares
// '(p);'): column 0, then the next line's indentation on a line of its
// own, as spatch 1.1.1 prints it
@@
expression E;
@@
- free(E);
+ kfree(E);
+ #endif
