// `global idexpression`: a variable the function does not declare,
// with a type, a struct pointer type, a set of types, or none
@@
global idexpression int G;
@@
- one(G);
+ one(0);

@@
global idexpression struct S *G;
@@
- two(G->a);
+ two(0);

@@
global idexpression G1, G2;
@@
- three(G1);
+ three(0);

@@
global idexpression {int, long} G;
@@
- four(G);
+ four(0);
