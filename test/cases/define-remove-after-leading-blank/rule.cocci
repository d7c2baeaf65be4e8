@@
identifier m, a;
expression E;
@@

- #define m(a) E
