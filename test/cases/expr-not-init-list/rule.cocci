// An expression metavariable does not match a brace initializer: in
// Coccinelle `{ 1, 2 }` is an initializer, not an expression.
@@
type T;
identifier x;
expression E;
@@
- T x = E;
