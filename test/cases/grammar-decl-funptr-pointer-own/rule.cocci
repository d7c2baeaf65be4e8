@@
expression E1, E2;
@@
- E1 * E2
+ mul(E1, E2)
