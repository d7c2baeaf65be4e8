// A variable of a function typedef, `fn_t a;`, is a declaration of one
// name like any other to spatch 1.1.1 (`typedef fn_t; fn_t x;` matches
// it); clang's view read it as a prototype with parameters it never
// wrote, which the pattern's declarator lacks.
@@
typedef fn_t;
identifier x;
@@
- fn_t x;
+ fn_t *x;
