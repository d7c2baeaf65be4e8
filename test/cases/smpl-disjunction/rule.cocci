// A statement disjunction: the first branch that matches wins.
@@
expression E;
@@
(
- free_a(E);
+ release(E);
|
- free_b(E);
)
