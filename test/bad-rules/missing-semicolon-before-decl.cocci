@@
expression E
constant C;
@@
- f(E, C);
