@@
identifier name != CHECKED, arg;
expression E;
@@

- #define name(arg) E
+ #define CHECKED(arg) check(E)
