// A disjunction whose first branch is an expression takes expressions
// only: spatch 1.1.1 refuses a later call statement (minus: parse error
// at line 10, the ";").
@@
expression E;
@@
(
- sizeof(E)
|
- f(E);
)
