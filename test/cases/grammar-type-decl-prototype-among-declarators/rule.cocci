// T x; matches a prototype among other declarators (b(int) of
// int a, b(int), c;) and - T x; removes that declarator alone, as
// spatch 1.1.1 does (T is the function's type).
@@
type T;
identifier x = {b, q};
@@
- T x;
