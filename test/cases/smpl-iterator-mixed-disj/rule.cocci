// An iterator metavariable (I binds the loop macro's name), a
// disjunction mixing statements and expressions (an expression branch
// stands for a statement holding it; code added around it stays on the
// statement's line), and `E && ...` matching E alone.
@@
iterator I;
expression x, E;
statement S;
@@

I(x,...) { <...
(
- if (x == NULL && ...) S
|
- (x != NULL) &&
  E
|
- x == NULL
+ is_null(x)
)
  ...> }
