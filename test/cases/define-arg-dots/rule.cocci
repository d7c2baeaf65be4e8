@@
identifier m, x;
@@

- #define m(x) foo(x, ...)
