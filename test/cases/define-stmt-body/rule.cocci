@@
identifier m, x;
@@

- #define m(x) free(x);
