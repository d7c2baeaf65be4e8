// directives replacing a statement in nested blocks: in column 0, the
// removed line's indentation on a line before them and the next line's
// after them, as spatch 1.1.1 prints them
@@
expression E;
@@
- work(E);
+ #ifdef FAST
+ fast_work(E);
+ #else
+ slow_work(E);
+ #endif
